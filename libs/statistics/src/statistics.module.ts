import { Module } from '@nestjs/common';
import { MailModule } from '@app/mail';
import { StatisticsJobs } from './jobs/statistics.jobs';
import { MonthlyMailController } from './monthly-mail/monthly-mail.controller';
import { MonthlyMailRepository } from './monthly-mail/monthly-mail.repository';
import { MonthlyStatisticMailSchedule } from './monthly-mail/monthly-mail.schedule';
import { MonthlyStatisticMailService } from './monthly-mail/monthly-mail.service';
import { QualityController } from './quality/quality.controller';
import { QualityRepository } from './quality/quality.repository';
import { QualityService } from './quality/quality.service';
import { StatisticsController } from './statistics.controller';
import { StatisticsRepository } from './statistics.repository';
import { StatisticsService } from './statistics.service';
import { SupplierScorecardController } from './suppliers/supplier-scorecard.controller';
import { SupplierScorecardRepository } from './suppliers/supplier-scorecard.repository';
import { SupplierScorecardService } from './suppliers/supplier-scorecard.service';

/** The money figures: sales per company and month, their details, the overview dashboard and the monthly statistics mail. */
@Module({
  imports: [MailModule],
  // Quality and the supplier scorecard before Statistics: their '…/export' would otherwise be read as ':orga/:date'.
  controllers: [MonthlyMailController, QualityController, SupplierScorecardController, StatisticsController],
  providers: [StatisticsRepository, QualityRepository, QualityService, SupplierScorecardRepository, SupplierScorecardService, StatisticsService, MonthlyMailRepository, MonthlyStatisticMailService, MonthlyStatisticMailSchedule, StatisticsJobs],
  exports: [StatisticsService],
})
export class StatisticsModule {}
