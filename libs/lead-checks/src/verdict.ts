import { FINDING_WEIGHTS, NOT_CHECKED_CODES, type Finding } from './findings';

export type QualityStatus = 'ok' | 'review' | 'rejected';

export interface QualityVerdict {
  /** 0–100, an integer: 100 less the weight of each code found (FINDING_WEIGHTS). */
  score: number;
  status: QualityStatus;
  /** Heaviest first; the same code and text only once. */
  findings: Finding[];
}

export interface VerdictOptions {
  /** A score below this goes to review. */
  reviewBelow?: number;
  /** A score below this is rejected, but only with two or more scoring findings. */
  rejectBelow?: number;
}

export const DEFAULT_REVIEW_BELOW = 60;
/** Reached only by strong findings together: a bot (honeypot + too-fast) or a test lead (fake phone + 'Test'). */
export const DEFAULT_REJECT_BELOW = 25;
/**
 * No single finding rejects a lead, whatever the thresholds: each one alone has an innocent explanation (autofill
 * in the hidden field, a typo in the number). Findings that say a check could not run never count at all.
 */
const MIN_FINDINGS_TO_REJECT = 2;

export function qualityVerdict(found: readonly Finding[], options: VerdictOptions = {}): QualityVerdict {
  const reviewBelow = options.reviewBelow ?? DEFAULT_REVIEW_BELOW;
  const rejectBelow = options.rejectBelow ?? DEFAULT_REJECT_BELOW;
  const scoringCodes = new Set(found.filter((finding) => !NOT_CHECKED_CODES.has(finding.code)).map((finding) => finding.code));
  let penalty = 0;
  for (const code of scoringCodes) penalty += FINDING_WEIGHTS[code];
  const score = Math.max(0, 100 - penalty);
  const status: QualityStatus =
    score < rejectBelow && scoringCodes.size >= MIN_FINDINGS_TO_REJECT ? 'rejected' : score < reviewBelow ? 'review' : 'ok';
  return { score, status, findings: distinctHeaviestFirst(found) };
}

function distinctHeaviestFirst(found: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  const distinct: Finding[] = [];
  for (const { code, text } of found) {
    const key = `${code}\n${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push({ code, text });
  }
  // Array.prototype.sort is stable: equal weights keep the order the checks found them in.
  return distinct.sort((a, b) => FINDING_WEIGHTS[b.code] - FINDING_WEIGHTS[a.code]);
}
