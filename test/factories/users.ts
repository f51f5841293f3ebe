import { User, UserInput, UsersService } from '@app/users';
import { nextNumber, Running } from './running';

export const TEST_PASSWORD = 'Sonnen-Dach-2026!x';

/** A valid staff user to create: unique e-mail address, a strong password, role Vertrieb. */
export function userInput(overrides: Partial<UserInput> = {}): UserInput {
  return { email: `mitarbeiter${nextNumber()}@example.de`, password: TEST_PASSWORD, name: 'Test Person', role: 'sales', ...overrides };
}

/** Creates (or updates) the staff user through UsersService; returns it with its password. */
export async function createUser(running: Pick<Running, 'app'>, overrides: Partial<UserInput> = {}): Promise<{ user: User; password: string }> {
  const input = userInput(overrides);
  const { user } = await running.app.get(UsersService).createOrUpdate(input);
  return { user, password: input.password };
}
