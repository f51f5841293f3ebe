import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobName, OutboxHandlers } from '@app/infrastructure';
import { MonthlyStatisticMailService } from '../monthly-mail/monthly-mail.service';

/** The outbox handler of libs/statistics: one organisation's monthly statistics mail (safe to repeat). */
@Injectable()
export class StatisticsJobs implements OnModuleInit {
  constructor(
    private readonly handlers: OutboxHandlers,
    private readonly mails: MonthlyStatisticMailService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.StatisticMail, { handle: ({ organisationId, year, month }) => this.mails.send(organisationId, { year, month }) });
  }
}
