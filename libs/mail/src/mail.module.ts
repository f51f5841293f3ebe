import { Module } from '@nestjs/common';
import { SendMailJob } from './jobs/send-mail.job';
import { MailService } from './mail.service';
import { OutgoingMailRepository } from './outgoing-mail.repository';
import { OutgoingMailsController } from './outgoing-mails.controller';

@Module({
  controllers: [OutgoingMailsController],
  providers: [OutgoingMailRepository, MailService, SendMailJob],
  exports: [MailService],
})
export class MailModule {}
