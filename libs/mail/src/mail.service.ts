import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '@app/common/config/app-config';
import { OutboxMessage } from '@app/common/queue/outbox-message.entity';
import { OutboxHandlers } from '@app/common/queue/outbox-handlers';
import { OutboxTransaction } from '@app/common/queue/outbox.service';
import { OutgoingMail } from './entities/outgoing-mail.entity';
import { NewMail, OutgoingMailRepository } from './outgoing-mail.repository';
import { smtpOptions } from './smtp-options';

export const MAIL_TOPIC = 'mail.send';

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
    private readonly handlers: OutboxHandlers,
  ) {}

  onModuleInit(): void {
    if (this.config.SMTP_URL) {
      this.transport = createTransport(smtpOptions(this.config.SMTP_URL));
    }
    this.handlers.register(MAIL_TOPIC, { handle: (message) => this.deliver(message) });
  }

  /** After the job queue drained (before-shutdown phase), so a mail being sent can finish. */
  onApplicationShutdown(): void {
    this.transport?.close();
  }

  /** Records the mail in the unit of work; it goes out after the commit. */
  async queue(tx: OutboxTransaction, mail: NewMail): Promise<OutgoingMail> {
    const stored = await this.mails.insert(tx.manager, mail);
    await tx.add(MAIL_TOPIC, { mailId: stored.id });
    return stored;
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    const mail = await this.mails.findById(String(message.payload.mailId));
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
