import { Module } from '@nestjs/common';
import { SendMailJob } from './jobs/send-mail.job';
import { MailService } from './mail.service';
import { OutgoingMailRepository } from './outgoing-mail.repository';

@Module({
  providers: [OutgoingMailRepository, MailService, SendMailJob],
  exports: [MailService],
})
export class MailModule {}
