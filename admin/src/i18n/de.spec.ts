import { messageTexts, nonGermanWords } from '@ui/testing/language';
import { de } from './de';

type Messages = { [key: string]: string | Messages };

// That react-admin's own keys are all German is tested with the shared messages (ui/src/i18n).
describe('German messages', () => {
  it("label the sidebar entries with the spec's texts", () => {
    const menu = (de as unknown as { app: { menu: Record<string, string> } }).app.menu;
    expect(menu).toMatchObject({
      overview: 'Übersicht',
      organisations: 'Unternehmen',
      statistics: 'Verkauf-Statistik',
      leadstatistics: 'Lead-Statistik',
      reclamationrequest: 'Reklamationsanfragen',
      invoices: 'Rechnungen',
      more_tools: 'Weitere Tools',
      sells: 'Einkauf',
      leadsources: 'Leadsources',
      zips: 'Lead Analyse',
      matching: 'Lead Matchen',
      settings: 'Settings',
    });
    expect(de.ra.auth.logout).toBe('Logout');
  });

  it("address the user formally: no 'du' left from the language pack", () => {
    const informal = /\b(du|dich|dir|dein\w*|bist|hast|willst|kannst|überprüfe)\b/i;
    const texts = (messages: Messages, prefix = ''): [string, string][] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
      );
    expect(texts(de as Messages).filter(([, text]) => informal.test(text))).toEqual([]);
  });

  it('say what was saved, created or deleted for each resource staff edit', () => {
    const resources = (de as unknown as { resources: Record<string, { notifications?: Record<string, string> }> }).resources;
    expect(resources.organisations.notifications).toEqual({
      created: 'Unternehmen angelegt',
      updated: 'Unternehmen gespeichert',
      deleted: 'Unternehmen gelöscht',
    });
    expect(resources.leadsources.notifications?.created).toBe('Leadsource angelegt');
    expect(resources.orders.notifications?.deleted).toBe('Auftrag gelöscht');
    expect(de.ra.notification.updated).not.toMatch(/Element/);
  });

  it("use no English word and nothing that looks like a key, but the spec's own words (issue 29 §3)", () => {
    const specOwn: Record<string, string[]> = {
      'app.menu.settings': ['Settings'],
      'app.page.settings': ['Settings'],
      'ra.auth.logout': ['Logout'],
      'app.page.login': ['Login'],
      'app.matching.columns.type': ['Type'],
      'app.matching.columns.email': ['Email'],
      'app.matching.submit': ['Match'],
      'app.organisations.pipedrive.no_pipelines': ['cantFindPipelines'],
      'app.organisations.pipedrive.no_stages': ['cantFindStagess'],
      'app.organisations.pipedrive.no_lead_labels': ['cantFindLeads'],
    };
    const all = messageTexts(de as Messages);
    const found = all.flatMap(([key, text]) => nonGermanWords(text, specOwn[key]).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
    // The spec's own words stay as it writes them.
    const byKey = new Map(all);
    expect(byKey.get('app.menu.leadsources')).toBe('Leadsources');
    // The complaint queue's filter says whose complaints it shows, without the word 'Filter' in its label.
    expect(byKey.get('app.reclamations.filters.reclamatedFrom')).toBe('Reklamiert von');
    for (const [key, [word]] of Object.entries(specOwn)) expect(byKey.get(key)).toContain(word);
  });

  it("label the login button 'Anmelden' in both steps, password and code", () => {
    const login = (de as unknown as { app: { login: { submit: string; code: { submit: string } } } }).app.login;
    expect([login.submit, login.code.submit]).toEqual(['Anmelden', 'Anmelden']);
  });
});
