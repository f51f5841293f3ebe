import { Injectable } from '@nestjs/common';
import { ListPage, SqlStatement, TransactionalRepository } from '@app/infrastructure';
import type { ListQuery, MailKind } from '@app/contract';
import { In } from 'typeorm';
import { OutgoingMailAttachment } from './entities/outgoing-mail-attachment.entity';
import { MailStatus, OutgoingMail } from './entities/outgoing-mail.entity';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail to store; `secret` when it carries an access link or code (see OutgoingMail.secret). */
export type NewMail = Pick<OutgoingMail, 'recipient' | 'subject' | 'html' | 'text'> & { kind: MailKind; secret?: boolean; leadId?: number | null; attachments?: MailAttachment[] };

/** What the Postausgang shows of an attachment (the content is only read when the mail is sent). */
export interface AttachmentSummary {
  filename: string;
  contentType: string;
  size: number;
}

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
      `INSERT INTO outgoing_mail (kind, recipient, subject, html, text, status, lead_id, secret)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       RETURNING id, created_at`,
      [mail.kind, mail.recipient, mail.subject, mail.html, mail.text, status, mail.leadId ?? null, mail.secret ?? false],
    );
    await this.insertAttachments(row.id, mail.attachments);
    const { attachments: _attachments, ...columns } = mail;
    return Object.assign(new OutgoingMail(), {
      ...columns,
      secret: mail.secret ?? false,
      leadId: mail.leadId ?? null,
      status,
      error: null,
      sentAt: null,
      id: row.id,
      createdAt: row.created_at,
    });
  }

  /** `insert` as a part of a statement others assemble: one mail per row of the part `from`. Answers the part's name. */
  insertIn(statement: SqlStatement, mail: Omit<NewMail, 'leadId' | 'attachments'>, status: Extract<MailStatus, 'queued' | 'held'>, from: string, leadId: string): string {
    const columns = [mail.kind, mail.recipient, mail.subject, mail.html, mail.text, status].map((value) => statement.param(value, 'text'));
    return statement.with(
      statement.freeName('mail'),
      `INSERT INTO outgoing_mail (kind, recipient, subject, html, text, status, secret, lead_id)
       SELECT ${columns.join(', ')}, ${mail.secret ? 'true' : 'false'}, ${leadId} FROM ${from} source
       RETURNING id`,
    );
  }

  /**
   * Stores a mail once per key; a second call with the same key answers the stored one and `created`
   * false (the caller then queues nothing more).
   */
  async insertOnce(mail: NewMail, status: Extract<MailStatus, 'queued' | 'held'>, dedupeKey: string): Promise<{ mail: OutgoingMail; created: boolean }> {
    const repository = this.manager.getRepository(OutgoingMail);
    const { attachments, ...columns } = mail;
    // ON CONFLICT DO NOTHING: a concurrent or repeated job with the same key leaves the first mail alone.
    const result = await repository
      .createQueryBuilder()
      .insert()
      .values({ ...columns, secret: mail.secret ?? false, leadId: mail.leadId ?? null, status, dedupeKey })
      .orIgnore()
      .execute();
    const stored = await repository.findOneByOrFail({ dedupeKey });
    // RETURNING gives no row when the key was taken.
    const created = Array.isArray(result.raw) && result.raw.length > 0;
    if (created) await this.insertAttachments(stored.id, attachments);
    return { mail: stored, created };
  }

  private async insertAttachments(mailId: string, attachments: MailAttachment[] | undefined): Promise<void> {
    if (!attachments?.length) return;
    await this.manager
      .getRepository(OutgoingMailAttachment)
      .insert(attachments.map((attachment, position) => ({ mailId, position, ...attachment })));
  }

  attachmentsOf(mailId: string): Promise<OutgoingMailAttachment[]> {
    return this.manager.getRepository(OutgoingMailAttachment).find({ where: { mailId }, order: { position: 'ASC' } });
  }

  async attachmentSummaries(mailId: string): Promise<AttachmentSummary[]> {
    const rows: { filename: string; content_type: string; size: number }[] = await this.manager.query(
      `SELECT filename, content_type, octet_length(content)::int AS size FROM outgoing_mail_attachment WHERE mail_id = $1 ORDER BY position`,
      [mailId],
    );
    return rows.map((row) => ({ filename: row.filename, contentType: row.content_type, size: row.size }));
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
      .select(['mail.id', 'mail.kind', 'mail.recipient', 'mail.subject', 'mail.secret', 'mail.status', 'mail.error', 'mail.leadId', 'mail.createdAt', 'mail.sentAt']);
    if (filter.status) builder.andWhere('mail.status = :status', { status: filter.status });
    if (filter.kind) builder.andWhere('mail.kind = :kind', { kind: filter.kind });
    // A secret mail's subject (a login code) is neither searched nor sorted by: a search for 'code: 6…' or
    // the order of the rows would tell it digit by digit.
    if (filter.q) {
      const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      builder.andWhere('(mail.recipient ILIKE :pattern OR (NOT mail.secret AND mail.subject ILIKE :pattern))', { pattern });
    }
    const sortBy = query.sort.field === 'subject' ? `CASE WHEN mail.secret THEN '' ELSE mail.subject END` : `mail.${query.sort.field}`;
    builder
      .orderBy(sortBy, query.sort.order, query.sort.order === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST')
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
