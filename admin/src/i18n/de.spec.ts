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

  it("use no English word but the spec's own ('Settings', 'Logout', 'Login'; Lead Matchen's 'Type', 'Email', 'Match...')", () => {
    // Words that are English only (not also German, as 'Name', 'Status' or 'Filter' are).
    const english = /\b(Dashboard|Theme|Datagrid|Data|Provider|Secret|Whitelist|Sheet|Input|Type|Email|Match|Settings|Logout|Login|Download|Upload|Search|Save|Delete|Cancel|Edit|Show|Create|Submit|Loading|Error|Preview|Close|Select|Clear|Refresh|Back|Next|Previous|Items|Rows|Users?|Password)\b/;
    const specOwn: Record<string, string> = {
      'app.menu.settings': 'Settings',
      'app.page.settings': 'Settings',
      'ra.auth.logout': 'Logout',
      'app.login.submit': 'Login',
      'app.page.login': 'Login',
      'app.matching.columns.type': 'Type',
      'app.matching.columns.email': 'Email',
      'app.matching.submit': 'Match...',
    };
    const texts = (messages: Messages, prefix = ''): [string, string][] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
      );
    const all = texts(de as Messages);
    const found = all.filter(([key, text]) => english.test(text) && !(key in specOwn && text === specOwn[key]));
    expect(found).toEqual([]);
    // The spec's own words stay as it writes them.
    const byKey = new Map(all);
    for (const [key, text] of Object.entries(specOwn)) expect(byKey.get(key)).toBe(text);
  });
});
