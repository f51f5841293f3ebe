import { ApiError } from '@ui/http/apiError';
import { GENERIC_ERROR_KEY } from '../http/httpClient';
import type { MatchedOrganisation } from '../dataProvider/apiTypes';
import { sellFailureMessage, sellPlan } from './sellSelection';

const row = (id: number, name: string, extra: Partial<MatchedOrganisation> = {}): MatchedOrganisation => ({
  id,
  leadId: 12,
  name,
  type: 'buyer',
  email: `${name.toLowerCase()}@example.de`,
  phone: '089 1',
  zip: '80331',
  eligible: true,
  ...extra,
});

// The API's order: fitting ones first.
const ROWS = [
  row(3, 'Zeta'),
  row(1, 'Alpha'),
  row(2, 'Beta', { eligible: false, reason: 'Unternehmen ist inaktiv' }),
  row(4, 'Gamma', { eligible: false, reason: 'hat diesen Lead schon gekauft' }),
];

describe('sellPlan', () => {
  it('sells fitting organisations without force, in the order of the list', () => {
    expect(sellPlan(ROWS, [1, 3])).toEqual({
      leadId: 12,
      chosen: [ROWS[0], ROWS[1]],
      misfits: [],
      force: false,
      organisations: [3, 1],
    });
  });

  it('forces the sale as soon as one chosen organisation does not fit, and names those', () => {
    const plan = sellPlan(ROWS, [2, 1]);
    expect(plan).toMatchObject({ leadId: 12, force: true, organisations: [1, 2] });
    expect(plan?.misfits.map((misfit) => [misfit.name, misfit.reason])).toEqual([['Beta', 'Unternehmen ist inaktiv']]);
  });

  it('leaves out ticks of rows that are no longer listed', () => {
    expect(sellPlan(ROWS.slice(0, 2), [1, 4])).toMatchObject({ force: false, organisations: [1] });
  });

  it('has nothing to sell without a tick or without the lead number', () => {
    expect(sellPlan(ROWS, [])).toBeNull();
    expect(sellPlan(ROWS, [99])).toBeNull();
    expect(sellPlan([], [1])).toBeNull();
    expect(sellPlan([row(1, 'Alpha', { leadId: 0 })], [1])).toBeNull();
  });
});

describe('sellFailureMessage', () => {
  it("shows the server's German reason, and a German fallback for anything else", () => {
    const reason = 'Nicht verkauft: Gamma: hat diesen Lead schon gekauft';
    expect(sellFailureMessage(new ApiError(reason, 400, { statusCode: 400, error: reason }))).toBe(reason);
    // A body without text: the client's translation key, translated by the dialog.
    expect(sellFailureMessage(new ApiError(GENERIC_ERROR_KEY, 502))).toBe(GENERIC_ERROR_KEY);
    expect(sellFailureMessage(new TypeError('Failed to fetch'))).toBe('app.matching.sell.failed');
  });
});
