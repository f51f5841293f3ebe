import { Injectable } from '@nestjs/common';
import { ListPage, TransactionalRepository } from '@app/common';
import type { ListQuery } from '@app/shared';
import { In } from 'typeorm';
import { MailStatus, OutgoingMail } from './entities/outgoing-mail.entity';

export type NewMail = Pick<OutgoingMail, 'kind' | 'recipient' | 'subject' | 'html' | 'text'> & { leadId?: number | null };

export const MAIL_SORT_FIELDS = ['createdAt', 'sentAt', 'status', 'kind', 'recipient', 'subject'] as const;
export type MailSortField = (typeof MAIL_SORT_FIELDS)[number];

export interface MailFilter {
  status?: MailStatus;
  kind?: string;
  /** Part of the recipient (or subject), case-insensitive. */
  q?: string;
}

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

  /** Stores a held mail once per key; a second call with the same key answers the stored one. */
  async insertHeldOnce(mail: NewMail, dedupeKey: string): Promise<OutgoingMail> {
    const repository = this.manager.getRepository(OutgoingMail);
    // ON CONFLICT DO NOTHING: a concurrent or repeated job with the same key leaves the first mail alone.
    await repository
      .createQueryBuilder()
      .insert()
      .values({ ...mail, leadId: mail.leadId ?? null, status: 'held', dedupeKey })
      .orIgnore()
      .execute();
    return repository.findOneByOrFail({ dedupeKey });
  }

  findById(id: string): Promise<OutgoingMail | null> {
    return this.manager.getRepository(OutgoingMail).findOneBy({ id });
  }

  findByLead(leadId: number): Promise<OutgoingMail[]> {
    return this.manager.getRepository(OutgoingMail).find({ where: { leadId }, order: { createdAt: 'ASC' } });
  }

  async page(query: ListQuery<MailSortField>, filter: MailFilter): Promise<ListPage<OutgoingMail>> {
    const builder = this.manager
      .getRepository(OutgoingMail)
      .createQueryBuilder('mail')
      .select(['mail.id', 'mail.kind', 'mail.recipient', 'mail.subject', 'mail.status', 'mail.error', 'mail.leadId', 'mail.createdAt', 'mail.sentAt']);
    if (filter.status) builder.andWhere('mail.status = :status', { status: filter.status });
    if (filter.kind) builder.andWhere('mail.kind = :kind', { kind: filter.kind });
    if (filter.q) {
      const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      builder.andWhere('(mail.recipient ILIKE :pattern OR mail.subject ILIKE :pattern)', { pattern });
    }
    builder
      .orderBy(`mail.${query.sort.field}`, query.sort.order, query.sort.order === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST')
      .addOrderBy('mail.id', query.sort.order)
      .skip(query.offset)
      .take(query.limit);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total, offset: query.offset };
  }

  countHeld(): Promise<number> {
    return this.manager.getRepository(OutgoingMail).countBy({ status: 'held' });
  }

  /** Every held mail becomes queued again; answers their ids, oldest first. */
  async requeueHeld(): Promise<string[]> {
    const mails = this.manager.getRepository(OutgoingMail);
    const held = await mails.find({ select: { id: true }, where: { status: 'held' }, order: { createdAt: 'ASC' } });
    const ids = held.map((mail) => mail.id);
    if (ids.length > 0) await mails.update({ id: In(ids), status: 'held' }, { status: 'queued', error: null });
    return ids;
  }

  async setStatus(id: string, status: MailStatus, error: string | null = null): Promise<void> {
    await this.manager
      .getRepository(OutgoingMail)
      .update({ id }, { status, error, sentAt: status === 'sent' ? new Date() : undefined });
  }
}
