import type { StaffRole } from '@app/contract';
import { UsersService } from '@app/users';

/** Staff of a small lead-selling business; the demo password is the same for all. */
export const DEMO_PASSWORD = 'Sonnendach-Demo-2026';

export const DEMO_STAFF: { email: string; name: string; role: StaffRole }[] = [
  { email: 'lena.vogel@solarleads.example', name: 'Lena Vogel', role: 'admin' },
  { email: 'jonas.becker@solarleads.example', name: 'Jonas Becker', role: 'sales' },
  { email: 'aylin.kaya@solarleads.example', name: 'Aylin Kaya', role: 'accounting' },
  { email: 'markus.hoffmann@solarleads.example', name: 'Markus Hoffmann', role: 'sales' },
];

/** Adds the demo staff that do not exist yet; existing accounts are left untouched. */
export async function seedDemoUsers(users: UsersService): Promise<string[]> {
  const added: string[] = [];
  for (const person of DEMO_STAFF) {
    if (await users.findByEmail(person.email)) continue;
    await users.createOrUpdate({ ...person, password: DEMO_PASSWORD });
    added.push(person.email);
  }
  return added;
}
