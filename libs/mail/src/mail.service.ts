import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig, JobName, OutboxService } from '@app/common';
import { OutgoingMail } from './entities/outgoing-mail.entity';
import { NewMail, OutgoingMailRepository } from './outgoing-mail.repository';
import { smtpOptions } from './smtp-options';

/** SMTP answers in the 5xx range are final (unknown recipient, refused); retrying cannot help. */
const isPermanent = (error: { responseCode?: number }) => (error.responseCode ?? 0) >= 500;

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

  /** The outbox job: one attempt at sending a stored mail. */
  async deliver(mailId: string): Promise<void> {
    const mail = await this.mails.findById(mailId);
    if (!mail || mail.status === 'sent' || mail.status === 'held') return;
    if (!this.transport) {
      await this.mails.setStatus(mail.id, 'held');
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.config.MAIL_FROM,
        to: mail.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // The same id on every attempt lets receiving servers drop a duplicate delivery.
        messageId: `<${mail.id}@leadportal>`,
      });
      await this.mails.setStatus(mail.id, 'sent');
    } catch (caught) {
      const error = caught as Error & { responseCode?: number; retryable?: boolean };
      const permanent = isPermanent(error);
      await this.mails.setStatus(mail.id, permanent ? 'failed' : 'queued', error.message);
      this.logger.warn(`Mail ${mail.id} an ${mail.recipient} nicht versendet: ${error.message}`);
      if (permanent) error.retryable = false;
      throw error;
    }
  }
}
