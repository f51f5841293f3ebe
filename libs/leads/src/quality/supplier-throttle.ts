/**
 * When a lead source is throttled ('Gedrosselt', issue 31 §3): over the last 30 days (or since staff last lifted
 * it), its buyers returned too large a share of its sold leads, or reported too many of them 'Nicht erreichbar'.
 * Pure: figures and limits in, the German reason (with the figures) or null out.
 */

/** Below this many sales (or outcomes) a share says little: one return of three sales is no pattern. */
export const MIN_SALES_FOR_THROTTLE = 20;
export const THROTTLE_WINDOW_DAYS = 30;

export interface SupplierFigures {
  /** Sales of the source's leads in the window. */
  sales: number;
  /** Of them reclaimed (accepted complaints, or reclaimed by staff). */
  returned: number;
  /** Sales whose buyer reported an outcome. */
  withOutcome: number;
  /** Of them 'Nicht erreichbar'. */
  unreachable: number;
}

export interface ThrottleLimits {
  /** Percent, null = off. */
  returnShare: number | null;
  unreachableShare: number | null;
}

const percent = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

export function throttleReason(figures: SupplierFigures, limits: ThrottleLimits): string | null {
  const reasons: string[] = [];
  if (limits.returnShare !== null && figures.sales >= MIN_SALES_FOR_THROTTLE) {
    const share = (figures.returned / figures.sales) * 100;
    if (share > limits.returnShare) {
      reasons.push(`${percent.format(share)} % der Verkäufe reklamiert (${figures.returned} von ${figures.sales}; Grenze ${limits.returnShare} %)`);
    }
  }
  if (limits.unreachableShare !== null && figures.withOutcome >= MIN_SALES_FOR_THROTTLE) {
    const share = (figures.unreachable / figures.withOutcome) * 100;
    if (share > limits.unreachableShare) {
      reasons.push(`${percent.format(share)} % „Nicht erreichbar“ (${figures.unreachable} von ${figures.withOutcome} Ergebnissen der Käufer; Grenze ${limits.unreachableShare} %)`);
    }
  }
  return reasons.length ? `In den letzten ${THROTTLE_WINDOW_DAYS} Tagen: ${reasons.join('; ')}` : null;
}
