import { ROLE_CHOICES, staffActions, staffStatusKeys, twoFactorLabelKey, validateStaffForm, type StaffUser } from './staff';
import { de } from '../i18n/de';
import { staffInviteBody, staffUserBody } from '../dataProvider/staffBodies';

const anna: StaffUser = { id: 2, name: 'Anna Schulz', email: 'anna@example.de', role: 'sales', active: true, twoFactor: null, invitationPending: false };

const german = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], de);

describe('Settings → Mitarbeiter', () => {
  it('offers the three roles with their German names', () => {
    expect(ROLE_CHOICES.map((choice) => german(choice.name))).toEqual(['Administrator', 'Vertrieb', 'Buchhaltung']);
  });

  it('names the second factor in German', () => {
    expect(german(twoFactorLabelKey({ twoFactor: 'totp' }))).toBe('Authenticator-App');
    expect(german(twoFactorLabelKey({ twoFactor: 'email' }))).toBe('Code per E-Mail');
    expect(german(twoFactorLabelKey({ twoFactor: null }))).toBe('Keiner');
  });

  it('offers what fits the person: no self-deactivation, reset only with a factor, invitation only while pending', () => {
    expect(staffActions(anna, 1)).toEqual(['edit', 'deactivate']);
    expect(staffActions(anna, 2)).toEqual(['edit']);
    expect(staffActions(anna, '2')).toEqual(['edit']);
    expect(staffActions({ ...anna, twoFactor: 'totp' }, 1)).toEqual(['edit', 'resetFactor', 'deactivate']);
    expect(staffActions({ ...anna, invitationPending: true }, 1)).toEqual(['edit', 'resendInvitation', 'deactivate']);
    expect(staffActions({ ...anna, active: false, invitationPending: true }, 1)).toEqual(['edit', 'activate']);
  });

  it("marks open invitations and deactivated accounts ('Einladung offen', 'Deaktiviert')", () => {
    expect(staffStatusKeys(anna)).toEqual([]);
    expect(staffStatusKeys({ active: true, invitationPending: true }).map(german)).toEqual(['Einladung offen']);
    expect(staffStatusKeys({ active: false, invitationPending: false }).map(german)).toEqual(['Deaktiviert']);
  });

  it('checks the invite form: e-mail, name and a known role', () => {
    expect(validateStaffForm({ email: 'neu@example.de', name: 'Neu', role: 'accounting' }, { withEmail: true })).toEqual({});
    expect(validateStaffForm({ email: 'kein-at', name: ' ', role: 'chef' }, { withEmail: true })).toEqual({
      email: 'app.staff.errors.email',
      name: 'app.staff.errors.name',
      role: 'app.staff.errors.role',
    });
    // Editing keeps the e-mail as it is.
    expect(validateStaffForm({ name: 'Anna', role: 'sales' }, { withEmail: false })).toEqual({});
  });

  it('sends an invitation as e-mail (lower case), name and role, and a change with only the fields given', () => {
    expect(staffInviteBody({ email: ' Neu@Example.DE ', name: ' Neu Mann ', role: 'sales', id: 9 })).toEqual({ email: 'neu@example.de', name: 'Neu Mann', role: 'sales' });
    expect(staffUserBody({ id: 2, name: ' Anna ', role: 'admin', email: 'anna@example.de', lastLoginAt: null })).toEqual({ name: 'Anna', role: 'admin' });
    expect(staffUserBody({ active: false })).toEqual({ active: false });
  });
});
