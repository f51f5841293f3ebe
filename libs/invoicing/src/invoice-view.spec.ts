import { invoiceActions, voucherStatus } from './invoice-view';

describe('voucherStatus', () => {
  it('is overdue for an open invoice after its due date, not on it', () => {
    expect(voucherStatus({ kind: 'invoice', status: 'open', dueDate: '2026-12-29' }, '2026-12-30')).toBe('overdue');
    expect(voucherStatus({ kind: 'invoice', status: 'open', dueDate: '2026-12-29' }, '2026-12-29')).toBe('open');
  });

  it('keeps every other state, and never calls a credit overdue', () => {
    expect(voucherStatus({ kind: 'invoice', status: 'paid', dueDate: '2026-12-29' }, '2027-02-01')).toBe('paid');
    expect(voucherStatus({ kind: 'invoice', status: 'draft', dueDate: null }, '2027-02-01')).toBe('draft');
    expect(voucherStatus({ kind: 'cancellation', status: 'open', dueDate: '2026-12-29' }, '2027-02-01')).toBe('open');
    expect(voucherStatus({ kind: 'correction', status: 'open', dueDate: '2026-12-29' }, '2027-02-01')).toBe('open');
  });
});

describe('invoiceActions', () => {
  it('offers what the state allows', () => {
    expect(invoiceActions({ kind: 'invoice', status: 'draft' })).toEqual(['send', 'void']);
    expect(invoiceActions({ kind: 'invoice', status: 'open' })).toEqual(['send', 'paid', 'void']);
    expect(invoiceActions({ kind: 'invoice', status: 'paid' })).toEqual(['void']);
    expect(invoiceActions({ kind: 'invoice', status: 'voided' })).toEqual([]);
  });

  it('lets a Stornorechnung go out again and a correction be marked refunded', () => {
    expect(invoiceActions({ kind: 'cancellation', status: 'voided' })).toEqual(['send']);
    expect(invoiceActions({ kind: 'correction', status: 'open' })).toEqual(['send', 'paid', 'void']);
    expect(invoiceActions({ kind: 'correction', status: 'paid' })).toEqual(['void']);
    expect(invoiceActions({ kind: 'correction', status: 'voided' })).toEqual([]);
  });
});
