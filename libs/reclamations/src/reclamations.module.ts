import { Module, OnModuleInit } from '@nestjs/common';
import { AuthModule } from '@app/auth';
import { DistributionModule } from '@app/distribution';
import { GeoModule } from '@app/geo';
import { StorageModule, StoredFileOwners } from '@app/infrastructure';
import { LeadsModule } from '@app/leads';
import { MailModule } from '@app/mail';
import { ComplaintRates, OrganisationsModule } from '@app/organisations';
import { SalesModule } from '@app/sales';
import { SettingsModule } from '@app/settings';
import { ComplaintRatesService } from './complaint-rates.service';
import { DocumentDownloadController } from './document-download.controller';
import { EvaluationRepository } from './evaluation/evaluation.repository';
import { LeadEvaluationController } from './evaluation/lead-evaluation.controller';
import { LeadEvaluationSchedule } from './evaluation/lead-evaluation.schedule';
import { LeadEvaluationService } from './evaluation/lead-evaluation.service';
import { ReclamationsJobs } from './jobs/reclamations.jobs';
import { PublicReclamationController } from './public-reclamation.controller';
import { PublicReclamationService } from './public-reclamation.service';
import { ReclamationAccess } from './reclamation-access';
import { ReclamationDocumentsService } from './reclamation-documents.service';
import { ReclamationQueueController } from './reclamation-queue.controller';
import { ReclamationReasonsController } from './reclamation-reasons.controller';
import { ReclamationQueueService } from './reclamation-queue.service';
import { ReclamationRepository } from './reclamation.repository';
import { ComplaintPrivacyRepository } from './privacy/complaint-privacy.repository';
import { ComplaintPrivacyService } from './privacy/complaint-privacy.service';
import { ComplaintRulesService } from './rules/complaint-rules.service';

/**
 * Buyers' complaints about sales: the public complaint page's calls with uploads, the staff queue and
 * decisions, and the monthly lead evaluation mail that asks buyers about their leads. Plugs the
 * complaint rate into the organisation detail (ComplaintRates). The reason catalogue and the rules that accept
 * what the product can prove (rules/) decide the obvious complaints when they are filed.
 */
@Module({
  imports: [AuthModule, SalesModule, LeadsModule, DistributionModule, GeoModule, MailModule, SettingsModule, OrganisationsModule, StorageModule],
  controllers: [PublicReclamationController, ReclamationReasonsController, DocumentDownloadController, ReclamationQueueController, LeadEvaluationController],
  providers: [
    ReclamationRepository,
    ReclamationAccess,
    PublicReclamationService,
    ReclamationDocumentsService,
    ReclamationQueueService,
    ComplaintRatesService,
    EvaluationRepository,
    LeadEvaluationService,
    LeadEvaluationSchedule,
    ReclamationsJobs,
    ComplaintPrivacyRepository,
    ComplaintPrivacyService,
    ComplaintRulesService,
  ],
  exports: [ReclamationQueueService, ComplaintRatesService, ComplaintPrivacyService, PublicReclamationService, ReclamationDocumentsService],
})
export class ReclamationsModule implements OnModuleInit {
  constructor(
    private readonly rates: ComplaintRates,
    private readonly service: ComplaintRatesService,
    private readonly fileOwners: StoredFileOwners,
    private readonly reclamations: ReclamationRepository,
  ) {}

  onModuleInit(): void {
    this.rates.bind(this.service);
    // The daily sweep removes stored files that no complaint document names.
    this.fileOwners.register({ name: 'Reklamationsdokumente', referenced: (keys) => this.reclamations.storedKeysAmong(keys) });
  }
}
