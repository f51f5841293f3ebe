import { invoiceStatusLabel } from './invoiceStatus';

describe('invoiceStatusLabel', () => {
  it.each([
    ['paid', 'Bezahlt'],
    ['overdue', 'Überfällig'],
    ['open', 'Offen'],
    ['draft', 'Entwurf'],
    ['voided', 'Storniert'],
  ])('names %s as %s', (status, label) => {
    expect(invoiceStatusLabel(status)).toBe(label);
  });

  it.each([['unpaid'], ['PAID'], [''], [undefined], [null], [3], ['toString']])(
    "shows 'Unbekannter Status' for %p",
    (status) => {
      expect(invoiceStatusLabel(status)).toBe('Unbekannter Status');
    },
  );
});
