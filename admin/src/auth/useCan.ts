import { usePermissions } from 'react-admin';
import { may, type StaffRole } from './roles';

/** The logged-in user's role (authProvider.getPermissions reads the stored user); null until it is known. */
export function useRole(): { role: StaffRole | null; isPending: boolean } {
  const { permissions, isPending } = usePermissions<StaffRole | null>();
  return { role: permissions ?? null, isPending };
}

/**
 * Whether the logged-in user's role may call `route`, given as in the permission table of libs/contract
 * (`'POST /api/lead/{lId}/sell'`). Screens hide what a role cannot use instead of showing buttons that
 * fail; the server decides anyway. False while the role is still being read.
 */
export function useCan(route: string): boolean {
  const { role } = useRole();
  return may(role, route);
}
