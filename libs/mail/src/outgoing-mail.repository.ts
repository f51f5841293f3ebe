import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MailStatus, OutgoingMail } from './entities/outgoing-mail.entity';

export type NewMail = Pick<OutgoingMail, 'kind' | 'recipient' | 'subject' | 'html' | 'text'> & { leadId?: number | null };

@Injectable()
export class OutgoingMailRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  insert(manager: EntityManager, mail: NewMail): Promise<OutgoingMail> {
    const repository = manager.getRepository(OutgoingMail);
    return repository.save(repository.create({ ...mail, leadId: mail.leadId ?? null, status: 'queued' }));
  }

  findById(id: string): Promise<OutgoingMail | null> {
    return this.dataSource.getRepository(OutgoingMail).findOneBy({ id });
  }

  findByLead(leadId: number): Promise<OutgoingMail[]> {
    return this.dataSource.getRepository(OutgoingMail).find({ where: { leadId }, order: { createdAt: 'ASC' } });
  }

  async setStatus(id: string, status: MailStatus, error: string | null = null): Promise<void> {
    await this.dataSource
      .getRepository(OutgoingMail)
      .update({ id }, { status, error, sentAt: status === 'sent' ? new Date() : undefined });
  }
}
