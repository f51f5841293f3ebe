import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OutboxService, OutboxTransaction } from '@app/common/queue/outbox.service';
import { BuyerDirectory } from '@app/distribution/buyer-directory';
import { DistributionService } from '@app/distribution/distribution.service';
import { matchLead } from '@app/distribution/matching/match-lead';
import { AnswerCatalogue, Buyer, MatchResult } from '@app/distribution/matching/types';
import { GeoService } from '@app/geo/geo.service';
import { Lead } from '@app/leads/entities/lead.entity';
import { DistributionSettingsService } from '@app/settings/distribution-settings.service';
import { DistributionSettingsDto } from '@app/settings/dto/distribution-settings.dto';
import { startOfBerlinMonth } from '@app/shared';
import { Sale } from './entities/sale.entity';
import { SaleRepository } from './sale.repository';
import { SalesException } from './sales.exception';

export const DELIVERY_TOPIC = 'lead.deliver';
/** Eight attempts over about a day: 1, 5, 15, 30 minutes, 1, 3, 6, 12 hours. */
export const DELIVERY_MAX_ATTEMPTS = 8;

interface Chosen {
  buyer: Buyer;
  manual: boolean;
  forced: boolean;
}

type DirectorySnapshot = Awaited<ReturnType<BuyerDirectory['snapshot']>>;

/** What matching needs besides the lead and its history; read before a transaction starts. */
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
    private readonly directory: BuyerDirectory,
    private readonly distribution: DistributionService,
    private readonly settings: DistributionSettingsService,
    private readonly geo: GeoService,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Distributes a qualified lead once; later calls (qualifying twice) sell nothing. With `qualify`
   * the lead is marked qualified in the same transaction as its sales.
   */
  async sellQualified(leadId: number, { qualify = false } = {}): Promise<Sale[]> {
    return this.sell(
      leadId,
      async (lead, existing, candidates) => {
        if (!lead.qualified || existing.some((sale) => !sale.manual)) return [];
        return candidates.selected.map((entry) => ({ buyer: entry.buyer, manual: false, forced: false }));
      },
      { qualify },
    );
  }

  /** Staff sell to chosen buyers; a buyer the rules exclude needs `force`, which is recorded. */
  async sellManually(leadId: number, order: ManualSale): Promise<Sale[]> {
    return this.sell(
      leadId,
      async (_lead, existing, candidates, snapshot) => {
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
    return this.candidates(this.sales.manager, lead, inputs, new Date(), true);
  }

  private async sell(
    leadId: number,
    choose: (lead: Lead, existing: Sale[], candidates: MatchResult, snapshot: DirectorySnapshot) => Promise<Chosen[]>,
    options: { explain?: boolean; userId?: number; qualify?: boolean } = {},
  ): Promise<Sale[]> {
    // Everything read through other connections comes first: the embedded database runs one
    // transaction at a time.
    const inputs = await this.matchInputs();
    const now = new Date();
    return this.outbox.transaction(async (tx) => {
      const lead = await this.sales.lockLead(tx.manager, leadId);
      if (!lead) throw new SalesException('LEAD_NOT_FOUND', `Lead ${leadId} gibt es nicht.`);
      if (options.qualify && !lead.qualified) {
        lead.qualified = true;
        lead.qualifiedAt = now;
        await this.sales.markQualified(tx.manager, lead.id, now);
      }
      const existing = await this.sales.salesOfLead(tx.manager, leadId);
      const candidates = await this.candidates(tx.manager, lead, inputs, now, options.explain ?? false, existing);
      const created: Sale[] = [];
      for (const { buyer, manual, forced } of await choose(lead, existing, candidates, inputs.snapshot)) {
        const organisation = inputs.snapshot.organisations.get(buyer.id)!;
        created.push(await this.record(tx, lead, organisation.id, organisation.leadSellCost, buyer.conditions.delay, { manual, forced, userId: options.userId }));
      }
      return created;
    });
  }

  private async matchInputs(): Promise<MatchInputs> {
    const [snapshot, answers, settings] = await Promise.all([this.directory.snapshot(), this.distribution.answerCatalogue(), this.settings.get()]);
    return { snapshot, answers, settings };
  }

  /** The matching rules applied to this lead with its sales history read through `manager`. */
  private async candidates(manager: EntityManager, lead: Lead, { snapshot, answers, settings }: MatchInputs, now: Date, explain: boolean, existing?: Sale[]): Promise<MatchResult> {
    const sold = existing ?? (await this.sales.salesOfLead(manager, lead.id));
    return matchLead({
      lead: {
        id: lead.id,
        zip: lead.zip,
        createdAt: lead.createdAt,
        data: lead.data,
        boughtBy: new Set(sold.map((sale) => sale.organisationId)),
        samePersonBoughtBy: await this.sales.buyersOfSamePerson(manager, lead, settings.duplicateWindowDays),
      },
      buyers: snapshot.buyers,
      coverage: snapshot.coverage,
      activity: await this.sales.activity(manager, startOfBerlinMonth(now)),
      answers,
      settings: { buyersPerLead: settings.buyersPerLead },
      now,
      leadZipKnown: this.geo.has(lead.zip),
      explain,
    });
  }

  private async record(tx: OutboxTransaction, lead: Lead, organisationId: number, price: string, delayMinutes: number, how: { manual: boolean; forced: boolean; userId?: number }) {
    const sale = await this.sales.insertSale(tx.manager, {
      leadId: lead.id,
      organisationId,
      price,
      manual: how.manual,
      forced: how.forced,
      soldByUserId: how.userId ?? null,
    });
    const delivery = await this.sales.insertDelivery(tx.manager, { saleId: sale.id, status: 'pending' });
    const message = await tx.add(DELIVERY_TOPIC, { deliveryId: delivery.id }, { delayMs: delayMinutes * 60_000, maxAttempts: DELIVERY_MAX_ATTEMPTS });
    await this.sales.setDeliveryMessage(tx.manager, delivery.id, message.id);
    return sale;
  }
}
