import { STAFF_ROLES, type StaffRole } from '@contract/staff-permissions';
import type { User } from '../dataProvider/apiTypes';

export type StaffUser = Pick<User, 'id' | 'name' | 'email' | 'role' | 'active' | 'twoFactor' | 'invitationPending'>;

/** The role select's choices, in the table's order, labelled with the German role names. */
export const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ id: role, name: `app.roles.${role}` }));

export const roleLabelKey = (role: StaffRole) => `app.roles.${role}`;

export function twoFactorLabelKey(user: Pick<User, 'twoFactor'>): string {
  return `app.staff.two_factor.${user.twoFactor ?? 'none'}`;
}

export type StaffAction = 'edit' | 'deactivate' | 'activate' | 'resetFactor' | 'resendInvitation';

/**
 * What can be done to a staff member, in menu order. Nobody deactivates themselves (the server refuses
 * it too, and it would end the session at once); a second factor can be reset only when there is one;
 * an invitation can be sent again while the person has not set a password yet.
 */
export function staffActions(user: StaffUser, ownId: number | string | undefined): StaffAction[] {
  const self = ownId !== undefined && String(user.id) === String(ownId);
  const actions: StaffAction[] = ['edit'];
  if (user.invitationPending && user.active) actions.push('resendInvitation');
  if (user.twoFactor !== null) actions.push('resetFactor');
  if (user.active && !self) actions.push('deactivate');
  if (!user.active) actions.push('activate');
  return actions;
}

/** Translation keys of the chips after a name: 'Einladung offen', 'Deaktiviert'. */
export function staffStatusKeys(user: Pick<User, 'active' | 'invitationPending'>): string[] {
  const keys: string[] = [];
  if (user.invitationPending) keys.push('app.staff.invitation_pending');
  if (!user.active) keys.push('app.staff.inactive');
  return keys;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The invite and edit forms' checks before sending (the server checks again, in German too). */
export function validateStaffForm(values: Record<string, unknown>, { withEmail }: { withEmail: boolean }): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (withEmail && !EMAIL.test(text(values.email))) errors.email = 'app.staff.errors.email';
  if (text(values.name) === '') errors.name = 'app.staff.errors.name';
  if (!STAFF_ROLES.includes(values.role as StaffRole)) errors.role = 'app.staff.errors.role';
  return errors;
}
