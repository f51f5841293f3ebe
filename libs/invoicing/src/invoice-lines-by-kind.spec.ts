import type { SaleKind } from '@app/sales';
import { appendixOf, BilledSale, correctionAmounts, monthlyInvoiceAmounts, saleLineDescription } from './invoice-lines';

const NOVEMBER = { year: 2026, month: 11 };
let nextId = 1;

function sale(priceCents: number, how: { exclusive?: boolean; kind?: SaleKind; reclaimed?: boolean; priceRules?: BilledSale['priceRules'] } = {}): BilledSale {
  const id = nextId++;
  return { saleId: id, leadId: 5000 + id, soldAt: new Date('2026-11-12T09:00:00Z'), zip: '80331', priceCents, reclaimed: how.reclaimed ?? false, exclusive: how.exclusive ?? false, kind: how.kind ?? 'distribution', priceRules: how.priceRules ?? [] };
}
const many = (count: number, priceCents: number, how: Parameters<typeof sale>[1] = {}) => Array.from({ length: count }, () => sale(priceCents, how));

describe('invoice lines by price and kind (issue 30 §2)', () => {
  it.each<[string, Parameters<typeof sale>[1], string]>([
    ['a shared sale by distribution reads as every invoice before', {}, 'Leads November 2026'],
    ['a shared sale by staff too', { kind: 'manual' }, 'Leads November 2026'],
    ['an exclusive sale', { exclusive: true }, 'Leads exklusiv November 2026'],
    ['an exclusive sale by staff', { exclusive: true, kind: 'manual' }, 'Leads exklusiv November 2026'],
    ['a resale of a returned lead', { kind: 'resale' }, 'Leads aus Wiederverkauf November 2026'],
    ['a marketplace purchase', { kind: 'marketplace' }, 'Leads aus dem Marktplatz November 2026'],
    ['an exclusive resale', { kind: 'resale', exclusive: true }, 'Leads exklusiv aus Wiederverkauf November 2026'],
  ])('%s', (_name, how, description) => {
    expect(saleLineDescription(sale(4500, how), NOVEMBER)).toBe(description);
  });

  it('keeps a month of shared sales at one price one line, as today', () => {
    const sales = many(30, 4500);
    const withoutKinds = sales.map(({ exclusive: _e, kind: _k, priceRules: _r, ...plain }) => plain);
    expect(monthlyInvoiceAmounts(sales, NOVEMBER, 0, 19)).toEqual(monthlyInvoiceAmounts(withoutKinds, NOVEMBER, 0, 19));
    expect(monthlyInvoiceAmounts(sales, NOVEMBER, 0, 19).lines).toEqual([{ description: 'Leads November 2026', quantity: 30, unitPriceCents: 4500, totalCents: 135000 }]);
  });

  it('groups by kind, then price (dearest first); the lines add up to the sum of the prices', () => {
    const sales = [
      ...many(2, 1800, { kind: 'marketplace' }),
      ...many(12, 9500, { exclusive: true }),
      ...many(20, 4500),
      ...many(2, 2700, { kind: 'resale' }),
      ...many(10, 5000, { kind: 'manual' }),
      ...many(2, 1800, { kind: 'marketplace' }),
      ...many(1, 10000, { exclusive: true }),
    ];
    const amounts = monthlyInvoiceAmounts(sales, NOVEMBER, 0, 19);
    expect(amounts.lines).toEqual([
      { description: 'Leads November 2026', quantity: 10, unitPriceCents: 5000, totalCents: 50000 },
      { description: 'Leads November 2026', quantity: 20, unitPriceCents: 4500, totalCents: 90000 },
      { description: 'Leads exklusiv November 2026', quantity: 1, unitPriceCents: 10000, totalCents: 10000 },
      { description: 'Leads exklusiv November 2026', quantity: 12, unitPriceCents: 9500, totalCents: 114000 },
      { description: 'Leads aus Wiederverkauf November 2026', quantity: 2, unitPriceCents: 2700, totalCents: 5400 },
      { description: 'Leads aus dem Marktplatz November 2026', quantity: 4, unitPriceCents: 1800, totalCents: 7200 },
    ]);
    const sumOfPrices = sales.reduce((sum, each) => sum + each.priceCents, 0);
    expect(amounts.netCents).toBe(sumOfPrices);
    expect(amounts.lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(sales.length);
  });

  it('deducts reclaimed sales at their own prices, whatever their kind', () => {
    const amounts = monthlyInvoiceAmounts([...many(3, 9500, { exclusive: true, reclaimed: true }), ...many(5, 4500, { reclaimed: true }), ...many(5, 4500)], NOVEMBER, 0, 19);
    expect(amounts.deduction).toEqual({ description: 'Reklamierte Leads (8 Leads)', cents: 3 * 9500 + 5 * 4500 });
    expect(amounts.netCents).toBe(3 * 9500 + 10 * 4500 - (3 * 9500 + 5 * 4500));
  });

  it('credits reclaimed leads of a correction by price, as before', () => {
    const amounts = correctionAmounts([sale(4500, { reclaimed: true }), sale(9500, { exclusive: true, reclaimed: true }), sale(4500, { kind: 'resale', reclaimed: true })], 'RE2026-0009', 19);
    expect(amounts.lines).toEqual([
      { description: 'Gutschrift nachträglich reklamierter Leads aus Rechnung RE2026-0009', quantity: -1, unitPriceCents: 9500, totalCents: -9500 },
      { description: 'Gutschrift nachträglich reklamierter Leads aus Rechnung RE2026-0009', quantity: -2, unitPriceCents: 4500, totalCents: -9000 },
    ]);
  });

  it('lists in the appendix how a price came about only where there is something to say', () => {
    const rules = [
      { name: 'Basis', change: 45 },
      { name: 'Exklusiv', change: 40 },
    ];
    const [plain, exclusive, marketplace] = appendixOf([sale(4500), sale(8500, { exclusive: true, priceRules: rules }), sale(1800, { kind: 'marketplace' })]);
    expect(plain).toEqual({ leadId: plain.leadId, soldAt: '2026-11-12T09:00:00.000Z', zip: '80331', priceCents: 4500, reclaimed: false });
    expect(exclusive).toMatchObject({ priceCents: 8500, exclusive: true, priceRules: rules });
    expect(exclusive).not.toHaveProperty('kind');
    expect(marketplace).toMatchObject({ kind: 'marketplace' });
    expect(marketplace).not.toHaveProperty('priceRules');
  });
});
