import { Injectable } from '@nestjs/common';
import { availabilityBlock, AvailabilityBlock, availabilityProblems, berlinWallClock, BuyerAvailability, EMPTY_BUYER_AVAILABILITY } from '@app/contract';
import { Transactional } from '@app/infrastructure';
import { BuyerAvailabilityRecord } from './entities/buyer-availability.entity';
import { BuyerAvailabilityException } from './buyer-availability.exception';
import { BuyerAvailabilityRepository } from './buyer-availability.repository';
import { publicHolidayOn } from './public-holidays';

const toAvailability = (record: BuyerAvailabilityRecord): BuyerAvailability => ({
  pauses: record.pauses ?? [],
  holidaysState: record.holidaysState,
  monthlyBudget: record.monthlyBudget === null ? null : Number(record.monthlyBudget),
  monthlyLeadLimit: record.monthlyLeadLimit,
  notificationEmail: record.notificationEmail,
});

/** A pause or public holiday that keeps the buyer from leads at `now` (its German calendar day). */
export function availabilityBlockAt(availability: BuyerAvailability, now: Date): AvailabilityBlock | null {
  return availabilityBlock(availability, berlinWallClock(now).date, publicHolidayOn);
}

/**
 * The buyer's own settings for its supply: read by distribution on every match, written from the
 * buyers' portal and shown to staff.
 */
@Injectable()
export class BuyerAvailabilityService {
  constructor(private readonly records: BuyerAvailabilityRepository) {}

  async of(organisationId: number): Promise<BuyerAvailability> {
    const record = await this.records.find(organisationId);
    return record ? toAvailability(record) : { ...EMPTY_BUYER_AVAILABILITY, pauses: [] };
  }

  async all(): Promise<Map<number, BuyerAvailability>> {
    return new Map((await this.records.all()).map((record) => [record.organisationId, toAvailability(record)]));
  }

  version(): Promise<string> {
    return this.records.version();
  }

  /**
   * Saves what the buyer chose, whole, after checking every rule (a 400 naming every field that breaks one
   * otherwise); `staffLeadLimit` is the most staff allow (0: no maximum).
   */
  @Transactional()
  async save(organisationId: number, availability: BuyerAvailability, staffLeadLimit: number): Promise<BuyerAvailability> {
    const problems = availabilityProblems(availability, staffLeadLimit);
    const messages = Object.values(problems);
    if (messages.length) throw new BuyerAvailabilityException('INVALID_AVAILABILITY', messages.join(' '), problems);
    const saved = await this.records.save({
      organisationId,
      pauses: [...availability.pauses]
        .map(({ from, to, reason }) => ({ from, to, reason: (reason ?? '').trim() }))
        .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to)),
      holidaysState: availability.holidaysState,
      monthlyBudget: availability.monthlyBudget === null ? null : availability.monthlyBudget.toFixed(2),
      monthlyLeadLimit: availability.monthlyLeadLimit,
      notificationEmail: availability.notificationEmail.trim(),
    });
    return toAvailability(saved);
  }
}
