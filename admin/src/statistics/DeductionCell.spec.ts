import { createElement } from 'react';
import { renderAs } from '../testing/render';
import { DeductionCell } from './DeductionCell';

const row = (reclamationQuote: number, deduction: number) => ({ company: { id: 3, name: 'Solarhaus', leadSellCost: 40, reclamationQuote }, deduction });
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/[ \t\n]+/g, ' ').trim();

describe("Verkauf-Statistik's 'Rekla. Abzug' (issue 29 §1)", () => {
  it('says that a quote deducts a flat share, with or without reclamations (spec section 9)', () => {
    const html = renderAs('admin', createElement(DeductionCell, { row: row(10, 8) }));
    expect(text(html)).toBe('8,00\u00a0€ pauschal 10\u00a0% Reklaquote');
    expect(html).toContain(
      'title="Das Unternehmen hat eine Reklaquote von 10\u00a0%: Abgezogen werden pauschal 10\u00a0% der Einnahmen ohne Rekla., unabhängig davon, wie viele Leads reklamiert wurden."',
    );
  });

  it('shows the amount alone when each reclaimed lead is deducted', () => {
    expect(text(renderAs('admin', createElement(DeductionCell, { row: row(0, 40) })))).toBe('40,00\u00a0€');
  });
});
