import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { BERLIN_TIME_ZONE, berlinWallClock, LeadOutcomeChoice, MAX_OUTCOME_NOTE_LENGTH } from '@app/contract';
import { Clock, JobName, OutboxService, ScheduledRuns, Transactional } from '@app/infrastructure';
import { IntegrationException, PipedriveClient, PipedriveDeal } from '@app/integrations';
import { OrganisationsService } from '@app/organisations';
import { LeadOutcomeRepository } from './lead-outcome.repository';
import { LeadOutcomesService } from './lead-outcomes.service';

/** How far back the sync reads deals: a deal closes within weeks; older sales keep what they have. */
export const PIPEDRIVE_SYNC_DAYS = 180;
const DAY_MS = 86_400_000;

/**
 * What a closed deal says about the lead: won with its value (EUR deals only: another currency is not an
 * order value in EUR; a deal won without a value is won without order value), lost with reason
 * 'Sonstiges' and Pipedrive's own lost reason as the note. Open and deleted deals say nothing.
 */
export function outcomeOfDeal(deal: PipedriveDeal): LeadOutcomeChoice | null {
  if (deal.status === 'won') {
    const value = deal.currency.toUpperCase() === 'EUR' && deal.value > 0 ? Math.round(deal.value * 100) / 100 : null;
    return { status: 'won', value, reason: null, note: '' };
  }
  if (deal.status === 'lost') return { status: 'lost', value: null, reason: 'other', note: (deal.lostReason ?? '').slice(0, MAX_OUTCOME_NOTE_LENGTH) };
  return null;
}

/**
 * The daily Pipedrive outcome sync (issue 20): for each Pipedrive buyer, one job reads the deals the
 * product created (the delivery's reference) and records won/lost as the lead's outcome, unless the buyer
 * set one in the portal: the buyer's own word wins, the sync never overwrites it.
 */
@Injectable()
export class PipedriveOutcomeSync {
  private readonly logger = new Logger('Pipedrive-Ergebnisse');

  constructor(
    private readonly organisations: OrganisationsService,
    private readonly pipedrive: PipedriveClient,
    private readonly repository: LeadOutcomeRepository,
    private readonly outcomes: LeadOutcomesService,
    private readonly outbox: OutboxService,
    private readonly runs: ScheduledRuns,
    private readonly clock: Clock,
  ) {}

  today(): string {
    return berlinWallClock(this.clock.now()).date;
  }

  /** 06:30 German time every day, once across processes: one job per Pipedrive buyer. */
  @Cron('0 30 6 * * *', { name: 'pipedrive-outcomes', timeZone: BERLIN_TIME_ZONE })
  @UseCls()
  async onSchedule(): Promise<void> {
    const day = this.today();
    const buyers = await this.runs.once('pipedrive-outcomes', day, () => this.enqueue(day));
    if (buyers) this.logger.log(`Pipedrive-Ergebnisse ${day}: ${buyers} Käufer`);
  }

  /** A job per active Pipedrive buyer with a token; answers how many. */
  @Transactional()
  async enqueue(day: string): Promise<number> {
    const buyers = await this.pipedriveBuyers();
    for (const { organisation } of buyers) await this.outbox.add(JobName.SyncPipedriveOutcomes, { organisationId: organisation.id, day });
    return buyers.length;
  }

  /**
   * The job for one buyer: reads its deals one by one outside any transaction (the buyer's Pipedrive
   * may be slow) and writes each change in a short one. A rejected token ends the buyer's run (staff see
   * the token problem at its deliveries); Pipedrive being unavailable fails the job, which is retried.
   */
  async syncBuyer(organisationId: number): Promise<{ read: number; changed: number }> {
    const buyer = (await this.pipedriveBuyers()).find(({ organisation }) => organisation.id === organisationId);
    if (!buyer) return { read: 0, changed: 0 };
    const since = new Date(this.clock.now().getTime() - PIPEDRIVE_SYNC_DAYS * DAY_MS);
    const sales = (await this.repository.pipedriveDealSales([organisationId], since)).filter((sale) => sale.source !== 'portal');
    let read = 0;
    let changed = 0;
    for (const sale of sales) {
      let deal: PipedriveDeal | null;
      try {
        deal = await this.pipedrive.deal(buyer.token, sale.dealId);
      } catch (error) {
        if (error instanceof IntegrationException && error.code === 'REMOTE_REJECTED') {
          this.logger.warn(`Unternehmen ${organisationId}: Pipedrive lehnt das Token ab; Ergebnisse nicht gelesen`);
          break;
        }
        throw error;
      }
      read++;
      const choice = deal && outcomeOfDeal(deal);
      if (choice && (await this.outcomes.recordFromPipedrive(sale.saleId, choice))) changed++;
    }
    return { read, changed };
  }

  private async pipedriveBuyers() {
    const buyers = await this.organisations.buyers();
    return buyers
      .filter(({ organisation }) => organisation.type === 'pipedrive' && organisation.active && !organisation.deleted)
      .map(({ organisation }) => ({ organisation, token: this.organisations.secretsOf(organisation)?.pipedriveToken ?? '' }))
      .filter(({ token }) => token !== '');
  }
}
