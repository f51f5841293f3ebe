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
      more_tools: 'Weitere Tools',
      sells: 'Einkauf',
      leadsources: 'Leadsources',
      zips: 'Lead Analyse',
      matching: 'Lead Matchen',
      settings: 'Settings',
    });
    expect(de.ra.auth.logout).toBe('Logout');
  });
});
