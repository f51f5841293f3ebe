import { Injectable } from '@nestjs/common';
import { publicHolidayOn } from '@app/buyer-availability';
import { Clock, JobName, Metrics, OutboxService, Transactional } from '@app/infrastructure';
import { AnswerCatalogue, Buyer, BuyerActivity, BuyerDirectory, DistributionService, matchLead, MatchResult } from '@app/distribution';
import { GeoService } from '@app/geo';
import { awaitsEmailConfirmation, ContactBlock, Lead, LeadsService } from '@app/leads';
import { DistributionSettingsDto, DistributionSettingsService, PriceListSettingsService } from '@app/settings';
import { priceSale, type SalePrice } from '@app/pricing';
import { type PriceList, startOfBerlinMonth } from '@app/contract';
import { CreditedSale, CreditLimitService } from './credit/credit-limit.service';
import { Sale } from './entities/sale.entity';
import { SaleRepository } from './sale.repository';
import { SalesException } from './sales.exception';

/** 'Nur bestätigte Leads verkaufen': why a lead waiting for its double opt-in is not sold by hand. */
export const NOT_CONFIRMED_MESSAGE =
  'Nicht verkauft: Der Interessent hat seine E-Mail-Adresse noch nicht bestätigt (Double-Opt-in). Laut Einstellung „Nur bestätigte Leads verkaufen“ wird der Lead erst nach der Bestätigung verkauft.';

/** A lead sold exclusively gets no other sale, not even one staff force: the buyer paid to have it alone. */
export const SOLD_EXCLUSIVELY_MESSAGE = 'Lead wurde exklusiv verkauft: Er geht an kein weiteres Unternehmen, auch nicht ohne Prüfung der Bedingungen. Erst wenn der exklusive Verkauf reklamiert ist, kann er erneut verkauft werden.';

export const DO_NOT_CONTACT_MESSAGE =
  'Nicht verkauft: Diese Person steht auf der Liste „Nicht kontaktieren“ (Löschung nach Art. 17 DSGVO). Der Lead wird erst verkauft, wenn sie ihre Anfrage über den Link in der Bestätigungsmail selbst bestätigt hat.';

/**
 * A buyer's agreed price as the price list reads it. 0 is the spec's default for a new buyer and what 'no agreed
 * price' (null) is stored as: the list's base price applies. Without a price list (base 0, no rules) the buyer's
 * 0 stays its price, stored without steps, exactly as before the list.
 */
function agreedPrice(leadSellCost: string | undefined, priceList: PriceList): string | null {
  const noList = priceList.basePrice === 0 && priceList.rules.length === 0;
  return leadSellCost !== undefined && (Number(leadSellCost) > 0 || noList) ? leadSellCost : null;
}

/** How long a ping's view of the buyers is kept (see SalesService.pingInputs). */
const PING_INPUTS_MS = 1000;

/** Eight attempts over about a day: 1, 5, 15, 30 minutes, 1, 3, 6, 12 hours. */
export const DELIVERY_MAX_ATTEMPTS = 8;

interface Chosen {
  buyer: Buyer;
  manual: boolean;
  forced: boolean;
  /** The lead goes to this buyer alone (the distribution decided so; staff sell shared). */
  exclusive?: boolean;
}

type DirectorySnapshot = Awaited<ReturnType<BuyerDirectory['snapshot']>>;

/** What matching needs besides the lead and its history; read before the selling transaction starts where possible. */
interface MatchInputs {
  snapshot: DirectorySnapshot;
  answers: AnswerCatalogue;
  settings: DistributionSettingsDto;
  /** Settings 'Preise': the list the sale's price is made by (empty: each buyer's agreed price, as before). */
  priceList: PriceList;
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
    private readonly credit: CreditLimitService,
    private readonly priceLists: PriceListSettingsService,
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
      return candidates.selected.map((entry) => ({ buyer: entry.buyer, manual: false, forced: false, exclusive: candidates.exclusive }));
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
        const soldExclusively = existing.some((sale) => sale.exclusive && !sale.reclaimed);
        const chosen: Chosen[] = [];
        const refused: Record<string, string> = {};
        for (const organisationId of new Set(order.organisations)) {
          const buyer = snapshot.buyers.find((candidate) => candidate.id === organisationId);
          const field = `organisations.${organisationId}`;
          if (!buyer) refused[field] = `Unternehmen ${organisationId} gibt es nicht`;
          else if (soldExclusively && !bought.has(organisationId)) refused[field] = `${buyer.name}: ${SOLD_EXCLUSIVELY_MESSAGE}`;
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

  /**
   * Ping/post (libs/leads LeadDemand): whether a lead with this postal code and these answers would be sold now,
   * by the same rules and sales so far as a real lead; nothing is sold or locked.
   */
  async wouldBuy(probe: { zip: string; answers: Record<string, string> }): Promise<boolean> {
    const now = this.clock.now();
    const { inputs, activity, creditUsed } = await this.pingInputs(now);
    const lead = Object.assign(new Lead(), { id: 0, zip: probe.zip, data: probe.answers, createdAt: now, phone: '', email: '' });
    return (await this.candidates(lead, inputs, now, false, [], creditUsed, activity)).selected.length > 0;
  }

  /**
   * Pings come by the hundred a second, each asking about buyers who change far more slowly: the buyers, the
   * settings, this month's sales and the credit used are read at most once a second (a ping's answer is that old
   * at most), by one read that concurrent pings share.
   */
  private pingInputs(now: Date): Promise<{ inputs: MatchInputs; activity: ReadonlyMap<number, BuyerActivity>; creditUsed: ReadonlyMap<number, number> }> {
    if (!this.pingRead || this.pingRead.until <= Date.now()) {
      const read = (async () => {
        const inputs = await this.matchInputs();
        const [activity, creditUsed] = await Promise.all([this.sales.activity(startOfBerlinMonth(now)), this.credit.usedBy(inputs.snapshot.buyers, now)]);
        return { inputs, activity, creditUsed };
      })();
      this.pingRead = { until: Date.now() + PING_INPUTS_MS, read };
      // A failed read is not kept: the next ping reads again.
      read.catch(() => (this.pingRead = undefined));
    }
    return this.pingRead.read;
  }

  private pingRead?: { until: number; read: ReturnType<SalesService['pingInputs']> };

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
    const creditUsed = await this.credit.usedBy(inputs.snapshot.buyers, now);
    const candidates = await this.candidates(lead, inputs, now, options.explain ?? false, existing, creditUsed);
    const created: Sale[] = [];
    const credited: CreditedSale[] = [];
    for (const { buyer, manual, forced, exclusive = false } of await choose(lead, existing, candidates, inputs.snapshot)) {
      const organisation = inputs.snapshot.organisations.get(buyer.id)!;
      const price = this.priceOf(inputs, lead, buyer.id, exclusive, now);
      const sale = await this.record(lead, organisation.id, price, buyer.conditions.delay, { manual, forced, exclusive, userId: options.userId, at: now });
      created.push(sale);
      credited.push({ buyer, organisation, price: Number(sale.price) });
    }
    await this.credit.afterSales(credited, creditUsed, now);
    await this.metrics.sold(created.length);
    return created;
  }

  private async matchInputs(): Promise<MatchInputs> {
    const [snapshot, answers, settings, priceList] = await Promise.all([
      this.directory.snapshot(),
      this.distribution.answerCatalogue(),
      this.settings.get(),
      this.priceLists.get(),
    ]);
    return { snapshot, answers, settings, priceList };
  }

  /**
   * What this buyer pays for this lead now, shared or alone: its agreed prices or the price list, then the
   * list's rules (libs/pricing). The distribution weighs exclusive against shared by the same prices the sale stores.
   */
  private priceOf(inputs: MatchInputs, lead: Pick<Lead, 'zip' | 'data' | 'createdAt'>, buyerId: number, exclusive: boolean, at: Date): SalePrice {
    const organisation = inputs.snapshot.organisations.get(buyerId);
    return priceSale({
      priceList: inputs.priceList,
      organisation: { leadSellCost: agreedPrice(organisation?.leadSellCost, inputs.priceList), exclusiveLeadSellCost: organisation?.exclusiveLeadSellCost },
      lead,
      exclusive,
      afterComplaint: false,
      at,
    });
  }

  /** The matching rules applied to this lead with its sales history (read in the current transaction, if any). */
  private async candidates(
    lead: Lead,
    inputs: MatchInputs,
    now: Date,
    explain: boolean,
    existing?: Sale[],
    creditUsed?: ReadonlyMap<number, number>,
    activity?: ReadonlyMap<number, BuyerActivity>,
  ): Promise<MatchResult> {
    const { snapshot, answers, settings } = inputs;
    const sold = existing ?? (await this.sales.salesOfLead(lead.id));
    const kept = sold.filter((sale) => !sale.reclaimed);
    return matchLead({
      lead: {
        id: lead.id,
        zip: lead.zip,
        createdAt: lead.createdAt,
        data: lead.data,
        boughtBy: new Set(sold.map((sale) => sale.organisationId)),
        // A ping's lead (id 0, see wouldBuy) names nobody yet; its empty phone would match erased leads.
        samePersonBoughtBy: lead.id === 0 ? new Set<number>() : await this.sales.buyersOfSamePerson(lead, settings.duplicateWindowDays, now),
        soldExclusively: kept.some((sale) => sale.exclusive),
        heldBy: kept.length,
      },
      buyers: snapshot.buyers,
      coverage: snapshot.coverage,
      activity: activity ?? (await this.sales.activity(startOfBerlinMonth(now))),
      answers,
      settings: { buyersPerLead: settings.buyersPerLead, exclusiveOnlyIfWorthIt: settings.exclusiveOnlyIfWorthIt },
      now,
      leadZipKnown: this.geo.has(lead.zip),
      explain,
      holidayOn: publicHolidayOn,
      creditUsed: creditUsed ?? (await this.credit.usedBy(snapshot.buyers, now)),
      priceOf: (buyer, exclusive) => this.priceOf(inputs, lead, buyer.id, exclusive, now).price,
    });
  }

  private async record(lead: Lead, organisationId: number, price: SalePrice, delayMinutes: number, how: { manual: boolean; forced: boolean; exclusive: boolean; userId?: number; at: Date }) {
    const sale = await this.sales.insertSale({
      leadId: lead.id,
      organisationId,
      soldAt: how.at,
      price: price.price.toFixed(2),
      priceRules: price.priceRules,
      exclusive: how.exclusive,
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
