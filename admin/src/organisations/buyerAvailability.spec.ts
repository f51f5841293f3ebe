import type { BuyerSettings } from '../dataProvider/apiTypes';
import { buyerBlockReasons } from './buyerAvailability';

const settings = (over: Partial<BuyerSettings> = {}, month: Partial<BuyerSettings['thisMonth']> = {}): BuyerSettings => ({
  pauses: [],
  holidaysState: null,
  monthlyBudget: null,
  monthlyLeadLimit: null,
  notificationEmail: '',
  maxMonthlyLeadLimit: 0,
  leadPrice: 40,
  webhookDelivery: false,
  thisMonth: { sold: 0, spent: 0, effectiveLeadLimit: 0, limitReached: false, budgetReached: false, ...month },
  today: { date: '2026-12-14', blocked: false, reason: null, message: null },
  ...over,
});

describe('buyerBlockReasons', () => {
  it('is empty while the buyer takes leads', () => {
    expect(buyerBlockReasons(settings())).toEqual([]);
  });

  it("names today's pause or holiday in the server's words", () => {
    const today = { date: '2026-12-14', blocked: true, reason: 'paused' as const, message: 'Pausiert bis 14.12.2026 (Urlaub)' };
    expect(buyerBlockReasons(settings({ today }))).toEqual(['Pausiert bis 14.12.2026 (Urlaub)']);
  });

  it('says the budget is spent with both amounts', () => {
    expect(buyerBlockReasons(settings({ monthlyBudget: 1000 }, { spent: 980, budgetReached: true }))).toEqual([
      'Monatsbudget erreicht: 980,00\u00a0€ von 1.000,00\u00a0€ ausgegeben',
    ]);
  });

  it("names the buyer's own lower limit, but leaves the staff limit to the organisation's warnings", () => {
    expect(buyerBlockReasons(settings({ monthlyLeadLimit: 5, maxMonthlyLeadLimit: 10 }, { sold: 5, effectiveLeadLimit: 5, limitReached: true }))).toEqual([
      'Monatliches Lead-Limit erreicht: 5 von 5',
    ]);
    expect(buyerBlockReasons(settings({ monthlyLeadLimit: null, maxMonthlyLeadLimit: 10 }, { sold: 10, effectiveLeadLimit: 10, limitReached: true }))).toEqual([]);
  });
});
