import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Leadsource } from '@app/leadsources';
import type { Finding, QualityStatus } from '@app/lead-checks';
import { ConsentTextVersion } from '@app/settings';

/** One click of the funnel as the client sent it (spec: click history entry). */
export interface ClickHistoryEntry {
  title?: string;
  id?: number;
  key: string;
  action: { title: string; freeText?: string };
}

/**
 * A homeowner's enquiry. Its number (`id`, also called `lId`) is what buyers and staff know it by.
 * `data` holds the answers by funnel step key.
 */
@Entity('lead')
@Index('uq_lead_source_external_id', ['leadsourceId', 'externalId'], { unique: true, where: '"external_id" IS NOT NULL' })
// The lists' indexes end in the tie-break id (migration LeadDayTally).
@Index('ix_lead_created_id', ['createdAt', 'id'])
@Index('ix_lead_source_created_id', ['leadsourceId', 'createdAt', 'id'])
@Index('ix_lead_qualified_created_id', ['createdAt', 'id'], { where: '"qualified"' })
// Expression indexes for the name filters (migrations LeadLists, LeadDayTally): TypeORM cannot describe them, so it leaves them alone.
@Index('ix_lead_last_name_prefix', { synchronize: false })
@Index('ix_lead_first_name_prefix', { synchronize: false })
// The daily retention run reads the leads still holding personal data, oldest first (migration Privacy).
@Index('ix_lead_retention', ['realCreatedAt', 'id'], { where: '"pseudonymised_at" IS NULL' })
// Lead quality (migration LeadQuality): Einkauf's 'Zu prüfen', and the later checks' lookups by house, address, browser.
@Index('ix_lead_quality_review', ['createdAt', 'id'], { where: `"quality_status" = 'review'` })
@Index('ix_lead_address_key', ['addressKey', 'realCreatedAt'], { where: '"address_key" IS NOT NULL' })
@Index('ix_lead_consent_ip', ['consentIp', 'realCreatedAt'], { where: '"consent_ip" IS NOT NULL' })
@Index('ix_lead_client_session', ['clientSession', 'realCreatedAt'], { where: '"client_session" IS NOT NULL' })
export class Lead {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** The lead's date as staff see and may correct it. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** When it really arrived; never changed. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  realCreatedAt: Date;

  @Column({ type: 'boolean', default: false })
  qualified: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  qualifiedAt: Date | null;

  @Column({ type: 'varchar', length: 20, default: '' })
  salutation: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  /** Normalised: +49… */
  @Index('ix_lead_phone')
  @Column({ type: 'varchar', length: 30 })
  phone: string;

  /** Lower-case. */
  @Index('ix_lead_email')
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Street and house number. */
  @Column({ type: 'varchar', length: 250 })
  street: string;

  @Index('ix_lead_zip')
  @Column({ type: 'varchar', length: 5 })
  zip: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  city: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  data: Record<string, string>;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  details: ClickHistoryEntry[];

  @ManyToOne(() => Leadsource, { nullable: false, onDelete: 'RESTRICT' })
  leadsource: Leadsource;

  @Column({ type: 'integer' })
  leadsourceId: number;

  /** The supplier's own id, so a repeated delivery does not create a second lead. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  externalId: string | null;

  /** Deal id in the operator's CRM. */
  @Index('ix_lead_pipedrive_id')
  @Column({ type: 'varchar', length: 50, nullable: true })
  pipedriveId: string | null;

  /** The earlier lead of the same person (same phone or e-mail within the duplicate window). */
  @Column({ type: 'integer', nullable: true })
  duplicateOfId: number | null;

  @Column({ type: 'text', nullable: true })
  consentText: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  consentAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  consentIp: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  consentUserAgent: string | null;

  /** The version of the consent text the lead was given under (funnel line or the supplier's text). */
  @ManyToOne(() => ConsentTextVersion, { nullable: true, onDelete: 'RESTRICT' })
  consentVersion: ConsentTextVersion | null;

  @Column({ type: 'integer', nullable: true })
  consentVersionId: number | null;

  /** A supplier's address where its proof of the consent can be seen (form, recording). */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  consentProofUrl: string | null;

  /** SHA-256 of the double opt-in link's token (the token itself only goes out in the mail). */
  @Index('uq_lead_email_confirm_token', { unique: true, where: '"email_confirm_token_hash" IS NOT NULL' })
  @Column({ type: 'varchar', length: 64, nullable: true })
  emailConfirmTokenHash: string | null;

  /** When the person opened the double opt-in link; with the address and browser it came from. */
  @Column({ type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  emailConfirmIp: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  emailConfirmUserAgent: string | null;

  /** Staff gave the lead back to its supplier (Einkauf: bulk reclaim); it is then not paid for. */
  @Column({ type: 'timestamptz', nullable: true })
  supplierReclaimedAt: Date | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  supplierReclamationReason: string | null;

  /** The funnel page address the lead was sent from. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  fromUrl: string | null;

  /**
   * When the person's data was removed (erasure, Art. 17 DSGVO, or the retention run): contact, free text
   * and consent IP/browser are gone; the number, postcode, answers by key and sales stay.
   */
  @Column({ type: 'timestamptz', nullable: true })
  pseudonymisedAt: Date | null;

  /** The quality verdict's score 0–100 (libs/lead-checks); null for leads stored before the checks existed. */
  @Column({ type: 'integer', nullable: true })
  qualityScore: number | null;

  /** 'ok', 'review' (held for staff: below the source's 'Mindestqualität') or 'rejected'; null: not checked. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  qualityStatus: LeadQualityStatus | null;

  /** What the checks found, each with its German text. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  qualityFindings: LeadQualityFinding[];

  /** When the checks that run after intake (DNS, the same house, velocity) completed the verdict. */
  @Column({ type: 'timestamptz', nullable: true })
  qualityCheckedAt: Date | null;

  /** Street and postal code normalised ('Hauptstr. 5' = 'Hauptstraße 5'): the same house from any supplier. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  addressKey: string | null;

  /** The funnel's browser session (a random id the funnel keeps per tab): many leads from one browser. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientSession: string | null;

  /** The supplier's ping this lead was posted with (ping/post); the ping itself is gone after ten minutes. */
  @Column({ type: 'uuid', nullable: true })
  pingId: string | null;

  /** EUR the supplier is paid for this lead, as its ping offered; null: the source's 'Einkaufspreis je Lead'. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  pingPrice: string | null;
}

/** The verdict's status and findings as libs/lead-checks defines them. */
export type LeadQualityStatus = QualityStatus;
export type LeadQualityFinding = Finding;
