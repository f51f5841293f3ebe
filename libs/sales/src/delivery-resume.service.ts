import { Injectable, Logger } from '@nestjs/common';
import { JobAttempt, JobName, OutboxService, Transactional } from '@app/infrastructure';
import { OrganisationsService } from '@app/organisations';
import { DeliveryService } from './delivery.service';
import { SaleRepository } from './sale.repository';
import { SalesException } from './sales.exception';
import { DELIVERY_MAX_ATTEMPTS } from './sales.service';

/** Deliveries one backlog job sends before it hands the rest to a job of its own (each job must end within its lease). */
export const BACKLOG_BATCH = 25;

/**
 * 'Zustellung wieder aufnehmen': lifts a buyer's delivery stop and sends every kept sale that has not
 * reached its webhook or CRM yet (failed, or sent as a fallback mail) there, one after another in sale
 * order, each once with its sale id as idempotency key. One job carries the backlog in order; several
 * jobs in parallel would let a later lead overtake an earlier one.
 */
@Injectable()
export class DeliveryResumeService {
  private readonly logger = new Logger('Zustellung');

  constructor(
    private readonly organisations: OrganisationsService,
    private readonly sales: SaleRepository,
    private readonly deliveries: DeliveryService,
    private readonly outbox: OutboxService,
  ) {}

  /** Only the request that finds the buyer stopped resumes it (one UPDATE decides), so the backlog is queued once. */
  @Transactional()
  async resume(organisationId: number): Promise<{ queued: number }> {
    if (!(await this.organisations.resumeDeliveries(organisationId))) {
      throw new SalesException('NOT_STOPPED', `Die Zustellung an Unternehmen ${organisationId} ist nicht gestoppt.`);
    }
    const backlog = await this.sales.claimBacklog(organisationId);
    await this.queue(organisationId, backlog);
    this.logger.log(`Zustellung an Unternehmen ${organisationId} wieder aufgenommen: ${backlog.length} Leads nachzustellen`);
    return { queued: backlog.length };
  }

  /**
   * The backlog job: its deliveries that are still its own, in order. A delivery refused for good is
   * marked failed (retry it alone) and the next one follows; any other failure ends this attempt, and
   * the outbox tries again later from the first one not delivered. After the last attempt the rest is
   * marked failed, so nothing waits unseen.
   */
  async deliverBacklog({ organisationId, deliveryIds }: { organisationId: number; deliveryIds: number[] }, attempt: JobAttempt): Promise<void> {
    const waiting = await this.sales.stillWaiting(deliveryIds, attempt.messageId);
    const batch = waiting.slice(0, BACKLOG_BATCH);
    for (const [index, deliveryId] of batch.entries()) {
      try {
        await this.deliveries.deliver(deliveryId, attempt);
      } catch (caught) {
        const error = caught as Error & { retryable?: boolean };
        if (error.retryable === false) continue;
        if (attempt.attempt >= (attempt.maxAttempts || DELIVERY_MAX_ATTEMPTS)) {
          await this.sales.failWaiting(waiting.slice(index + 1), attempt.messageId, `Nicht nachgestellt: Die Zustellung davor scheiterte (${error.message})`);
        }
        throw error;
      }
    }
    await this.continueLater(organisationId, waiting.slice(BACKLOG_BATCH));
  }

  @Transactional()
  private async continueLater(organisationId: number, rest: number[]): Promise<void> {
    await this.queue(organisationId, rest);
  }

  private async queue(organisationId: number, deliveryIds: number[]): Promise<void> {
    if (deliveryIds.length === 0) return;
    const message = await this.outbox.add(JobName.DeliverBacklog, { organisationId, deliveryIds }, { maxAttempts: DELIVERY_MAX_ATTEMPTS });
    await this.sales.setDeliveriesMessage(deliveryIds, message.id);
  }
}
