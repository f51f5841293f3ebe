import { useTranslate } from 'react-admin';
import { may, readOnlyReason, roleOf, type StaffRole } from './roles';
import { createTokenStorage } from './tokenStorage';

/**
 * The logged-in user's role, read from the stored user (where authProvider.getPermissions reads it too)
 * at once rather than through react-admin's asynchronous usePermissions: a form drawn before the role is
 * known would first be read-only, and react-hook-form does not revalidate when that changes. The role
 * changes only with a new login, after which every screen is drawn anew.
 */
export function useRole(): { role: StaffRole | null; isPending: boolean } {
  return { role: roleOf(createTokenStorage(window.localStorage).getUser()), isPending: false };
}

/**
 * Whether the logged-in user's role may call `route`, given as in the permission table of libs/contract
 * (`'POST /api/lead/{lId}/sell'`). Screens hide what a role cannot use instead of showing buttons that
 * fail; the server decides anyway.
 */
export function useCan(route: string): boolean {
  const { role } = useRole();
  return may(role, route);
}

/** Why the logged-in role sees a field of `route` greyed out ('Nur für … änderbar (Sie sind angemeldet als …).'), or null. */
export function useReadOnlyReason(route: string): string | null {
  const translate = useTranslate();
  return readOnlyReason(useRole().role, route, translate);
}
