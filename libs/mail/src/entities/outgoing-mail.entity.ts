import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * queued: waiting for its outbox job; sent: handed to the SMTP server; held: no SMTP_URL is configured,
 * so it stays here to be read in the back office; failed: the SMTP server refused it for good.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'held', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Every mail the product sends, written in the same transaction as its cause. */
@Entity('outgoing_mail')
@Index('ix_outgoing_mail_created', ['createdAt'])
// The retention run clears the bodies of old mails, oldest first, among those still holding one (migration Privacy).
@Index('ix_outgoing_mail_body_kept', ['createdAt'], { where: '"body_cleared_at" IS NULL' })
export class OutgoingMail {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** What the mail is about, e.g. 'lead-confirmation'. */
  @Column({ type: 'varchar', length: 50 })
  kind: string;

  @Column({ type: 'varchar', length: 1000 })
  recipient: string;

  @Column({ type: 'varchar', length: 500 })
  subject: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'text' })
  text: string;

  /**
   * The mail carries an access link or code (an invitation, a password link, a login code, a double opt-in
   * link): only its recipient may read it. The Postausgang shows its kind, recipient, status and times, never
   * its subject, body or attachments; it can still be sent again.
   */
  @Column({ type: 'boolean', default: false })
  secret: boolean;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status: MailStatus;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Index('ix_outgoing_mail_lead')
  @Column({ type: 'integer', nullable: true })
  leadId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /**
   * Set when the cause may run again (a retried delivery job): the same key is one mail, so a retry
   * does not store it twice. E.g. 'sale-91' for the lead mail of sale 91.
   */
  @Index('uq_outgoing_mail_dedupe_key', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  dedupeKey: string | null;

  /**
   * When its content (text, HTML, attachments) was removed: by the retention run after the days of the
   * setting 'Aufbewahrung', or with the erasure of its lead (Art. 17 DSGVO). Recipient, subject and status stay.
   */
  @Column({ type: 'timestamptz', nullable: true })
  bodyClearedAt: Date | null;
}
