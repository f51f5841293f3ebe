import type { TranslateFunction } from 'react-admin';
import { isStaffRole, staffMay, staffRolesFor, type StaffRole } from '@contract/staff-permissions';
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

/** 'Administratoren und Vertrieb': the roles the permission table lets call `route`, as German groups of people. */
export function rolesAllowedText(route: string, translate: TranslateFunction): string {
  return new Intl.ListFormat('de', { type: 'conjunction' }).format(staffRolesFor(route).map((role) => translate(`app.role_groups.${role}`)));
}

/**
 * Why a field is greyed out for `role`, for its tooltip: 'Nur für Administratoren und Vertrieb änderbar (Sie sind
 * angemeldet als Buchhaltung).'; null when the role may change it (or is not known yet).
 */
export function readOnlyReason(role: StaffRole | null | undefined, route: string, translate: TranslateFunction): string | null {
  if (!role || may(role, route)) return null;
  return translate('app.permissions.only_for', { roles: rolesAllowedText(route, translate), role: translate(`app.roles.${role}`) });
}
