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
 * order, each once with its sale id as idempotency key. One job at a time carries the backlog (the
 * organisation names it while it runs); several in parallel would let a later lead overtake an earlier
 * one, and so would a sale made meanwhile that went out on its own: it joins the backlog instead.
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
    const message = await this.queue(organisationId, backlog);
    if (message) await this.organisations.startDeliveryBacklog(organisationId, message);
    this.logger.log(`Zustellung an Unternehmen ${organisationId} wieder aufgenommen: ${backlog.length} Leads nachzustellen`);
    return { queued: backlog.length };
  }

  /**
   * The backlog job: its deliveries still waiting (those it was given and those that joined it), in sale
   * order. A delivery refused for good is marked failed (retry it alone) and the next one follows; any
   * other failure ends this attempt, and the outbox tries again later from the first one not delivered.
   * After the last attempt the rest is marked failed, so nothing waits unseen, and the backlog ends.
   */
  async deliverBacklog({ organisationId }: { organisationId: number; deliveryIds: number[] }, attempt: JobAttempt): Promise<void> {
    const waiting = await this.sales.waitingFor(attempt.messageId);
    const batch = waiting.slice(0, BACKLOG_BATCH);
    for (const [index, deliveryId] of batch.entries()) {
      try {
        await this.deliveries.deliver(deliveryId, attempt);
      } catch (caught) {
        const error = caught as Error & { retryable?: boolean };
        if (error.retryable === false) continue;
        if (attempt.attempt >= (attempt.maxAttempts || DELIVERY_MAX_ATTEMPTS)) {
          await this.giveUp(organisationId, attempt.messageId, batch[index], `Nicht nachgestellt: Die Zustellung davor scheiterte (${error.message})`);
        }
        throw error;
      }
    }
    await this.handOn(organisationId, attempt.messageId);
  }

  /** What waits now (the rest, and sales that joined meanwhile) goes to the next job, or the backlog ends. */
  @Transactional()
  private async handOn(organisationId: number, messageId: string): Promise<void> {
    await this.organisations.lockDeliveryBacklog(organisationId);
    const next = await this.queue(organisationId, await this.sales.waitingFor(messageId));
    await this.organisations.handOnDeliveryBacklog(organisationId, messageId, next);
  }

  /** The last attempt failed at `failedId`: the deliveries after it are marked failed and the backlog ends. */
  @Transactional()
  private async giveUp(organisationId: number, messageId: string, failedId: number, reason: string): Promise<void> {
    await this.organisations.lockDeliveryBacklog(organisationId);
    const rest = (await this.sales.waitingFor(messageId)).filter((id) => id !== failedId);
    await this.sales.failWaiting(rest, messageId, reason);
    await this.organisations.handOnDeliveryBacklog(organisationId, messageId, null);
  }

  /** A backlog job for `deliveryIds` (in sale order); its message id, or null when there is nothing to send. */
  private async queue(organisationId: number, deliveryIds: number[]): Promise<string | null> {
    if (deliveryIds.length === 0) return null;
    const message = await this.outbox.add(JobName.DeliverBacklog, { organisationId, deliveryIds }, { maxAttempts: DELIVERY_MAX_ATTEMPTS });
    await this.sales.setDeliveriesMessage(deliveryIds, message.id);
    return message.id;
  }
}
