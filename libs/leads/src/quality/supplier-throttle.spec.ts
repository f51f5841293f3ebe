import { MIN_SALES_FOR_THROTTLE, throttleReason, type SupplierFigures, type ThrottleLimits } from './supplier-throttle';

const figures = (change: Partial<SupplierFigures>): SupplierFigures => ({ sales: 40, returned: 0, withOutcome: 30, unreachable: 0, ...change });
const BOTH: ThrottleLimits = { returnShare: 20, unreachableShare: 40 };

describe('throttleReason (Gedrosselt)', () => {
  it.each<[string, Partial<SupplierFigures>, ThrottleLimits, string | null]>([
    ['nothing with both limits off', { returned: 40, unreachable: 30 }, { returnShare: null, unreachableShare: null }, null],
    ['nothing at the limit itself', { returned: 8 }, BOTH, null],
    ['returns over the limit', { returned: 9 }, BOTH, 'In den letzten 30 Tagen: 22,5 % der Verkäufe reklamiert (9 von 40; Grenze 20 %)'],
    ['unreachable over the limit', { unreachable: 13 }, BOTH, 'In den letzten 30 Tagen: 43,3 % „Nicht erreichbar“ (13 von 30 Ergebnissen der Käufer; Grenze 40 %)'],
    [
      'both, in one reason',
      { returned: 10, unreachable: 15 },
      BOTH,
      'In den letzten 30 Tagen: 25 % der Verkäufe reklamiert (10 von 40; Grenze 20 %); 50 % „Nicht erreichbar“ (15 von 30 Ergebnissen der Käufer; Grenze 40 %)',
    ],
    ['only the limit that is on', { returned: 40, unreachable: 15 }, { returnShare: null, unreachableShare: 40 }, 'In den letzten 30 Tagen: 50 % „Nicht erreichbar“ (15 von 30 Ergebnissen der Käufer; Grenze 40 %)'],
    ['nothing from too few sales', { sales: MIN_SALES_FOR_THROTTLE - 1, returned: 19 }, BOTH, null],
    ['nothing from too few outcomes', { withOutcome: MIN_SALES_FOR_THROTTLE - 1, unreachable: 19 }, BOTH, null],
    ['from exactly the minimum', { sales: MIN_SALES_FOR_THROTTLE, returned: 5 }, BOTH, 'In den letzten 30 Tagen: 25 % der Verkäufe reklamiert (5 von 20; Grenze 20 %)'],
  ])('%s', (_, change, limits, expected) => {
    expect(throttleReason(figures(change), limits)).toBe(expected);
  });
});
