import { Injectable } from '@nestjs/common';
import { availabilityBlockAt, BuyerAvailabilityService } from '@app/buyer-availability';
import { Clock } from '@app/infrastructure';
import { CreditLimitService, WEBHOOK_TYPES } from '@app/sales';
import {
  berlinPeriod,
  berlinWallClock,
  creditLimitDetail,
  effectiveLeadLimit,
  MATCH_EXCLUSION_MESSAGES,
  type BuyerAvailability,
  type BuyerPause,
  type GermanStateCode,
  withinBudget,
} from '@app/contract';
import { PortalLeadRepository } from '../leads/portal-lead.repository';
import { PortalException } from '../portal.exception';
import { PortalSettingsDto, PortalSettingsInputDto } from './portal-settings.dto';

const orNull = (value: unknown) => (value === undefined || value === '' ? null : value);

/** The buyer's own supply settings, saved through the same rules distribution reads them by. */
@Injectable()
export class PortalSettingsService {
  constructor(
    private readonly availability: BuyerAvailabilityService,
    private readonly leads: PortalLeadRepository,
    private readonly clock: Clock,
    private readonly credit: CreditLimitService,
  ) {}

  async get(organisationId: number): Promise<PortalSettingsDto> {
    return this.view(organisationId, await this.availability.of(organisationId));
  }

  async save(organisationId: number, input: PortalSettingsInputDto): Promise<PortalSettingsDto> {
    const organisation = await this.organisation(organisationId);
    await this.refuseChangedAgreements(organisationId, input);
    // Values of the wrong kind are refused together, each at its field; the rules then check the rest (all at once too).
    const wrong: Record<string, string> = {};
    let pauses: BuyerPause[] = [];
    if (!Array.isArray(input.pauses)) wrong.pauses = 'Bitte geben Sie die Pausen als Liste an (auch leer).';
    else {
      pauses = input.pauses.map((pause: unknown, index): BuyerPause => {
        const { from, to, reason } = (pause ?? {}) as Record<string, unknown>;
        // A reason that is no text (a number, a list …) is refused, not dropped: the buyer would lose it unnoticed.
        if (reason !== undefined && reason !== null && typeof reason !== 'string') wrong.pauses ??= `Pause ${index + 1}: Der Grund muss ein Text sein.`;
        return { from: from as string, to: to as string, reason: typeof reason === 'string' ? reason : '' };
      });
    }
    const budget = orNull(input.monthlyBudget);
    const limit = orNull(input.monthlyLeadLimit);
    const email = input.notificationEmail ?? '';
    if (budget !== null && typeof budget !== 'number') wrong.monthlyBudget = 'Das Monatsbudget muss ein Betrag in Euro sein (oder leer).';
    if (limit !== null && typeof limit !== 'number') wrong.monthlyLeadLimit = 'Das monatliche Lead-Limit muss eine ganze Zahl sein (oder leer).';
    if (typeof email !== 'string') wrong.notificationEmail = 'Bitte geben Sie eine gültige E-Mail-Adresse für Benachrichtigungen an.';
    if (Object.keys(wrong).length) throw new PortalException('INVALID_INPUT', Object.values(wrong).join(' '), wrong);
    const chosen: BuyerAvailability = {
      pauses,
      holidaysState: orNull(input.holidaysState) as GermanStateCode | null,
      monthlyBudget: budget as number | null,
      monthlyLeadLimit: limit as number | null,
      notificationEmail: email as string,
    };
    const saved = await this.availability.save(organisationId, chosen, organisation.monthlyLeadLimit);
    return this.view(organisationId, saved);
  }

  private async view(organisationId: number, availability: BuyerAvailability): Promise<PortalSettingsDto> {
    const organisation = await this.organisation(organisationId);
    const now = this.clock.now();
    const month = berlinPeriod('month', now);
    const { count, spent } = await this.leads.keptSalesIn(organisationId, month.start, month.end);
    const limit = effectiveLeadLimit(organisation.monthlyLeadLimit, availability.monthlyLeadLimit);
    const block = availabilityBlockAt(availability, now);
    const budget = availability.monthlyBudget;
    const credit = await this.credit.of(organisationId);
    return {
      ...availability,
      maxMonthlyLeadLimit: organisation.monthlyLeadLimit,
      leadPrice: organisation.leadSellCost,
      webhookDelivery: WEBHOOK_TYPES.includes(organisation.type),
      thisMonth: {
        sold: count,
        spent: Math.round(spent * 100) / 100,
        effectiveLeadLimit: limit,
        limitReached: limit > 0 && count >= limit,
        budgetReached: !withinBudget(budget, spent, organisation.leadSellCost),
      },
      today: { date: berlinWallClock(now).date, blocked: block !== null, reason: block?.reason ?? null, message: block?.message ?? null },
      credit: credit && {
        ...credit,
        message: credit.reached
          ? `${MATCH_EXCLUSION_MESSAGES.creditLimitReached}: ${creditLimitDetail(credit.used, credit.limit)} (offene Rechnungen und noch nicht berechnete Leads, netto). Neue Leads erhalten Sie wieder, sobald Ihre Zahlung bei uns verbucht ist.`
          : null,
      },
    };
  }

  /** A client may send back what GET gave; an agreed value that differs from the current one is refused. */
  private async refuseChangedAgreements(organisationId: number, input: PortalSettingsInputDto): Promise<void> {
    const sent = Object.keys(AGREED).filter((field) => (input as unknown as Record<string, unknown>)[field] !== undefined) as (keyof typeof AGREED)[];
    if (sent.length === 0) return;
    const current = await this.get(organisationId);
    for (const field of sent) {
      if ((input as unknown as Record<string, unknown>)[field] !== current[field]) throw invalid(field, AGREED[field]);
    }
  }

  private async organisation(organisationId: number) {
    const organisation = await this.leads.organisation(organisationId);
    if (!organisation) throw new PortalException('ORGANISATION_NOT_FOUND', 'Ihr Unternehmen gibt es nicht mehr.');
    return organisation;
  }
}

/** The values GET answers that the business agrees with the buyer: sent back unchanged they pass, changed they are refused. */
const AGREED: Record<'maxMonthlyLeadLimit' | 'leadPrice' | 'webhookDelivery', string> = {
  maxMonthlyLeadLimit: 'Das vereinbarte Monatslimit (maxMonthlyLeadLimit) legen wir mit Ihnen fest; Ihr eigenes Limit ist monthlyLeadLimit.',
  leadPrice: 'Den Preis je Lead (leadPrice) vereinbaren wir mit Ihnen; er lässt sich hier nicht ändern.',
  webhookDelivery: 'Wie Ihre Leads zugestellt werden (webhookDelivery), stellen wir für Sie ein; es lässt sich hier nicht ändern.',
};

const invalid = (field: string, message: string) => new PortalException('INVALID_INPUT', message, { [field]: message });
