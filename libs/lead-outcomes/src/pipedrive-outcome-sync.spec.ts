import { outcomeOfDeal } from './pipedrive-outcome-sync';

const deal = (fields: Partial<Parameters<typeof outcomeOfDeal>[0]>) => ({ id: 7, status: 'open' as const, value: 0, currency: 'EUR', lostReason: null, ...fields });

describe('what a Pipedrive deal says about the lead', () => {
  it('reads won with its EUR value to the cent, and without one for another currency or none', () => {
    expect(outcomeOfDeal(deal({ status: 'won', value: 12500.456 }))).toEqual({ status: 'won', value: 12500.46, reason: null, note: '' });
    expect(outcomeOfDeal(deal({ status: 'won', value: 9000, currency: 'CHF' }))).toEqual({ status: 'won', value: null, reason: null, note: '' });
    expect(outcomeOfDeal(deal({ status: 'won', value: 0 }))?.value).toBeNull();
  });

  it("reads lost as Sonstiges with Pipedrive's reason as the note, and nothing from open or deleted deals", () => {
    expect(outcomeOfDeal(deal({ status: 'lost', lostReason: 'Zu teuer' }))).toEqual({ status: 'lost', value: null, reason: 'other', note: 'Zu teuer' });
    expect(outcomeOfDeal(deal({ status: 'lost', lostReason: 'x'.repeat(2000) }))?.note).toHaveLength(1000);
    expect(outcomeOfDeal(deal({ status: 'open' }))).toBeNull();
    expect(outcomeOfDeal(deal({ status: 'deleted' }))).toBeNull();
  });
});
