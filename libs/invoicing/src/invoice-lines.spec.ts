import { vatOf } from './document/invoice-amounts';
import { appendixOf, BilledSale, cancellationAmounts, correctionAmounts, monthlyInvoiceAmounts, monthName } from './invoice-lines';

const NOVEMBER = { year: 2026, month: 11 };
let nextId = 1;
const sale = (priceCents: number, reclaimed = false): BilledSale => {
  const id = nextId++;
  return { saleId: id, leadId: 1000 + id, soldAt: new Date('2026-11-10T09:00:00Z'), zip: '80331', priceCents, reclaimed };
};
const many = (count: number, priceCents: number, reclaimed = 0) => Array.from({ length: count }, (_, index) => sale(priceCents, index < reclaimed));

describe('monthly invoice amounts (the one revenue rule)', () => {
  it('bills the sold leads by price, dearest first, minus the counted reclamations, plus VAT', () => {
    const amounts = monthlyInvoiceAmounts([...many(10, 4500, 2), ...many(3, 6000)], NOVEMBER, 0, 19);
    expect(amounts.lines).toEqual([
      { description: 'Leads November 2026', quantity: 3, unitPriceCents: 6000, totalCents: 18000 },
      { description: 'Leads November 2026', quantity: 10, unitPriceCents: 4500, totalCents: 45000 },
    ]);
    expect(amounts.deduction).toEqual({ description: 'Reklamierte Leads (2 Leads)', cents: 9000 });
    // 630,00 − 90,00 = 540,00; 19 % = 102,60; 642,60.
    expect(amounts).toMatchObject({ netCents: 54000, vatCents: 10260, grossCents: 64260 });
  });

  it('deducts the quote of the revenue however many leads were reclaimed', () => {
    const amounts = monthlyInvoiceAmounts(many(7, 3333, 5), NOVEMBER, 12.5, 19);
    // 7 × 33,33 = 233,31; 12,5 % = 29,16375 → 29,16; net 204,15; VAT 38,7885 → 38,79.
    expect(amounts.deduction).toEqual({ description: 'Reklamationsabzug pauschal 12,5\u00a0% vom Leadumsatz', cents: 2916 });
    expect(amounts).toMatchObject({ netCents: 20415, vatCents: 3879, grossCents: 24294 });
  });

  it('has no deduction line without reclamations and names one lead in the singular', () => {
    expect(monthlyInvoiceAmounts(many(2, 5000), NOVEMBER, 0, 19).deduction).toBeNull();
    expect(monthlyInvoiceAmounts(many(2, 5000, 1), NOVEMBER, 0, 19).deduction?.description).toBe('Reklamierte Leads (1 Lead)');
  });

  it('rounds VAT half away from zero on the total', () => {
    expect(vatOf(250, 19)).toBe(48); // 47,5 → 48
    expect(vatOf(-250, 19)).toBe(-48);
    expect(vatOf(12345, 7)).toBe(864); // 864,15
    expect(vatOf(10000, 0)).toBe(0);
  });
});

describe('corrections and cancellations', () => {
  it('credits leads reclaimed after invoicing at their billed price', () => {
    const amounts = correctionAmounts([sale(4500, true), sale(4500, true), sale(6000, true)], 'RE2026-0007', 19);
    expect(amounts.lines).toEqual([
      { description: 'Gutschrift nachträglich reklamierter Leads aus Rechnung RE2026-0007', quantity: -1, unitPriceCents: 6000, totalCents: -6000 },
      { description: 'Gutschrift nachträglich reklamierter Leads aus Rechnung RE2026-0007', quantity: -2, unitPriceCents: 4500, totalCents: -9000 },
    ]);
    expect(amounts).toMatchObject({ deduction: null, netCents: -15000, vatCents: -2850, grossCents: -17850 });
  });

  it('negates every amount of the original, so both add up to zero', () => {
    const original = monthlyInvoiceAmounts(many(10, 4500, 2), NOVEMBER, 0, 19);
    const storno = cancellationAmounts(original);
    expect(storno.lines[0]).toEqual({ ...original.lines[0], quantity: -10, totalCents: -45000 });
    expect(storno.deduction).toEqual({ ...original.deduction!, cents: -9000 });
    expect(storno.netCents + original.netCents).toBe(0);
    expect(storno.vatCents + original.vatCents).toBe(0);
    expect(storno.grossCents + original.grossCents).toBe(0);
  });
});

describe('texts', () => {
  it('names months in German', () => {
    expect(monthName({ year: 2026, month: 12 })).toBe('Dezember 2026');
    expect(monthName({ year: 2027, month: 3 })).toBe('März 2027');
  });

  it('lists every lead in the appendix', () => {
    const sold = [sale(4500), sale(4500, true)];
    expect(appendixOf(sold)).toEqual(sold.map((s) => ({ leadId: s.leadId, soldAt: '2026-11-10T09:00:00.000Z', zip: '80331', priceCents: 4500, reclaimed: s.reclaimed })));
  });
});
