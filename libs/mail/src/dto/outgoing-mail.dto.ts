import { ApiProperty } from '@nestjs/swagger';
import { MAIL_STATUSES, type MailStatus } from '../entities/outgoing-mail.entity';
import type { MailDetail, MailSummary } from '../mail.service';
import type { AttachmentSummary } from '../outgoing-mail.repository';

/** A row of the Postausgang; the body only comes with a single mail. */
export class OutgoingMailDto implements MailSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'lead-delivery', description: 'Art der Mail (lead-delivery, invoice-invoice, dunning-step …)' }) kind: string;
  @ApiProperty({ example: 'Lead an Käufer', description: 'Die Art auf Deutsch' }) kindLabel: string;
  @ApiProperty() recipient: string;
  @ApiProperty({ description: "Betreff; bei einer Mail mit Zugangslink oder Code 'Inhalt verborgen (enthält einen Zugangslink oder Code)'" }) subject: string;
  @ApiProperty({ description: 'Die Mail enthält einen Zugangslink oder Code: Betreff, Text und Anhänge werden nie gezeigt (erneut senden geht)' })
  contentHidden: boolean;
  @ApiProperty({ enum: MAIL_STATUSES, description: 'held: ohne SMTP-Server gehalten' }) status: MailStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Grund des letzten Fehlschlags' }) error: string | null;
  @ApiProperty({ type: Number, nullable: true }) leadId: number | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true }) sentAt: Date | null;
}

export class MailAttachmentDto implements AttachmentSummary {
  @ApiProperty() filename: string;
  @ApiProperty() contentType: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
}

export class OutgoingMailDetailDto extends OutgoingMailDto implements MailDetail {
  @ApiProperty({ description: "leer bei contentHidden; Links zeigen ihren Parameter 'token' als '…'" }) html: string;
  @ApiProperty({ description: 'leer bei contentHidden' }) text: string;
  @ApiProperty({ type: [MailAttachmentDto] }) attachments: MailAttachmentDto[];
}

export class OutboxStatusDto {
  @ApiProperty({ description: 'SMTP_URL ist gesetzt' }) smtpConfigured: boolean;
  @ApiProperty({ description: 'Gehaltene Mails' }) held: number;
}

export class SendHeldResultDto {
  @ApiProperty({ description: 'Zum Senden eingereihte Mails' }) queued: number;
}
