import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { SqlStatement, TransactionalRepository } from '@app/infrastructure';
import { Lead } from './entities/lead.entity';

@Injectable()
export class LeadRepository extends TransactionalRepository {
  private get leads() {
    return this.manager.getRepository(Lead);
  }

  findById(id: number): Promise<Lead | null> {
    return this.leads.findOneBy({ id });
  }

  findWithSource(id: number): Promise<Lead | null> {
    return this.leads.findOne({ where: { id }, relations: { leadsource: true, consentVersion: true } });
  }

  async update(id: number, change: Partial<Pick<Lead, 'qualified' | 'qualifiedAt' | 'qualityStatus' | 'pipedriveId' | 'salutation' | 'firstName' | 'lastName' | 'phone' | 'email' | 'street' | 'zip' | 'city'>>): Promise<void> {
    if (Object.keys(change).length) await this.leads.update({ id }, change);
  }

  /** Holds the lead for the rest of the transaction, so two qualifications cannot sell it twice. */
  lockForUpdate(id: number): Promise<Lead | null> {
    return this.leads.createQueryBuilder('lead').setLock('pessimistic_write').where('lead.id = :id', { id }).getOne();
  }

  /** Holds the leads for the rest of the transaction, in id order so two requests cannot deadlock. */
  lockMany(ids: number[]): Promise<Lead[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.leads.createQueryBuilder('lead').setLock('pessimistic_write').where('lead.id IN (:...ids)', { ids }).orderBy('lead.id').getMany();
  }

  async markSupplierReclaimed(ids: number[], at: Date, reason: string): Promise<void> {
    await this.leads.update({ id: In(ids) }, { supplierReclaimedAt: at, supplierReclamationReason: reason });
  }

  /** A supplier's leads dated within the range: how many it delivered and how many were reclaimed from it. */
  async supplierMonth(leadsourceId: number, range: { start: Date; end: Date }): Promise<{ delivered: number; reclaimed: number }> {
    const [row]: { delivered: string; reclaimed: string }[] = await this.manager.query(
      `SELECT count(*) AS delivered, count(*) FILTER (WHERE supplier_reclaimed_at IS NOT NULL) AS reclaimed
         FROM lead WHERE leadsource_id = $1 AND created_at >= $2 AND created_at < $3`,
      [leadsourceId, range.start, range.end],
    );
    return { delivered: Number(row.delivered), reclaimed: Number(row.reclaimed) };
  }

  /** The newest lead with this deal id in the operator's CRM. */
  findByPipedriveId(pipedriveId: string): Promise<Lead | null> {
    return this.leads.findOne({ where: { pipedriveId }, order: { id: 'DESC' } });
  }

  findByExternalId(leadsourceId: number, externalId: string): Promise<Lead | null> {
    return this.leads.findOneBy({ leadsourceId, externalId });
  }

  /**
   * Stores a new lead in one statement, together with what `alongside` adds to that statement (its
   * confirmation mail, its outbox messages: parts that select from the lead's part, where `source.id`
   * is the new lead's number). The lead is flagged as duplicate of the latest lead of the same person
   * (same phone or e-mail) that arrived within `windowDays` before this one's `realCreatedAt`. Nothing is
   * stored when `refuseIf` (SQL, e.g. the 'Nicht kontaktieren' check) is true, nor when the supplier's
   * `externalId` was stored before ('existing') or is stored meanwhile by a concurrent delivery ('taken':
   * ON CONFLICT, no error, so no savepoint is needed). One round trip and no transaction of its own: the
   * statement commits whole or not at all (see SqlStatement); prepared, as its few shapes come again and
   * again. Phone and e-mail are cast once in both places: PostgreSQL refuses a parameter whose type it
   * deduces differently in two places.
   */
  async storeNew(lead: NewLead, { windowDays, refuseIf, claim, alongside }: StoreNewOptions): Promise<NewLeadResult> {
    const statement = new SqlStatement();
    const p = (value: unknown, cast: string) => statement.param(value, cast);
    statement.with('lead_refused', `SELECT ${refuseIf?.(statement) ?? 'false'} AS refused`);
    const externalId = lead.externalId ?? null;
    statement.with(
      'lead_existing',
      externalId === null ? 'SELECT NULL::int AS id WHERE false' : `SELECT id FROM lead WHERE leadsource_id = ${p(lead.leadsourceId, 'int')} AND external_id = ${p(externalId, 'varchar')}`,
    );
    // A claim (a ping only one lead may use) is taken only for a lead that will be stored, and the lead only with it.
    const claimed = claim ? claim(statement, 'NOT (SELECT refused FROM lead_refused) AND NOT EXISTS (SELECT 1 FROM lead_existing)') : null;
    const phone = p(lead.phone, 'varchar');
    const email = p(lead.email, 'varchar');
    const realCreatedAt = p(lead.realCreatedAt, 'timestamptz');
    const values = [
      p(lead.createdAt, 'timestamptz'),
      realCreatedAt,
      p(lead.qualified, 'boolean'),
      p(lead.qualifiedAt, 'timestamptz'),
      p(lead.salutation, 'varchar'),
      p(lead.firstName, 'varchar'),
      p(lead.lastName, 'varchar'),
      phone,
      email,
      p(lead.street, 'varchar'),
      p(lead.zip, 'varchar'),
      p(lead.city, 'varchar'),
      p(JSON.stringify(lead.data ?? {}), 'jsonb'),
      p(JSON.stringify(lead.details ?? []), 'jsonb'),
      p(lead.leadsourceId, 'int'),
      p(externalId, 'varchar'),
      p(lead.consentText ?? null, 'text'),
      p(lead.consentAt ?? null, 'timestamptz'),
      p(lead.consentIp ?? null, 'varchar'),
      p(lead.consentUserAgent ?? null, 'varchar'),
      p(lead.fromUrl ?? null, 'varchar'),
      p(lead.consentVersionId ?? null, 'int'),
      p(lead.consentProofUrl ?? null, 'varchar'),
      p(lead.emailConfirmTokenHash ?? null, 'varchar'),
      p(lead.qualityScore ?? null, 'int'),
      p(lead.qualityStatus ?? null, 'varchar'),
      p(JSON.stringify(lead.qualityFindings ?? []), 'jsonb'),
      p(lead.addressKey ?? null, 'varchar'),
      p(lead.clientSession ?? null, 'varchar'),
      p(lead.pingId ?? null, 'uuid'),
      p(lead.pingPrice ?? null, 'numeric'),
    ];
    const leadPart = statement.with(
      'new_lead',
      `INSERT INTO lead (created_at, real_created_at, qualified, qualified_at, salutation, first_name, last_name,
                         phone, email, street, zip, city, data, details, leadsource_id, external_id,
                         consent_text, consent_at, consent_ip, consent_user_agent, from_url,
                         consent_version_id, consent_proof_url, email_confirm_token_hash,
                         quality_score, quality_status, quality_findings, address_key, client_session, ping_id, ping_price,
                         duplicate_of_id)
       SELECT ${values.join(', ')},
              (SELECT earlier.id FROM lead earlier
                WHERE (earlier.phone = ${phone} OR earlier.email = ${email})
                  AND earlier.real_created_at >= ${realCreatedAt} - make_interval(days => ${p(windowDays, 'int')})
                ORDER BY earlier.real_created_at DESC, earlier.id DESC
                LIMIT 1)
        WHERE NOT (SELECT refused FROM lead_refused) AND NOT EXISTS (SELECT 1 FROM lead_existing)${claimed ? ` AND EXISTS (SELECT 1 FROM ${claimed})` : ''}
       ON CONFLICT (leadsource_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
       RETURNING id, duplicate_of_id`,
    );
    alongside?.(statement, leadPart);
    const { text, params } = statement.build(
      `(SELECT id FROM lead_existing) AS existing_id, (SELECT refused FROM lead_refused) AS refused,
       (SELECT id FROM new_lead) AS id, (SELECT duplicate_of_id FROM new_lead) AS duplicate_of_id${claimed ? `, EXISTS (SELECT 1 FROM ${claimed}) AS claimed` : ''}`,
    );
    const [row] = await this.queryPrepared<Record<string, unknown> & { existing_id: number | null; refused: boolean; id: number | null; duplicate_of_id: number | null; claimed?: boolean }>(
      text,
      params,
    );
    if (row.existing_id !== null) return { outcome: 'existing', id: row.existing_id, result: row };
    if (row.refused) return { outcome: 'refused', result: row };
    if (claimed && row.id === null && !row.claimed) return { outcome: 'unclaimed', result: row };
    if (row.id === null) return { outcome: 'taken', result: row };
    const stored = Object.assign(new Lead(), {
      data: {},
      details: [],
      externalId: null,
      pipedriveId: null,
      consentText: null,
      consentAt: null,
      consentIp: null,
      consentUserAgent: null,
      fromUrl: null,
      consentVersionId: null,
      consentProofUrl: null,
      emailConfirmTokenHash: null,
      emailConfirmedAt: null,
      emailConfirmIp: null,
      emailConfirmUserAgent: null,
      supplierReclaimedAt: null,
      supplierReclamationReason: null,
      pseudonymisedAt: null,
      qualityScore: null,
      qualityStatus: null,
      qualityFindings: [],
      qualityCheckedAt: null,
      addressKey: null,
      clientSession: null,
      pingId: null,
      pingPrice: null,
      ...lead,
      id: row.id,
      duplicateOfId: row.duplicate_of_id,
    });
    return { outcome: 'stored', lead: stored, result: row };
  }
}

export interface StoreNewOptions {
  /** The duplicate window (setting 'Dubletten-Zeitraum'). */
  windowDays: number;
  /** SQL that refuses the lead when true; may add parameters to the statement. */
  refuseIf?: (statement: SqlStatement) => string;
  /**
   * Adds a part that claims what only one lead may have (a ping), under `when` (SQL: the lead is neither refused
   * nor known), and answers the part's name: the lead is stored only when that part returns a row. Concurrent
   * claims of the same thing wait for each other's row lock, so exactly one lead gets it; the others are 'unclaimed'.
   */
  claim?: (statement: SqlStatement, when: string) => string;
  /** Adds the parts written with the lead, selecting from `leadPart` (one row, `id`, when the lead is stored). */
  alongside?: (statement: SqlStatement, leadPart: string) => void;
}

/**
 * What became of a new lead; `result` is the statement's answer, which also carries the rows other
 * libs' parts collected (OutboxService.dispatchCollected).
 */
export type NewLeadResult = { result: Record<string, unknown> } & (
  | { outcome: 'stored'; lead: Lead }
  | { outcome: 'existing'; id: number }
  /** The claim (see StoreNewOptions) was not to be had: nothing stored. */
  | { outcome: 'unclaimed' }
  | { outcome: 'refused' }
  | { outcome: 'taken' }
);

/** What the intake knows of a new lead; the database adds its number and the duplicate flag. */
export type NewLead = Pick<
  Lead,
  | 'leadsourceId'
  | 'createdAt'
  | 'realCreatedAt'
  | 'qualified'
  | 'qualifiedAt'
  | 'salutation'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'street'
  | 'zip'
  | 'city'
> &
  Partial<Pick<Lead, 'data' | 'details' | 'externalId' | 'consentText' | 'consentAt' | 'consentIp' | 'consentUserAgent' | 'fromUrl' | 'consentVersionId' | 'consentProofUrl' | 'emailConfirmTokenHash'>> &
  Partial<Pick<Lead, 'qualityScore' | 'qualityStatus' | 'qualityFindings' | 'addressKey' | 'clientSession' | 'pingId' | 'pingPrice'>>;
