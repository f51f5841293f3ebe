import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import type { PersonName } from '@app/lead-checks';
import { Lead, type LeadQualityFinding, type LeadQualityStatus } from '../entities/lead.entity';

/** What the checks after intake look up about other leads (each an index scan: migration LeadQuality). */
export interface QualityLookups {
  /** The latest other lead of the same house within the duplicate window, or null. */
  sameHouseLeadId: number | null;
  /** Names of other leads with the same phone within the duplicate window (their names are not stored with this lead). */
  samePhoneNames: PersonName[];
  /** Leads before this one within the hour, from the same client address or the same browser session. */
  earlierFromIp: number;
  earlierFromSession: number;
}

@Injectable()
export class LeadQualityRepository extends TransactionalRepository {
  findForCheck(id: number): Promise<Lead | null> {
    return this.manager.getRepository(Lead).findOne({ where: { id }, relations: { leadsource: true } });
  }

  async lookups(lead: Lead, windowDays: number): Promise<QualityLookups> {
    const [row]: { same_house: number | null; names: PersonName[] | null; from_ip: string; from_session: string }[] = await this.manager.query(
      `SELECT
         (SELECT other.id FROM lead other
           WHERE $2::varchar IS NOT NULL AND other.address_key = $2 AND other.id <> $1
             AND other.real_created_at >= $5::timestamptz - make_interval(days => $6) AND other.real_created_at <= $5
           ORDER BY other.real_created_at DESC, other.id DESC LIMIT 1) AS same_house,
         (SELECT json_agg(json_build_object('firstName', other.first_name, 'lastName', other.last_name))
            FROM (SELECT first_name, last_name FROM lead other
                   WHERE other.phone = $7 AND other.id <> $1 AND other.pseudonymised_at IS NULL
                     AND other.real_created_at >= $5::timestamptz - make_interval(days => $6) AND other.real_created_at <= $5
                   ORDER BY other.real_created_at DESC LIMIT 50) other) AS names,
         (SELECT count(*) FROM lead other
           WHERE $3::varchar IS NOT NULL AND other.consent_ip = $3 AND other.id <> $1
             AND other.real_created_at > $5::timestamptz - interval '1 hour' AND other.real_created_at <= $5) AS from_ip,
         (SELECT count(*) FROM lead other
           WHERE $4::varchar IS NOT NULL AND other.client_session = $4 AND other.id <> $1
             AND other.real_created_at > $5::timestamptz - interval '1 hour' AND other.real_created_at <= $5) AS from_session`,
      [lead.id, lead.addressKey, lead.consentIp, lead.clientSession, lead.realCreatedAt, windowDays, lead.phone],
    );
    return {
      sameHouseLeadId: row.same_house,
      samePhoneNames: row.names ?? [],
      earlierFromIp: Number(row.from_ip),
      earlierFromSession: Number(row.from_session),
    };
  }

  /**
   * Stores the completed verdict once: a second run of the job (a retry after a crash) finds it checked and
   * changes nothing. A lead held for review is no longer qualified, so nothing sells it automatically.
   * Answers whether this run stored it.
   */
  async complete(id: number, verdict: { score: number; status: LeadQualityStatus; findings: LeadQualityFinding[] }, at: Date, hold: boolean): Promise<boolean> {
    // An UPDATE answers [rows, count] (TypeORM's raw result for UPDATE and DELETE).
    const [rows]: [unknown[], number] = await this.manager.query(
      `UPDATE lead SET quality_score = $2, quality_status = $3, quality_findings = $4::jsonb, quality_checked_at = $5,
              qualified = CASE WHEN $6 THEN false ELSE qualified END,
              qualified_at = CASE WHEN $6 THEN NULL ELSE qualified_at END
        WHERE id = $1 AND quality_checked_at IS NULL
        RETURNING id`,
      [id, verdict.score, verdict.status, JSON.stringify(verdict.findings), at, hold],
    );
    return rows.length > 0;
  }
}
