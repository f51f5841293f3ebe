import { Injectable } from '@nestjs/common';
import { SqlStatement, TransactionalRepository } from '@app/infrastructure';
import { EARLIER_LEADS_COUNTED, type PersonName } from '@app/lead-checks';
import type { LeadQualityFinding, LeadQualityStatus } from '../entities/lead.entity';

/** A new lead as the checks after intake need it: its contact, its verdict so far, its source's rules. */
export interface LeadForCheck {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  qualified: boolean;
  qualityFindings: LeadQualityFinding[];
  qualityCheckedAt: Date | null;
  pseudonymisedAt: Date | null;
  leadsource: { minQuality: number; preQualified: boolean; throttledAt: Date | null; throttleReason: string | null };
}

/** What the checks after intake look up about other leads (each an index scan: migration LeadQuality). */
export interface QualityLookups {
  /** The latest other lead of the same house within the duplicate window, or null. */
  sameHouseLeadId: number | null;
  /** Names of other leads with the same phone within the duplicate window (their names are not stored with this lead). */
  samePhoneNames: PersonName[];
  /** Leads before this one within the hour, from the same client address or the same browser session (counted up to EARLIER_LEADS_COUNTED). */
  earlierFromIp: number;
  earlierFromSession: number;
}

interface CheckRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  qualified: boolean;
  quality_findings: LeadQualityFinding[] | null;
  quality_checked_at: Date | null;
  pseudonymised_at: Date | null;
  min_quality: number;
  pre_qualified: boolean;
  throttled_at: Date | null;
  throttle_reason: string | null;
  same_house: number | null;
  names: PersonName[] | null;
  from_ip: string;
  from_session: string;
}

/**
 * The job's two round trips: one statement reads the lead with its lookups, one stores the verdict with
 * what follows from it. The job runs once per new lead; on the embedded database it shares the one
 * connection with the intake, so each round trip saved is intake capacity.
 */
@Injectable()
export class LeadQualityRepository extends TransactionalRepository {
  /** The lead and what the checks look up about other leads, or null when it is gone. */
  async findWithLookups(id: number, windowDays: number): Promise<{ lead: LeadForCheck; lookups: QualityLookups } | null> {
    const [row]: CheckRow[] = await this.manager.query(
      `WITH subject AS (
         SELECT lead.id, lead.first_name, lead.last_name, lead.email, lead.phone, lead.qualified, lead.quality_findings,
                lead.quality_checked_at, lead.pseudonymised_at, lead.address_key, lead.consent_ip, lead.client_session,
                lead.real_created_at, source.min_quality, source.pre_qualified, source.throttled_at, source.throttle_reason
           FROM lead JOIN leadsource source ON source.id = lead.leadsource_id
          WHERE lead.id = $1)
       SELECT subject.*,
         (SELECT other.id FROM lead other
           WHERE subject.address_key IS NOT NULL AND other.address_key = subject.address_key AND other.id <> subject.id
             AND other.real_created_at >= subject.real_created_at - make_interval(days => $2) AND other.real_created_at <= subject.real_created_at
           ORDER BY other.real_created_at DESC, other.id DESC LIMIT 1) AS same_house,
         (SELECT json_agg(json_build_object('firstName', other.first_name, 'lastName', other.last_name))
            FROM (SELECT first_name, last_name FROM lead other
                   WHERE other.phone = subject.phone AND other.id <> subject.id AND other.pseudonymised_at IS NULL
                     AND other.real_created_at >= subject.real_created_at - make_interval(days => $2) AND other.real_created_at <= subject.real_created_at
                   ORDER BY other.real_created_at DESC LIMIT 50) other) AS names,
         (SELECT count(*) FROM (SELECT FROM lead other
           WHERE subject.consent_ip IS NOT NULL AND other.consent_ip = subject.consent_ip AND other.id <> subject.id
             AND other.real_created_at > subject.real_created_at - interval '1 hour' AND other.real_created_at <= subject.real_created_at
           LIMIT $3) counted) AS from_ip,
         (SELECT count(*) FROM (SELECT FROM lead other
           WHERE subject.client_session IS NOT NULL AND other.client_session = subject.client_session AND other.id <> subject.id
             AND other.real_created_at > subject.real_created_at - interval '1 hour' AND other.real_created_at <= subject.real_created_at
           LIMIT $3) counted) AS from_session
       FROM subject`,
      [id, windowDays, EARLIER_LEADS_COUNTED],
    );
    if (!row) return null;
    return {
      lead: {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        qualified: row.qualified,
        qualityFindings: row.quality_findings ?? [],
        qualityCheckedAt: row.quality_checked_at,
        pseudonymisedAt: row.pseudonymised_at,
        leadsource: { minQuality: row.min_quality, preQualified: row.pre_qualified, throttledAt: row.throttled_at, throttleReason: row.throttle_reason },
      },
      lookups: {
        sameHouseLeadId: row.same_house,
        samePhoneNames: row.names ?? [],
        earlierFromIp: Number(row.from_ip),
        earlierFromSession: Number(row.from_session),
      },
    };
  }

  /**
   * Stores the completed verdict once, in one statement with what follows from it (`alongside` adds parts
   * over the part named `completed`: its row when this run stored the verdict, with the lead's `qualified`
   * after it). A second run of the job (a retry after a crash) finds the lead checked and changes nothing.
   * A lead held for review is no longer qualified, so nothing sells it automatically. Answers the
   * statement's result row (for the outbox's `dispatchCollected`).
   */
  async complete(
    id: number,
    verdict: { score: number; status: LeadQualityStatus; findings: LeadQualityFinding[] },
    at: Date,
    hold: boolean,
    alongside: (statement: SqlStatement, completed: string) => void,
  ): Promise<Record<string, unknown>> {
    const statement = new SqlStatement();
    const p = (value: unknown, cast?: string) => statement.param(value, cast);
    const holdParam = p(hold, 'boolean');
    const completed = statement.with(
      'completed',
      `UPDATE lead SET quality_score = ${p(verdict.score)}, quality_status = ${p(verdict.status)}, quality_findings = ${p(JSON.stringify(verdict.findings), 'jsonb')},
              quality_checked_at = ${p(at, 'timestamptz')},
              qualified = CASE WHEN ${holdParam} THEN false ELSE qualified END,
              qualified_at = CASE WHEN ${holdParam} THEN NULL ELSE qualified_at END
        WHERE id = ${p(id)} AND quality_checked_at IS NULL
        RETURNING id, qualified`,
    );
    alongside(statement, completed);
    const { text, params } = statement.build(`(SELECT count(*) FROM ${completed})::int AS completed`);
    const [result]: Record<string, unknown>[] = await this.manager.query(text, params);
    return result;
  }
}
