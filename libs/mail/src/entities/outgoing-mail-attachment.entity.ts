import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OutgoingMail } from './outgoing-mail.entity';

/**
 * A file sent with a mail (an invoice PDF, a statistics workbook), stored with the mail so a retry,
 * a held mail sent later and the Postausgang all see exactly what went out.
 */
@Entity('outgoing_mail_attachment')
@Index('ix_outgoing_mail_attachment_mail', ['mailId', 'position'])
export class OutgoingMailAttachment {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @ManyToOne(() => OutgoingMail, { nullable: false, onDelete: 'CASCADE' })
  mail: OutgoingMail;

  @Column({ type: 'uuid' })
  mailId: string;

  /** Order of the attachments in the mail. */
  @Column({ type: 'smallint' })
  position: number;

  @Column({ type: 'varchar', length: 255 })
  filename: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'bytea' })
  content: Buffer;
}
