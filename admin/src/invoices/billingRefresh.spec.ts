import { onlyBillingChanged } from './billingRefresh';

const organisation = { id: 7, name: 'Sonnenstrom', email: 'a@x.de', conditions: { zipConditions: [{ zip: '80331', email: '' }] }, invoices: [], dunnings: [], missingInvoices: [{ month: 1, year: 2026 }], dunningHold: null, warnings: [] };

describe('onlyBillingChanged', () => {
  it('is true when an invoice action changed invoices, months to invoice, dunnings or the hold', () => {
    const after = { ...organisation, invoices: [{ id: 1 }], missingInvoices: [], dunningHold: 'Lieferstopp', warnings: ['Lieferstopp'] };
    expect(onlyBillingChanged(organisation, after)).toBe(true);
  });

  it('is false when a saved field came back different, or nothing is known yet', () => {
    expect(onlyBillingChanged(organisation, { ...organisation, email: 'a@x.de, b@y.de' })).toBe(false);
    expect(onlyBillingChanged(organisation, { ...organisation, conditions: { zipConditions: [] } })).toBe(false);
    expect(onlyBillingChanged(undefined, organisation)).toBe(false);
    expect(onlyBillingChanged(organisation, organisation)).toBe(false);
  });
});
