import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The before and after of a change, personal data values masked. */
export interface AuditChanges {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * One row of the audit trail: who did what to which object, when and from where. Append-only (a
 * trigger refuses UPDATE, DELETE and TRUNCATE) and chained: `hash` = HMAC-SHA256 with the audit key over
 * prevHash + canonical JSON of the row's content), and `prevHash` is the hash of the row before it in the chain (`chainSeq` order), so a row
 * edited or removed later shows in `npm run audit:verify`. A row is written unchained and gets its place
 * right after its transaction commits (AuditChainer): the only change the trigger lets through.
 */
@Entity('audit_entry')
@Index('ix_audit_entry_chain_seq', ['chainSeq'], { unique: true })
@Index('ix_audit_entry_entity', ['entityType', 'entityId', 'id'])
@Index('ix_audit_entry_user', ['userId', 'id'])
@Index('ix_audit_entry_at', ['at'])
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'timestamptz' })
  at: Date;

  /** Null for the system (jobs) and for failed logins of unknown addresses. */
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  userEmail: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  role: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 60 })
  action: string;

  @Column({ type: 'varchar', length: 60 })
  entityType: string;

  @Column({ type: 'text', nullable: true })
  entityId: string | null;

  @Column({ type: 'jsonb', nullable: true })
  changes: AuditChanges | null;

  @Column({ type: 'jsonb', nullable: true })
  details: Record<string, unknown> | null;

  /** Null until the row is chained (moments after its transaction commits), like the two after it. */
  @Column({ type: 'char', length: 64, nullable: true })
  prevHash: string | null;

  @Column({ type: 'char', length: 64, nullable: true })
  hash: string | null;

  /** The row's place in the chain: the order of chaining, which follows the commits, not the ids. */
  @Column({ type: 'bigint', nullable: true })
  chainSeq: string | null;

  /**
   * True: `hash` is keyed (HMAC with the audit key, which is not in the database). False only for the rows
   * chained before the chain was keyed (plain SHA-256); null until chained.
   */
  @Column({ type: 'boolean', nullable: true })
  hashKeyed: boolean | null;
}
