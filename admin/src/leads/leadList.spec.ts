import { duplicateMessage, listName, soldToText, supplierReclaimMessages } from './leadList';

const sale = (id: number, name: string, reclamation = false) => ({ id, dateTime: '2026-03-04T10:00:00.000Z', organisation: { id, name }, reclamation });

describe('lead list texts', () => {
  it("counts and names the buyers for 'Verkauft an', reclaimed sales marked", () => {
    expect(soldToText({ sellingStatistics: [] }, 'reklamiert')).toBe('');
    expect(soldToText({ sellingStatistics: [sale(1, 'Solarhaus'), sale(2, 'Dachprofi', true)] }, 'reklamiert')).toBe('2: Solarhaus, Dachprofi (reklamiert)');
  });

  it('names the person by what is there', () => {
    const contact = { salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt', phone: '', email: '', street: '', zip: '', city: '' };
    expect(listName({ contact })).toBe('Anna Schmidt');
    expect(listName({ contact: { ...contact, firstName: '' } })).toBe('Schmidt');
  });

  it("says 'Dublette von Lead N' only for a duplicate", () => {
    expect(duplicateMessage({ duplicateOfId: 12 })).toEqual({ key: 'app.leads.duplicate_of', args: { id: 12 } });
    expect(duplicateMessage({ duplicateOfId: null })).toBeNull();
    expect(duplicateMessage({})).toBeNull();
  });

  it('tells what the supplier reclamation did: reclaimed, already reclaimed, suppliers without mail', () => {
    expect(supplierReclaimMessages({ reclaimed: [1, 2], unchanged: [3], withoutMail: ['Partner Süd', 'Partner Ost'] })).toEqual([
      { key: 'app.leads.supplier_reclaim.done', args: { smart_count: 2 } },
      { key: 'app.leads.supplier_reclaim.unchanged', args: { smart_count: 1 } },
      { key: 'app.leads.supplier_reclaim.without_mail', args: { names: 'Partner Süd, Partner Ost' } },
    ]);
    expect(supplierReclaimMessages({ reclaimed: [], unchanged: [], withoutMail: [] })).toEqual([{ key: 'app.leads.supplier_reclaim.nothing' }]);
  });
});
