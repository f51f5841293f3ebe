import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { BERLIN_TIME_ZONE } from '@app/contract';
import { SqlStatement, TransactionalRepository } from '@app/infrastructure';

/** A ping as stored: no personal data, only what a lead's post is compared with. */
export interface LeadPing {
  id: string;
  leadsourceId: number;
  zip: string;
  answers: Record<string, string>;
  wanted: boolean;
  /** EUR ('20.00'); null: no purchase price. */
  price: string | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  leadId: number | null;
}

export type NewLeadPing = Pick<LeadPing, 'leadsourceId' | 'zip' | 'answers' | 'wanted' | 'price' | 'createdAt' | 'expiresAt'>;

/**
 * The table `lead_ping` (migration LeadPings; raw SQL, as it is no entity of the shared schema) and the daily
 * counts its sweep leaves in `lead_ping_day`.
 */
@Injectable()
export class LeadPingRepository extends TransactionalRepository {
  /** Pings waiting for the next write; see `insert`. */
  private pending: { ping: NewLeadPing & { id: string }; done: { resolve: () => void; reject: (error: unknown) => void } }[] = [];

  /**
   * Stores the ping and answers its id once it is committed. Pings come many times more often than leads, and
   * each statement costs a commit (on the embedded database the process's own time): the pings that arrive while
   * one write is being prepared go in the same statement (group commit), one prepared shape for any number.
   */
  insert(ping: NewLeadPing): Promise<string> {
    const id = randomUUID();
    return new Promise<void>((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => void this.flush());
      this.pending.push({ ping: { ...ping, id }, done: { resolve, reject } });
    }).then(() => id);
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    const column = <T>(pick: (ping: NewLeadPing & { id: string }) => T) => batch.map((entry) => pick(entry.ping));
    try {
      await this.queryPrepared(
        `INSERT INTO lead_ping (id, leadsource_id, zip, answers, wanted, price, created_at, expires_at)
         SELECT * FROM unnest($1::uuid[], $2::int[], $3::varchar[], $4::jsonb[], $5::boolean[], $6::numeric[], $7::timestamptz[], $8::timestamptz[])`,
        [
          column((ping) => ping.id),
          column((ping) => ping.leadsourceId),
          column((ping) => ping.zip),
          column((ping) => JSON.stringify(ping.answers)),
          column((ping) => ping.wanted),
          column((ping) => ping.price),
          column((ping) => ping.createdAt),
          column((ping) => ping.expiresAt),
        ],
      );
      batch.forEach((entry) => entry.done.resolve());
    } catch (error) {
      batch.forEach((entry) => entry.done.reject(error));
    }
  }

  async find(id: string): Promise<LeadPing | null> {
    const [row] = await this.queryPrepared<Record<string, unknown>>(
      `SELECT id, leadsource_id, zip, answers, wanted, price, created_at, expires_at, used_at, lead_id FROM lead_ping WHERE id = $1::uuid`,
      [id],
    );
    if (!row) return null;
    return {
      id: String(row.id),
      leadsourceId: Number(row.leadsource_id),
      zip: String(row.zip),
      answers: (typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers) as Record<string, string>,
      wanted: Boolean(row.wanted),
      price: row.price === null ? null : String(row.price),
      createdAt: new Date(row.created_at as string),
      expiresAt: new Date(row.expires_at as string),
      usedAt: row.used_at === null ? null : new Date(row.used_at as string),
      leadId: row.lead_id === null ? null : Number(row.lead_id),
    };
  }

  /**
   * The part of the lead's statement that holds the ping: a row only while it is unused, unexpired and the same
   * source's, postal code and answers. FOR UPDATE: a second post of the same ping waits for the first's commit
   * and then finds it used, so exactly one lead gets it.
   */
  claimIn(statement: SqlStatement, ping: Pick<LeadPing, 'id' | 'leadsourceId' | 'zip' | 'answers'>, now: Date, when: string): string {
    const p = (value: unknown, cast: string) => statement.param(value, cast);
    return statement.with(
      'ping_claim',
      `SELECT id FROM lead_ping
        WHERE id = ${p(ping.id, 'uuid')} AND leadsource_id = ${p(ping.leadsourceId, 'int')} AND zip = ${p(ping.zip, 'varchar')}
          AND answers = ${p(JSON.stringify(ping.answers), 'jsonb')} AND used_at IS NULL AND expires_at > ${p(now, 'timestamptz')} AND ${when}
        FOR UPDATE`,
    );
  }

  /** Marks the held ping used by the new lead (nothing when the lead was not stored). */
  markUsedIn(statement: SqlStatement, claimPart: string, leadPart: string, now: Date): void {
    statement.with(
      'ping_used',
      `UPDATE lead_ping SET used_at = ${statement.param(now, 'timestamptz')}, lead_id = (SELECT id FROM ${leadPart})
        WHERE id IN (SELECT id FROM ${claimPart}) AND EXISTS (SELECT 1 FROM ${leadPart})
        RETURNING id`,
    );
  }

  /**
   * Deletes the pings that expired before `before` and adds them to their source's count of their Berlin day, in
   * one statement: a ping is counted exactly once, in the table or in the day's count.
   */
  async sweep(before: Date): Promise<number> {
    const rows: { swept: string }[] = await this.manager.query(
      `WITH swept AS (DELETE FROM lead_ping WHERE expires_at < $1 RETURNING leadsource_id, created_at),
            counted AS (
              INSERT INTO lead_ping_day (leadsource_id, day, pings)
              SELECT leadsource_id, (created_at AT TIME ZONE '${BERLIN_TIME_ZONE}')::date, count(*) FROM swept GROUP BY 1, 2
              ON CONFLICT (leadsource_id, day) DO UPDATE SET pings = lead_ping_day.pings + EXCLUDED.pings
              RETURNING pings)
       SELECT count(*) AS swept FROM swept`,
      [before],
    );
    return Number(rows[0]?.swept ?? 0);
  }
}
