import { Module } from '@nestjs/common';
import { SendMailJob } from './jobs/send-mail.job';
import { MailService } from './mail.service';
import { OutgoingMailRepository } from './outgoing-mail.repository';
import { OutgoingMailsController } from './outgoing-mails.controller';
import { MailPrivacyRepository } from './privacy/mail-privacy.repository';
import { MailPrivacyService } from './privacy/mail-privacy.service';

@Module({
  controllers: [OutgoingMailsController],
  providers: [OutgoingMailRepository, MailService, SendMailJob, MailPrivacyRepository, MailPrivacyService],
  exports: [MailService, MailPrivacyService],
})
export class MailModule {}
