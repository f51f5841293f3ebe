import { de } from '../i18n/de';
import { documentTitle, pageTitleKey } from './documentTitle';

/** Looks a dotted key up in the German messages; a missing key fails the test by name. */
function translate(key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], de);
  if (typeof value !== 'string') throw new Error(`no German text for ${key}`);
  return value;
}

describe('documentTitle', () => {
  it.each([
    ['/overview', 'Übersicht – Leadportal'],
    ['/organisations', 'Unternehmen – Leadportal'],
    ['/organisations/create', 'Unternehmen hinzufügen – Leadportal'],
    ['/organisations/12', 'Unternehmen – Leadportal'],
    ['/organisations/12/1', 'Unternehmen – Leadportal'],
    ['/leadsources', 'Leadsources – Leadportal'],
    ['/leadsources/3', 'Leadsource – Leadportal'],
    ['/sells', 'Einkauf – Leadportal'],
    ['/sells/41', 'Lead – Leadportal'],
    ['/leadstatistics', 'Lead-Statistik – Leadportal'],
    ['/leadstatistics/41', 'Lead-Statistik – Leadportal'],
    ['/statistics', 'Statistik – Leadportal'],
    ['/statistic/4/2026-11', 'Statistik Details – Leadportal'],
    ['/reclamationrequest', 'Reklamationsanfragen – Leadportal'],
    ['/zips', 'Lead Analyse – Leadportal'],
    ['/matching', 'Lead Matchen – Leadportal'],
    ['/settings', 'Settings – Leadportal'],
    ['/orders', 'Aufträge – Leadportal'],
    ['/orders/create', 'Neuer Auftrag – Leadportal'],
    ['/orders/GVD-1', 'Auftrag – Leadportal'],
    ['/login', 'Login – Leadportal'],
    ['/login/anna%40example.de', 'Login – Leadportal'],
    ['/login/set-password', 'Passwort festlegen – Leadportal'],
    ['/settings/staff', 'Mitarbeiter – Leadportal'],
    ['/account', 'Mein Konto – Leadportal'],
    ['/overview/', 'Übersicht – Leadportal'],
  ])('names %s', (path, title) => {
    expect(documentTitle(path, translate)).toBe(title);
  });

  it('names only the product on a path that is no back-office page', () => {
    expect(pageTitleKey('/unbekannt')).toBeNull();
    expect(documentTitle('/leadsources/1/2', translate)).toBe('Leadportal');
  });
});
