import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/common';
import { MailStatus, OutgoingMail } from './entities/outgoing-mail.entity';

export type NewMail = Pick<OutgoingMail, 'kind' | 'recipient' | 'subject' | 'html' | 'text'> & { leadId?: number | null };

@Injectable()
export class OutgoingMailRepository extends TransactionalRepository {
  insert(mail: NewMail): Promise<OutgoingMail> {
    const repository = this.manager.getRepository(OutgoingMail);
    return repository.save(repository.create({ ...mail, leadId: mail.leadId ?? null, status: 'queued' }));
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
