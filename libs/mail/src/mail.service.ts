import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig, JobName, ListPage, Metrics, OutboxService, SqlStatement, Transactional } from '@app/infrastructure';
import { mailKindLabel, type ListQuery } from '@app/contract';
import { OutgoingMail } from './entities/outgoing-mail.entity';
import { MailException, NO_SMTP_MESSAGE } from './mail.exception';
import { AttachmentSummary, MailFilter, MailSortField, NewMail, OutgoingMailRepository } from './outgoing-mail.repository';
import { smtpOptions } from './smtp-options';

/** SMTP answers in the 5xx range are final (unknown recipient, refused); retrying cannot help. */
const isPermanent = (error: { responseCode?: number }) => (error.responseCode ?? 0) >= 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the Postausgang list shows of a mail; the body only comes with a single mail. `contentHidden`: the mail
 * carries an access link or code, its subject reads HIDDEN_CONTENT and its body is never shown.
 */
export type MailSummary = Pick<OutgoingMail, 'id' | 'kind' | 'recipient' | 'subject' | 'status' | 'error' | 'leadId' | 'createdAt' | 'sentAt'> & {
  kindLabel: string;
  contentHidden: boolean;
};
export type MailDetail = MailSummary & Pick<OutgoingMail, 'html' | 'text'> & { attachments: AttachmentSummary[] };

/** What staff see instead of a secret mail's subject and body. */
export const HIDDEN_CONTENT = 'Inhalt verborgen (enthält einen Zugangslink oder Code)';

const summary = ({ id, kind, recipient, subject, secret, status, error, leadId, createdAt, sentAt }: OutgoingMail): MailSummary => ({
  id,
  kind,
  kindLabel: mailKindLabel(kind),
  recipient,
  subject: secret ? HIDDEN_CONTENT : subject,
  contentHidden: secret,
  status,
  error,
  leadId,
  createdAt,
  sentAt,
});

/**
 * A link's `token` parameter shown as '…': an ordinary mail may still carry one (a buyer's complaint link in
 * a lead mail acts for the buyer); staff read the mail, the token stays with its recipient.
 */
export const withoutTokens = (content: string): string => content.replace(/([?&](?:amp;)?token=)[^&"'\s<>]+/gi, '$1…');

/**
 * Sends mail through SMTP_URL. Without it, mails are kept in the database ("held") so nothing is
 * silently dropped. Each mail is a row plus an outbox message written with its cause.
 */
@Injectable()
export class MailService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private transport?: Transporter;

  constructor(
    private readonly config: AppConfig,
    private readonly mails: OutgoingMailRepository,
    private readonly outbox: OutboxService,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    if (this.config.SMTP_URL) {
      this.transport = createTransport(smtpOptions(this.config.SMTP_URL));
    }
  }

  /** After the job queue drained (before-shutdown phase), so a mail being sent can finish. */
  onApplicationShutdown(): void {
    this.transport?.close();
  }

  /**
   * Records the mail in the caller's transaction; it goes out after the commit. Without SMTP_URL the
   * job could only mark it held, so it is stored held at once: every lead sends one, and the job cost
   * the intake two writes and four statements more.
   */
  async queue(mail: NewMail): Promise<OutgoingMail> {
    if (!this.config.SMTP_URL) return this.mails.insert(mail, 'held');
    const stored = await this.mails.insert(mail, 'queued');
    await this.outbox.add(JobName.SendMail, { mailId: stored.id });
    return stored;
  }

  /**
   * `queue` as a part of a statement the caller assembles and runs (SqlStatement): one mail per row of
   * the part `from`, its `lead_id` the SQL `leadId` over that row (`source.id`). The caller hands the
   * statement's outbox messages on (OutboxService.dispatchCollected).
   */
  queueIn(statement: SqlStatement, mail: Omit<NewMail, 'leadId' | 'attachments'>, from: string, leadId: string): void {
    const stored = this.mails.insertIn(statement, mail, this.config.SMTP_URL ? 'queued' : 'held', from, leadId);
    if (this.config.SMTP_URL) this.outbox.addIn(statement, JobName.SendMail, stored, { mailId: 'source.id' });
  }

  /**
   * Like `queue`, once per `dedupeKey` (e.g. 'invoice-41' or 'statistic-12-2026-11'): a run that
   * repeats finds the mail it wrote before and sends nothing twice.
   */
  @Transactional()
  async queueOnce(mail: NewMail, dedupeKey: string): Promise<OutgoingMail> {
    const { mail: stored, created } = await this.mails.insertOnce(mail, this.config.SMTP_URL ? 'queued' : 'held', dedupeKey);
    if (created && stored.status === 'queued') await this.outbox.add(JobName.SendMail, { mailId: stored.id });
    return stored;
  }

  /** Whether mails can go out at all; without SMTP_URL they are held. */
  get smtpConfigured(): boolean {
    return Boolean(this.config.SMTP_URL);
  }

  /**
   * Keeps a mail that cannot be sent now (no SMTP_URL) for the Postausgang. `dedupeKey` names its
   * cause, so a job that runs again (a retried delivery) finds the mail it held before.
   */
  async hold(mail: NewMail, dedupeKey: string): Promise<OutgoingMail> {
    return (await this.mails.insertOnce(mail, 'held', dedupeKey)).mail;
  }

  async list(query: ListQuery<MailSortField>, filter: MailFilter): Promise<ListPage<MailSummary>> {
    const page = await this.mails.page(query, filter);
    return { ...page, rows: page.rows.map(summary) };
  }

  async findOne(id: string): Promise<MailDetail> {
    const mail = await this.existing(id);
    if (mail.secret) return { ...summary(mail), html: '', text: '', attachments: [] };
    return { ...summary(mail), html: withoutTokens(mail.html), text: withoutTokens(mail.text), attachments: await this.mails.attachmentSummaries(mail.id) };
  }

  async status(): Promise<{ smtpConfigured: boolean; held: number }> {
    return { smtpConfigured: this.smtpConfigured, held: await this.mails.countHeld() };
  }

  /** Sends a held or failed mail again: queued now, the job runs after the commit. */
  @Transactional()
  async resend(id: string): Promise<MailSummary> {
    // An unknown mail is a 404 whether or not SMTP is set up.
    const mail = await this.existing(id);
    this.requireSmtp();
    if (mail.status !== 'held' && mail.status !== 'failed') {
      throw new MailException('NOT_RESENDABLE', 'Nur gehaltene oder fehlgeschlagene Mails können erneut gesendet werden.');
    }
    if (mail.bodyClearedAt) throw new MailException('NOT_RESENDABLE', 'Der Inhalt dieser Mail wurde aus Datenschutzgründen gelöscht; sie kann nicht erneut gesendet werden.');
    await this.mails.setStatus(mail.id, 'queued');
    await this.outbox.add(JobName.SendMail, { mailId: mail.id });
    return summary(Object.assign(new OutgoingMail(), mail, { status: 'queued', error: null }));
  }

  /** Every held mail goes out (once SMTP_URL is set). */
  @Transactional()
  async sendHeld(): Promise<{ queued: number }> {
    this.requireSmtp();
    const ids = await this.mails.requeueHeld();
    for (const mailId of ids) await this.outbox.add(JobName.SendMail, { mailId });
    return { queued: ids.length };
  }

  private requireSmtp(): void {
    if (!this.smtpConfigured) throw new MailException('SMTP_NOT_CONFIGURED', NO_SMTP_MESSAGE);
  }

  private async existing(id: string): Promise<OutgoingMail> {
    const mail = UUID.test(id) ? await this.mails.findById(id) : null;
    if (!mail) throw new MailException('MAIL_NOT_FOUND', `Mail ${id} gibt es nicht.`);
    return mail;
  }

  /** The outbox job: one attempt at sending a stored mail. */
  async deliver(mailId: string): Promise<void> {
    const mail = await this.mails.findById(mailId);
    if (!mail || mail.status === 'sent' || mail.status === 'held') return;
    if (!this.transport) {
      await this.mails.setStatus(mail.id, 'held');
      this.metrics.mailAttempt('held');
      return;
    }
    const attachments = await this.mails.attachmentsOf(mail.id);
    try {
      await this.transport.sendMail({
        from: this.config.MAIL_FROM,
        to: mail.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        // The same id on every attempt lets receiving servers drop a duplicate delivery.
        messageId: `<${mail.id}@leadportal>`,
      });
      await this.mails.setStatus(mail.id, 'sent');
      this.metrics.mailAttempt('sent');
    } catch (caught) {
      const error = caught as Error & { responseCode?: number; retryable?: boolean };
      const permanent = isPermanent(error);
      await this.mails.setStatus(mail.id, permanent ? 'failed' : 'queued', error.message);
      this.metrics.mailAttempt(permanent ? 'failed' : 'retry');
      this.logger.warn(`Mail ${mail.id} nicht versendet: ${error.message}`);
      if (permanent) error.retryable = false;
      throw error;
    }
  }
}
