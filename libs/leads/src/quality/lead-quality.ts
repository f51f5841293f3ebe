import { DEFAULT_REJECT_BELOW, qualityVerdict, type Finding } from '@app/lead-checks';
import type { LeadQualityStatus } from '../entities/lead.entity';

export interface LeadQuality {
  score: number;
  status: LeadQualityStatus;
  findings: Finding[];
}

/**
 * The verdict as the lead source's 'Mindestqualität' makes it act: with 0 (off) every lead is 'ok' (its findings
 * are still shown); below the minimum a lead waits for staff ('review'), and one the verdict rejects (strong
 * findings together, e.g. a bot) is 'rejected'. Neither is distributed automatically.
 */
export function leadQualityOf(found: readonly Finding[], minQuality: number): LeadQuality {
  const verdict = qualityVerdict(found, { reviewBelow: minQuality, rejectBelow: Math.min(DEFAULT_REJECT_BELOW, minQuality) });
  return { score: verdict.score, status: verdict.status, findings: verdict.findings };
}

/** A lead that waits for staff: not sold automatically, listed in Einkauf as 'Zu prüfen'. */
export function isHeldForReview(status: LeadQualityStatus | null | undefined): boolean {
  return status === 'review' || status === 'rejected';
}
