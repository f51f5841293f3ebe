import { Injectable } from '@nestjs/common';
import {
  availabilityBlock,
  AvailabilityBlock,
  berlinWallClock,
  BuyerAvailability,
  buyerLeadLimitProblem,
  EMPTY_BUYER_AVAILABILITY,
  isGermanStateCode,
  pausesProblem,
  splitEmailList,
} from '@app/contract';
import { Transactional } from '@app/infrastructure';
import { BuyerAvailabilityRecord } from './entities/buyer-availability.entity';
import { BuyerAvailabilityException } from './buyer-availability.exception';
import { BuyerAvailabilityRepository } from './buyer-availability.repository';
import { publicHolidayOn } from './public-holidays';

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

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
   * Saves what the buyer chose, whole, after checking every rule (a 400 naming the field otherwise);
   * `staffLeadLimit` is the most staff allow (0: no maximum).
   */
  @Transactional()
  async save(organisationId: number, availability: BuyerAvailability, staffLeadLimit: number): Promise<BuyerAvailability> {
    const problem = availabilityProblem(availability, staffLeadLimit);
    if (problem) throw new BuyerAvailabilityException('INVALID_AVAILABILITY', problem.message, { [problem.field]: problem.message });
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

/** The first rule these settings break, with the field it concerns; null when they can be saved. */
export function availabilityProblem(availability: BuyerAvailability, staffLeadLimit: number): { field: string; message: string } | null {
  const pauses = pausesProblem(availability.pauses);
  if (pauses) return { field: 'pauses', message: pauses };
  if (availability.holidaysState !== null && !isGermanStateCode(availability.holidaysState)) {
    return { field: 'holidaysState', message: 'Bitte wählen Sie ein Bundesland aus der Liste.' };
  }
  const budget = availability.monthlyBudget;
  if (budget !== null && (!Number.isFinite(budget) || budget < 0 || budget > 10_000_000 || Math.abs(Math.round(budget * 100) - budget * 100) > 1e-6)) {
    return { field: 'monthlyBudget', message: 'Das Monatsbudget muss ein Betrag ab 0,00 € mit höchstens zwei Nachkommastellen sein.' };
  }
  const limit = buyerLeadLimitProblem(staffLeadLimit, availability.monthlyLeadLimit);
  if (limit) return { field: 'monthlyLeadLimit', message: limit };
  const email = availability.notificationEmail.trim();
  if (email && (email.length > 254 || !splitEmailList(email).every((address) => EMAIL.test(address)) || splitEmailList(email).length !== 1)) {
    return { field: 'notificationEmail', message: 'Bitte geben Sie eine gültige E-Mail-Adresse für Benachrichtigungen an.' };
  }
  return null;
}
