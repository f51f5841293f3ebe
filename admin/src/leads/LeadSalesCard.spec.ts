import { createElement } from 'react';
import { createTheme, ThemeProvider } from '@mui/material';
import type { LeadDetail, LeadSale } from '../dataProvider/apiTypes';
import { renderAs } from '../testing/render';
import { LeadSalesCard } from './LeadSalesCard';

const reported = { source: 'portal' as const, changedByUserId: 5, changedBy: 'Anna Becker' };
const sale = (id: number, name: string, overrides: Partial<LeadSale> = {}): LeadSale => ({
  id,
  dateTime: '2026-11-20T09:00:00.000Z',
  organisation: { id, name },
  reclamation: false,
  reclaimedAt: null,
  reclamationNote: null,
  price: 50,
  manual: false,
  forced: false,
  delivery: null,
  outcome: null,
  outcomeHistory: [],
  ...overrides,
});
const lost = { status: 'lost' as const, value: null, reason: 'competitor' as const, note: 'Hat bei der Konkurrenz unterschrieben', changedAt: '2026-11-25T14:30:00.000Z', ...reported };
const offer = { status: 'offer' as const, value: null, reason: null, note: '', changedAt: '2026-11-22T08:00:00.000Z', ...reported };
const won = { status: 'won' as const, value: 12500, reason: null, note: '', changedAt: '2026-11-24T10:00:00.000Z', source: 'pipedrive' as const, changedByUserId: null, changedBy: 'Pipedrive' };
const lead = {
  id: 7,
  sellingStatistics: [
    sale(1, 'Solarhaus Nord', { outcome: lost, outcomeHistory: [offer, lost] }),
    sale(2, 'Dachprofi Süd', { outcome: won, outcomeHistory: [won] }),
    sale(3, 'Sonnenwerk'),
  ],
} as LeadDetail;

/** A phone: every `max-width` query matches, as at 390 px. */
const phoneTheme = createTheme({ components: { MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: (query: string) => ({ matches: query.includes('max-width') }) } } } });
const render = (phone: boolean) => {
  const card = createElement(LeadSalesCard, { lead, onReload: async () => undefined });
  return renderAs('admin', phone ? createElement(ThemeProvider, { theme: phoneTheme }, card) : card);
};
// Spaces and line breaks only: the no-break spaces of money and dates stay.
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/[ \t\n]+/g, ' ');
const COLUMN_LABELS = ['Unternehmen', 'Verkauft am', 'Preis', 'Art', 'Zustellung', 'Ergebnis des Käufers', 'Reklamation'];

describe("the lead page's Verkäufe (issue 29)", () => {
  it('shows what each buyer reported in the portal: status, value, lost reason, note, who and when, and the history', () => {
    const html = render(false);
    expect([...html.matchAll(/<th\b[^>]*>(.*?)<\/th>/g)].map((match) => match[1])).toEqual(COLUMN_LABELS);
    const page = text(html);
    expect(page).toContain('Verloren (Wettbewerber) gemeldet am 25.11.2026 15:30 von Anna Becker Notiz: Hat bei der Konkurrenz unterschrieben');
    expect(page).toContain('Verlauf (2 Meldungen)');
    expect(page).toContain('Angebot abgegeben · gemeldet am 22.11.2026 09:00 von Anna Becker');
    expect(page).toContain('Auftrag erhalten (12.500,00\u00a0€) gemeldet am 24.11.2026 11:00 von Pipedrive');
    // One report has no history to unfold; a buyer that said nothing says so.
    expect(page.match(/Verlauf \(/g)).toHaveLength(1);
    expect(page).toContain('Noch kein Ergebnis gemeldet');
  });

  it('on a phone shows every column of every sale as a line instead of a table that hides them sideways', () => {
    const html = render(true);
    expect(html).not.toContain('<table');
    const terms = [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>/g)].map((match) => match[1]);
    expect(terms).toEqual([...COLUMN_LABELS, ...COLUMN_LABELS, ...COLUMN_LABELS]);
    expect(text(html)).toContain('Verloren (Wettbewerber)');
  });
});
