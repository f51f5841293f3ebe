import { STAFF_ROLES, staffMay, staffRolesFor } from '@contract/staff-permissions';
import type { Subjects } from '../dataProvider/apiTypes';
import { personQuery } from '../dataProvider/privacyApi';
import { de } from '../i18n/de';
import { i18nProvider } from '../i18n/i18nProvider';
import { erasureCounts, eraseRolesText, erasurePreview, foundNothing, personName, PRIVACY_PERMISSIONS, privacyRolesText, runCounts, validateRetention } from './privacy';

const subjects: Subjects = {
  leads: [
    { id: 12, createdAt: '2026-12-01T10:00:00Z', salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.de', phone: '+491711234567', zip: '80331', city: 'München', leadsource: 'Website', qualified: true, pseudonymisedAt: null },
    { id: 13, createdAt: '2026-12-02T10:00:00Z', salutation: '', firstName: '', lastName: 'Gelöscht', email: '', phone: '', zip: '80331', city: '', leadsource: 'Website', qualified: false, pseudonymisedAt: '2026-12-03T10:00:00Z' },
  ],
  orders: [{ id: 1, orderNumber: 'A-1001', createdAt: '2026-11-01T10:00:00Z', firstName: 'Anna', lastName: 'Schmidt', zip: '80331', city: 'München', status: 'Montage', pseudonymisedAt: null }],
  complaints: [
    { id: 5, leadId: 12, createdAt: '2026-12-05T10:00:00Z', organisationName: 'Solarhaus', status: 'open', documents: 2 },
    { id: 6, leadId: 13, createdAt: '2026-12-05T10:00:00Z', organisationName: 'Solarhaus', status: 'open', documents: 1 },
  ],
};

describe('privacy screen rules', () => {
  it('names what an erasure takes, leaving out what is erased already', () => {
    expect(erasurePreview(subjects)).toEqual({ leadIds: [12], orderNumbers: ['A-1001'], complaints: 1, documents: 2 });
    expect(foundNothing(subjects)).toBe(false);
    expect(foundNothing({ leads: [], orders: [], complaints: [] })).toBe(true);
  });

  it('sends only the terms typed', () => {
    expect(personQuery({ email: ' anna@example.de ', phone: '' })).toEqual({ email: 'anna@example.de' });
    expect(personQuery({ email: '', phone: '0171 1234567' })).toEqual({ phone: '0171 1234567' });
  });

  it('reads names, counts and run lines', () => {
    expect(personName(subjects.leads[0])).toBe('Frau Anna Schmidt');
    expect(personName(subjects.leads[1])).toBe('Gelöscht');
    expect(erasureCounts({ leadIds: [1, 2], orderIds: [3], complaintIds: [], documents: 0, mails: 4, notifiedBuyerIds: [7], unreachableBuyerIds: [], blockedEntries: 2 })).toEqual({ leads: 2, orders: 1, complaints: 0, notified: 1 });
    expect(runCounts({ id: 1, trigger: 'schedule', startedAt: '', finishedAt: null, unsoldLeads: 3, soldLeads: 1, complaintDocuments: 2, mailBodies: 9, error: null })).toEqual({ unsold: 3, sold: 1, documents: 2, mails: 9 });
  });

  it('checks the retention form with the shared ranges and German messages', () => {
    expect(validateRetention({ unsoldLeadMonths: 6, soldLeadMonths: 24, complaintDocumentMonths: 12, mailBodyDays: 90 })).toEqual({});
    expect(validateRetention({ unsoldLeadMonths: '', soldLeadMonths: 0, complaintDocumentMonths: 2.5, mailBodyDays: 5 })).toEqual({
      unsoldLeadMonths: 'Nicht verkaufte Leads pseudonymisieren nach (Monaten): eine ganze Zahl von 1 bis 120',
      soldLeadMonths: 'Verkaufte Leads pseudonymisieren nach (Monaten): eine ganze Zahl von 1 bis 120',
      complaintDocumentMonths: 'Reklamationsdokumente löschen nach (Monaten): eine ganze Zahl von 1 bis 120',
      mailBodyDays: 'Mailinhalte im Postausgang leeren nach (Tagen): eine ganze Zahl von 7 bis 3650',
    });
  });
});

describe("the Datenschutz page's roles (issue 27 §6)", () => {
  const groups = (de.app as { role_groups: Record<(typeof STAFF_ROLES)[number], string> }).role_groups;
  /** The roles a sentence names, by their German group names. */
  const named = (sentence: string) => STAFF_ROLES.filter((role) => new RegExp(`\\b${groups[role]}\\b`).test(sentence));

  it('names who may erase personal data exactly as the permission table does', () => {
    const text = privacyRolesText(i18nProvider.translate);
    const [searchPart, erasePart] = text.split(';');
    expect(named(erasePart)).toEqual(STAFF_ROLES.filter((role) => staffMay(role, 'POST /api/privacy/erase')));
    expect(named(eraseRolesText(i18nProvider.translate))).toEqual(staffRolesFor(PRIVACY_PERMISSIONS.erase));
    // 'Personen suchen und Auskunft geben dürfen …' stays true only while both have the same roles.
    expect(staffRolesFor(PRIVACY_PERMISSIONS.export)).toEqual(staffRolesFor(PRIVACY_PERMISSIONS.search));
    expect(named(searchPart)).toEqual(staffRolesFor(PRIVACY_PERMISSIONS.search));
  });

  it('reads as German sentences', () => {
    expect(privacyRolesText(i18nProvider.translate)).toBe('Personen suchen und Auskunft geben dürfen Administratoren und Vertrieb; löschen dürfen nur Administratoren.');
    expect(eraseRolesText(i18nProvider.translate)).toBe('Löschen dürfen nur Administratoren.');
  });
});
