import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { OutgoingMail } from '../entities/outgoing-mail.entity';

/** What an Art. 15 answer lists of a mail about the person's lead (never its content). */
export type MailOfLead = Pick<OutgoingMail, 'id' | 'kind' | 'recipient' | 'subject' | 'status' | 'leadId' | 'createdAt' | 'sentAt' | 'bodyClearedAt'>;

/** Mails as data-protection requests and the retention run see them. */
@Injectable()
export class MailPrivacyRepository extends TransactionalRepository {
  /** The mails about the leads (ix_outgoing_mail_lead), oldest first. */
  ofLeads(leadIds: number[]): Promise<MailOfLead[]> {
    if (leadIds.length === 0) return Promise.resolve([]);
    return this.manager
      .getRepository(OutgoingMail)
      .createQueryBuilder('m')
      .select(['m.id', 'm.kind', 'm.recipient', 'm.subject', 'm.status', 'm.leadId', 'm.createdAt', 'm.sentAt', 'm.bodyClearedAt'])
      .where('m.leadId IN (:...leadIds)', { leadIds })
      .orderBy('m.createdAt', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .getMany();
  }

  /**
   * Empties the mails about the leads: content and attachments go, the subject says why, a recipient that
   * is one of `personAddresses` (the person's own confirmation mail) goes too, and a mail not yet sent is
   * marked failed so it never goes out empty. Answers how many mails it emptied.
   */
  async eraseOfLeads(leadIds: number[], personAddresses: string[], subject: string, at: Date): Promise<number> {
    if (leadIds.length === 0) return 0;
    // An UPDATE answers [rows, count] through the query runner.
    const [rows]: [{ id: string }[], number] = await this.manager.query(
      `UPDATE outgoing_mail
          SET html = '', text = '', subject = $3::text, body_cleared_at = $4,
              recipient = CASE WHEN lower(recipient) = ANY($2) THEN '' ELSE recipient END,
              status = CASE WHEN status IN ('held', 'queued') THEN 'failed' ELSE status END,
              error = CASE WHEN status IN ('held', 'queued') THEN $3::text ELSE error END
        WHERE lead_id = ANY($1)
        RETURNING id`,
      [leadIds, personAddresses, subject, at],
    );
    await this.deleteAttachments(rows.map((row) => row.id));
    return rows.length;
  }

  /**
   * Empties up to `limit` sent or failed mails created before `before` (ix_outgoing_mail_body_kept): text,
   * HTML and attachments go; mails still held or queued are work not yet done and stay. Answers how many.
   */
  async clearBodiesBefore(before: Date, limit: number, at: Date): Promise<number> {
    const [rows]: [{ id: string }[], number] = await this.manager.query(
      `UPDATE outgoing_mail SET html = '', text = '', body_cleared_at = $3
        WHERE id IN (SELECT id FROM outgoing_mail
                      WHERE body_cleared_at IS NULL AND created_at < $1 AND status IN ('sent', 'failed')
                      ORDER BY created_at LIMIT $2)
        RETURNING id`,
      [before, limit, at],
    );
    await this.deleteAttachments(rows.map((row) => row.id));
    return rows.length;
  }

  private async deleteAttachments(mailIds: string[]): Promise<void> {
    if (mailIds.length) await this.manager.query(`DELETE FROM outgoing_mail_attachment WHERE mail_id = ANY($1::uuid[])`, [mailIds]);
  }
}
