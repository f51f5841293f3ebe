import englishMessages from 'ra-language-english';
import { de } from './de';

type Messages = { [key: string]: string | Messages };

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('German messages', () => {
  const german = new Set(keysOf(de as Messages));

  it("cover every key of react-admin's own (English) messages", () => {
    const missing = keysOf(englishMessages as Messages).filter((key) => !german.has(key));
    expect(missing).toEqual([]);
  });

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
});
