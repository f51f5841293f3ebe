import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobName, OutboxHandlers } from '@app/infrastructure';
import { MailService } from '../mail.service';

@Injectable()
export class SendMailJob implements OnModuleInit {
  constructor(
    private readonly handlers: OutboxHandlers,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.SendMail, { handle: ({ mailId }) => this.mail.deliver(mailId) });
  }
}
