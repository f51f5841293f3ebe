import { Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { OutgoingMailRepository } from './outgoing-mail.repository';

@Module({
  providers: [OutgoingMailRepository, MailService],
  exports: [MailService, OutgoingMailRepository],
})
export class MailModule {}
