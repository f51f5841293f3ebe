import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { Organisation } from './entities/organisation.entity';

/** A buyer's current run of failed delivery attempts (the circuit breaker's input). */
export interface DeliveryFailureRun {
  failuresInRow: number;
  failingSince: Date;
  /** Already stopped (by this run or an earlier one); null while it delivers. */
  stoppedSince: Date | null;
}

@Injectable()
export class OrganisationRepository extends TransactionalRepository {
  private get organisations() {
    return this.manager.getRepository(Organisation);
  }

  findAll(): Promise<Organisation[]> {
    return this.organisations.find({ order: { id: 'ASC' } });
  }

  /** Changes whenever an organisation is added or saved: for caches built from all of them. */
  async version(): Promise<string> {
    const [row] = await this.manager.query(`SELECT count(*)::int AS count, max(updated_at) AS changed FROM organisation`);
    return `${row.count}:${row.changed ? new Date(row.changed).getTime() : 0}`;
  }

  findById(id: number): Promise<Organisation | null> {
    return this.organisations.findOneBy({ id });
  }

  save(organisation: Organisation): Promise<Organisation> {
    return this.manager.getRepository(Organisation).save(organisation);
  }

  /** Also moves updated_at, so caches of the buyers (the matching's) see the change. */
  async setDunningHold(id: number, reason: string | null): Promise<void> {
    await this.organisations.update({ id }, { dunningHold: reason });
  }

  /*
   * The delivery breaker and the webhook secret: single UPDATE statements, so processes delivering at the
   * same time never lose a count or overwrite each other; written without moving updated_at, which would
   * make every cache of the buyers (the matching's) read them all again after each delivery.
   */

  /** One more failed attempt to its endpoint; answers the run of failures it is now part of. */
  async noteDeliveryFailure(id: number, at: Date): Promise<DeliveryFailureRun | null> {
    const [rows]: [{ failures: number; since: Date; stopped: Date | null }[], number] = await this.manager.query(
      `UPDATE organisation
          SET delivery_failures_in_row = delivery_failures_in_row + 1,
              delivery_failing_since = COALESCE(delivery_failing_since, $2)
        WHERE id = $1
        RETURNING delivery_failures_in_row AS failures, delivery_failing_since AS since, delivery_stop_since AS stopped`,
      [id, at],
    );
    const [row] = rows;
    return row ? { failuresInRow: Number(row.failures), failingSince: new Date(row.since), stoppedSince: row.stopped ? new Date(row.stopped) : null } : null;
  }

  /** An attempt went through: the run of failures ends (no write when there was none). */
  async noteDeliverySuccess(id: number): Promise<void> {
    await this.manager.query(
      `UPDATE organisation SET delivery_failures_in_row = 0, delivery_failing_since = NULL
        WHERE id = $1 AND (delivery_failures_in_row > 0 OR delivery_failing_since IS NOT NULL)`,
      [id],
    );
  }

  /** Stops its deliveries; true only for the one caller that changed it from running to stopped. */
  async stopDeliveries(id: number, at: Date, reason: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.manager.query(
      `UPDATE organisation SET delivery_stop_since = $2, delivery_stop_reason = $3
        WHERE id = $1 AND delivery_stop_since IS NULL
        RETURNING id`,
      [id, at, reason],
    );
    return rows.length === 1;
  }

  /** Lifts the stop with a fresh count; true only for the one caller that found it stopped. */
  async resumeDeliveries(id: number): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.manager.query(
      `UPDATE organisation
          SET delivery_stop_since = NULL, delivery_stop_reason = NULL, delivery_failures_in_row = 0, delivery_failing_since = NULL
        WHERE id = $1 AND delivery_stop_since IS NOT NULL
        RETURNING id`,
      [id],
    );
    return rows.length === 1;
  }

  /** Marks `messageId` as the job carrying its resumed backlog (in the resume's transaction). */
  async startDeliveryBacklog(id: number, messageId: string): Promise<void> {
    await this.manager.query(`UPDATE organisation SET delivery_backlog_message_id = $2 WHERE id = $1`, [id, messageId]);
  }

  /** The backlog's message, the row held for the rest of the transaction: joining and handing on cannot cross. */
  async lockDeliveryBacklog(id: number): Promise<string | null> {
    const rows: { delivery_backlog_message_id: string | null }[] = await this.manager.query(
      `SELECT delivery_backlog_message_id FROM organisation WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0]?.delivery_backlog_message_id ?? null;
  }

  /** Hands the backlog from message `from` on to `to` (null: it is done); a later resume's backlog stays. */
  async handOnDeliveryBacklog(id: number, from: string, to: string | null): Promise<void> {
    await this.manager.query(`UPDATE organisation SET delivery_backlog_message_id = $3 WHERE id = $1 AND delivery_backlog_message_id = $2`, [id, from, to]);
  }

  async deliveryStoppedCount(): Promise<number> {
    const [row]: { count: number }[] = await this.manager.query(`SELECT count(*)::int AS count FROM organisation WHERE delivery_stop_since IS NOT NULL`);
    return Number(row?.count ?? 0);
  }

  async setWebhookSecret(id: number, sealed: string): Promise<void> {
    await this.manager.query(`UPDATE organisation SET webhook_secret = $2 WHERE id = $1`, [id, sealed]);
  }

  /** Sets the secret unless one exists, and answers the one that holds: two first deliveries at once agree on one key. */
  async webhookSecretOnce(id: number, sealed: string): Promise<string | null> {
    await this.manager.query(`UPDATE organisation SET webhook_secret = $2 WHERE id = $1 AND webhook_secret IS NULL`, [id, sealed]);
    const [row]: { webhook_secret: string | null }[] = await this.manager.query(`SELECT webhook_secret FROM organisation WHERE id = $1`, [id]);
    return row?.webhook_secret ?? null;
  }

  create(fields: Partial<Organisation>): Organisation {
    return this.organisations.create(fields);
  }
}
