import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/common';
import { MailStatus, OutgoingMail } from './entities/outgoing-mail.entity';

export type NewMail = Pick<OutgoingMail, 'kind' | 'recipient' | 'subject' | 'html' | 'text'> & { leadId?: number | null };

@Injectable()
export class OutgoingMailRepository extends TransactionalRepository {
  /** One plain INSERT: every lead writes its confirmation here, and TypeORM's save() costs more CPU than the statement. */
  async insert(mail: NewMail, status: Extract<MailStatus, 'queued' | 'held'>): Promise<OutgoingMail> {
    const [row]: { id: string; created_at: Date }[] = await this.manager.query(
      `INSERT INTO outgoing_mail (kind, recipient, subject, html, text, status, lead_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING id, created_at`,
      [mail.kind, mail.recipient, mail.subject, mail.html, mail.text, status, mail.leadId ?? null],
    );
    return Object.assign(new OutgoingMail(), {
      ...mail,
      leadId: mail.leadId ?? null,
      status,
      error: null,
      sentAt: null,
      id: row.id,
      createdAt: row.created_at,
    });
  }

  findById(id: string): Promise<OutgoingMail | null> {
    return this.manager.getRepository(OutgoingMail).findOneBy({ id });
  }

  findByLead(leadId: number): Promise<OutgoingMail[]> {
    return this.manager.getRepository(OutgoingMail).find({ where: { leadId }, order: { createdAt: 'ASC' } });
  }

  async setStatus(id: string, status: MailStatus, error: string | null = null): Promise<void> {
    await this.manager
      .getRepository(OutgoingMail)
      .update({ id }, { status, error, sentAt: status === 'sent' ? new Date() : undefined });
  }
}
