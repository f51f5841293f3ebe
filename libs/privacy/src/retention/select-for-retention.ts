import { TZDate } from '@date-fns/tz';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import { BERLIN_TIME_ZONE, type RetentionSettings } from '@app/contract';
import type { RetentionCandidate } from '@app/leads';

/** Anything that tells the time (the injected Clock of the app, a fixed one in tests). */
export interface Now {
  now(): Date;
}

/** The instants before which each kind of data is due, counted back in German calendar months and days. */
export interface RetentionCutoffs {
  unsoldLeadsBefore: Date;
  soldLeadsBefore: Date;
  documentsBefore: Date;
  mailsBefore: Date;
  /** Leads received before this may be due (the later of the two lead cutoffs): the candidates to read. */
  candidatesBefore: Date;
}

export function retentionCutoffs(settings: RetentionSettings, clock: Now): RetentionCutoffs {
  const now = new TZDate(clock.now().getTime(), BERLIN_TIME_ZONE);
  const instant = (date: Date) => new Date(date.getTime());
  const unsoldLeadsBefore = instant(subMonths(now, settings.unsoldLeadMonths));
  const soldLeadsBefore = instant(subMonths(now, settings.soldLeadMonths));
  return {
    unsoldLeadsBefore,
    soldLeadsBefore,
    documentsBefore: instant(subMonths(now, settings.complaintDocumentMonths)),
    mailsBefore: instant(subDays(now, settings.mailBodyDays)),
    candidatesBefore: unsoldLeadsBefore > soldLeadsBefore ? unsoldLeadsBefore : soldLeadsBefore,
  };
}

/** The leads of a page of candidates that are due, by rule. */
export interface RetentionSelection {
  /** Never sold, received more than `unsoldLeadMonths` ago. */
  unsold: number[];
  /** Sold, and both received and last sold more than `soldLeadMonths` ago (a late sale restarts the time). */
  sold: number[];
}

/**
 * Which leads the retention run pseudonymises now. Pure: the time comes from `clock`, the candidates
 * (leads still holding personal data, with their last sale) from the database.
 */
export function selectForRetention(candidates: readonly RetentionCandidate[], settings: RetentionSettings, clock: Now): RetentionSelection {
  const { unsoldLeadsBefore, soldLeadsBefore } = retentionCutoffs(settings, clock);
  const selection: RetentionSelection = { unsold: [], sold: [] };
  for (const candidate of candidates) {
    if (candidate.lastSoldAt === null) {
      if (candidate.receivedAt < unsoldLeadsBefore) selection.unsold.push(candidate.id);
    } else {
      const lastUse = candidate.lastSoldAt > candidate.receivedAt ? candidate.lastSoldAt : candidate.receivedAt;
      if (lastUse < soldLeadsBefore) selection.sold.push(candidate.id);
    }
  }
  return selection;
}
