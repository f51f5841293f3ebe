import { Injectable } from '@nestjs/common';
import { Clock, ReadThroughCache } from '@app/infrastructure';
import { RecentEnquiriesDto } from './email-confirmation.dto';
import { LeadConsentRepository } from './lead-consent.repository';

/** Spec section 9: the ticker has seven entries. */
const ENTRIES = 7;
const WINDOW_DAYS = 7;
const MINUTE_MS = 60_000;

/**
 * What was asked for, from the answers: the funnel asks about photovoltaic; a wish for a battery is
 * named. Free-text answers are never shown.
 */
export function enquiryProduct(data: Record<string, string>): string {
  return /^ja\b/i.test(data.interestBattery ?? '') ? 'eine PV-Anlage mit Stromspeicher' : 'eine PV-Anlage';
}

/**
 * The funnel's social proof from real enquiries: how long ago, what, and the postcode's first two
 * digits (a region of some hundred thousand households), never a name. Every visitor of the landing
 * page asks, so the answer is kept for the minute.
 */
@Injectable()
export class RecentEnquiriesService {
  private readonly cache = new ReadThroughCache<RecentEnquiriesDto>({ ttlMs: MINUTE_MS, max: 4 });

  constructor(
    private readonly consents: LeadConsentRepository,
    private readonly clock: Clock,
  ) {}

  recent(): Promise<RecentEnquiriesDto> {
    const now = this.clock.now();
    return this.cache.get(String(Math.floor(now.getTime() / MINUTE_MS)), async () => {
      const rows = await this.consents.recentEnquiries(new Date(now.getTime() - WINDOW_DAYS * 86_400_000), ENTRIES);
      return {
        entries: rows
          .filter((row) => /^\d{5}$/.test(row.zip))
          .map((row) => ({
            minutesAgo: Math.max(0, Math.floor((now.getTime() - new Date(row.realCreatedAt).getTime()) / MINUTE_MS)),
            product: enquiryProduct(row.data ?? {}),
            region: row.zip.slice(0, 2),
          })),
      };
    });
  }
}
