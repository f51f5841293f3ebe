import { Injectable } from '@nestjs/common';
import { publicHolidayOn } from '@app/buyer-availability';
import { Clock, JobName, Metrics, OutboxService, Transactional } from '@app/infrastructure';
import { AnswerCatalogue, Buyer, BuyerDirectory, DistributionService, matchLead, MatchResult } from '@app/distribution';
import { GeoService } from '@app/geo';
import { awaitsEmailConfirmation, ContactBlock, Lead, LeadsService } from '@app/leads';
import { DistributionSettingsDto, DistributionSettingsService } from '@app/settings';
import { startOfBerlinMonth } from '@app/contract';
import { Sale } from './entities/sale.entity';
import { SaleRepository } from './sale.repository';
import { SalesException } from './sales.exception';

/** 'Nur bestätigte Leads verkaufen': why a lead waiting for its double opt-in is not sold by hand. */
export const NOT_CONFIRMED_MESSAGE =
  'Nicht verkauft: Der Interessent hat seine E-Mail-Adresse noch nicht bestätigt (Double-Opt-in). Laut Einstellung „Nur bestätigte Leads verkaufen“ wird der Lead erst nach der Bestätigung verkauft.';

export const DO_NOT_CONTACT_MESSAGE =
  'Nicht verkauft: Diese Person steht auf der Liste „Nicht kontaktieren“ (Löschung nach Art. 17 DSGVO). Der Lead wird erst verkauft, wenn sie ihre Anfrage über den Link in der Bestätigungsmail selbst bestätigt hat.';

/** Eight attempts over about a day: 1, 5, 15, 30 minutes, 1, 3, 6, 12 hours. */
export const DELIVERY_MAX_ATTEMPTS = 8;

interface Chosen {
  buyer: Buyer;
  manual: boolean;
  forced: boolean;
}

type DirectorySnapshot = Awaited<ReturnType<BuyerDirectory['snapshot']>>;

/** What matching needs besides the lead and its history; read before the selling transaction starts where possible. */
interface MatchInputs {
  snapshot: DirectorySnapshot;
  answers: AnswerCatalogue;
  settings: DistributionSettingsDto;
}

export interface ManualSale {
  organisations: number[];
  force: boolean;
  userId: number;
}

/**
 * Sells leads: automatically to the top buyers when a lead becomes qualified, or by hand from the
 * matching page. One transaction holds the lead, writes the sales and their delivery outbox rows.
 */
@Injectable()
export class SalesService {
  constructor(
    private readonly sales: SaleRepository,
    private readonly leads: LeadsService,
    private readonly directory: BuyerDirectory,
    private readonly distribution: DistributionService,
    private readonly settings: DistributionSettingsService,
    private readonly geo: GeoService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
    private readonly contactBlock: ContactBlock,
  ) {}

  /**
   * Distributes a qualified lead once; later calls (qualifying twice) sell nothing. Called inside a
   * transaction (staff qualifying the lead) it joins it: qualifying and selling commit together.
   */
  async sellQualified(leadId: number): Promise<Sale[]> {
    const inputs = await this.matchInputs();
    return this.sell(leadId, inputs, async (lead, existing, candidates) => {
      if (!lead.qualified || existing.some((sale) => !sale.manual)) return [];
      // Held until the person confirms the address; the confirmation queues this again.
      if (inputs.settings.sellOnlyConfirmed && awaitsEmailConfirmation(lead)) return [];
      // A person on the 'Nicht kontaktieren' list: only their own confirmation lifts it (and queues this again).
      if (await this.contactBlock.bound.isBlocked(lead)) return [];
      return candidates.selected.map((entry) => ({ buyer: entry.buyer, manual: false, forced: false }));
    });
  }

  /** Staff sell to chosen buyers; a buyer the rules exclude needs `force`, which is recorded. */
  async sellManually(leadId: number, order: ManualSale): Promise<Sale[]> {
    const inputs = await this.matchInputs();
    return this.sell(
      leadId,
      inputs,
      async (lead, existing, candidates, snapshot) => {
        // Not even forced: the consent is not proven yet.
        if (inputs.settings.sellOnlyConfirmed && awaitsEmailConfirmation(lead)) throw new SalesException('NOT_CONFIRMED', NOT_CONFIRMED_MESSAGE);
        if (await this.contactBlock.bound.isBlocked(lead)) throw new SalesException('DO_NOT_CONTACT', DO_NOT_CONTACT_MESSAGE);
        const eligible = new Set(candidates.eligible.map((entry) => entry.buyer.id));
        const reasons = new Map(candidates.excluded.map((entry) => [entry.buyerId, entry.message]));
        const bought = new Set(existing.map((sale) => sale.organisationId));
        const chosen: Chosen[] = [];
        const refused: Record<string, string> = {};
        for (const organisationId of new Set(order.organisations)) {
          const buyer = snapshot.buyers.find((candidate) => candidate.id === organisationId);
          const field = `organisations.${organisationId}`;
          if (!buyer) refused[field] = `Unternehmen ${organisationId} gibt es nicht`;
          else if (eligible.has(organisationId)) chosen.push({ buyer, manual: true, forced: false });
          // Even forced, a buyer never gets the same lead twice, and a deleted company gets nothing.
          else if (bought.has(organisationId) || buyer.deleted || !order.force) refused[field] = `${buyer.name}: ${reasons.get(organisationId) ?? 'passt nicht'}`;
          else chosen.push({ buyer, manual: true, forced: true });
        }
        if (Object.keys(refused).length) {
          throw new SalesException('NOT_ELIGIBLE', `Nicht verkauft: ${Object.values(refused).join('; ')}`, refused);
        }
        return chosen;
      },
      { explain: true, userId: order.userId },
    );
  }

  /**
   * Who the lead fits now (Lead Matchen), with everything sold so far taken into account: the buyers
   * that bought it or the same person, this month's limits and the ranking by last sale.
   */
  async matchNow(lead: Lead): Promise<MatchResult> {
    const inputs = await this.matchInputs();
    return this.candidates(lead, inputs, this.clock.now(), true);
  }

  /** One transaction holds the lead (owned by the leads lib), writes the sales and their delivery jobs. */
  @Transactional()
  private async sell(
    leadId: number,
    inputs: MatchInputs,
    choose: (lead: Lead, existing: Sale[], candidates: MatchResult, snapshot: DirectorySnapshot) => Promise<Chosen[]>,
    options: { explain?: boolean; userId?: number } = {},
  ): Promise<Sale[]> {
    const now = this.clock.now();
    const lead = await this.leads.lockForSale(leadId);
    if (!lead) throw new SalesException('LEAD_NOT_FOUND', `Lead ${leadId} gibt es nicht.`);
    const existing = await this.sales.salesOfLead(leadId);
    const candidates = await this.candidates(lead, inputs, now, options.explain ?? false, existing);
    const created: Sale[] = [];
    for (const { buyer, manual, forced } of await choose(lead, existing, candidates, inputs.snapshot)) {
      const organisation = inputs.snapshot.organisations.get(buyer.id)!;
      created.push(await this.record(lead, organisation.id, organisation.leadSellCost, buyer.conditions.delay, { manual, forced, userId: options.userId, at: now }));
    }
    await this.metrics.sold(created.length);
    return created;
  }

  private async matchInputs(): Promise<MatchInputs> {
    const [snapshot, answers, settings] = await Promise.all([this.directory.snapshot(), this.distribution.answerCatalogue(), this.settings.get()]);
    return { snapshot, answers, settings };
  }

  /** The matching rules applied to this lead with its sales history (read in the current transaction, if any). */
  private async candidates(lead: Lead, { snapshot, answers, settings }: MatchInputs, now: Date, explain: boolean, existing?: Sale[]): Promise<MatchResult> {
    const sold = existing ?? (await this.sales.salesOfLead(lead.id));
    return matchLead({
      lead: {
        id: lead.id,
        zip: lead.zip,
        createdAt: lead.createdAt,
        data: lead.data,
        boughtBy: new Set(sold.map((sale) => sale.organisationId)),
        samePersonBoughtBy: await this.sales.buyersOfSamePerson(lead, settings.duplicateWindowDays, now),
      },
      buyers: snapshot.buyers,
      coverage: snapshot.coverage,
      activity: await this.sales.activity(startOfBerlinMonth(now)),
      answers,
      settings: { buyersPerLead: settings.buyersPerLead },
      now,
      leadZipKnown: this.geo.has(lead.zip),
      explain,
      holidayOn: publicHolidayOn,
    });
  }

  private async record(lead: Lead, organisationId: number, price: string, delayMinutes: number, how: { manual: boolean; forced: boolean; userId?: number; at: Date }) {
    const sale = await this.sales.insertSale({
      leadId: lead.id,
      organisationId,
      soldAt: how.at,
      price,
      manual: how.manual,
      kind: how.manual ? 'manual' : 'distribution',
      forced: how.forced,
      soldByUserId: how.userId ?? null,
    });
    const delivery = await this.sales.insertDelivery({ saleId: sale.id, status: 'pending' });
    const message = await this.outbox.add(JobName.DeliverSale, { deliveryId: delivery.id }, { delayMs: delayMinutes * 60_000, maxAttempts: DELIVERY_MAX_ATTEMPTS });
    await this.sales.setDeliveryMessage(delivery.id, message.id);
    return sale;
  }
}
