import { isStaffRole, staffMay, type StaffRole } from '@contract/staff-permissions';
import type { SessionUser } from './tokenStorage';

export type { StaffRole };

/**
 * The stored user's role. A session kept from before roles existed has only `isAdmin`; it is read as
 * the server migrated those accounts (administrator, or else Vertrieb) until the next login stores the role.
 */
export function roleOf(user: Pick<SessionUser, 'isAdmin' | 'role'> | null | undefined): StaffRole | null {
  if (!user) return null;
  if (isStaffRole(user.role)) return user.role;
  return user.isAdmin ? 'admin' : 'sales';
}

/**
 * Whether `role` may call `route` (`'METHOD /path'` as in the permission table, e.g.
 * `'POST /api/lead/{lId}/sell'`). No role (not loaded yet, or no session): no.
 */
export function may(role: StaffRole | null | undefined, route: string): boolean {
  return role ? staffMay(role, route) : false;
}
