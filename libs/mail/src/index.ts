// The public surface of libs/mail.
export * from './mail.module';
export * from './mail.service';
export * from './mail.exception';
export * from './smtp-options';
export * from './entities/outgoing-mail.entity';
export * from './entities/outgoing-mail-attachment.entity';
export type { NewMail, MailFilter, MailAttachment, AttachmentSummary } from './outgoing-mail.repository';
export * from './privacy/mail-privacy.service';
