import { Module } from '@nestjs/common';
import { MailModule } from '@app/mail';
import { StatisticsJobs } from './jobs/statistics.jobs';
import { MonthlyMailController } from './monthly-mail/monthly-mail.controller';
import { MonthlyMailRepository } from './monthly-mail/monthly-mail.repository';
import { MonthlyStatisticMailSchedule } from './monthly-mail/monthly-mail.schedule';
import { MonthlyStatisticMailService } from './monthly-mail/monthly-mail.service';
import { StatisticsController } from './statistics.controller';
import { StatisticsRepository } from './statistics.repository';
import { StatisticsService } from './statistics.service';

/** The money figures: sales per company and month, their details, the overview dashboard and the monthly statistics mail. */
@Module({
  imports: [MailModule],
  controllers: [MonthlyMailController, StatisticsController],
  providers: [StatisticsRepository, StatisticsService, MonthlyMailRepository, MonthlyStatisticMailService, MonthlyStatisticMailSchedule, StatisticsJobs],
  exports: [StatisticsService],
})
export class StatisticsModule {}
