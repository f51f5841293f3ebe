import { Module } from '@nestjs/common';
import { EmailTemplateModule } from '@app/email-template/email-template.module';
import { FunnelModule } from '@app/funnel/funnel.module';
import { LeadsourcesModule } from '@app/leadsources/leadsources.module';
import { MailModule } from '@app/mail/mail.module';
import { SettingsModule } from '@app/settings/settings.module';
import { LeadIntakeService } from './lead-intake.service';
import { LeadRepository } from './lead.repository';
import { LeadsIntakeController } from './leads-intake.controller';
import { SupplierApiKeyGuard } from './supplier-api-key.guard';

@Module({
  imports: [FunnelModule, LeadsourcesModule, MailModule, EmailTemplateModule, SettingsModule],
  controllers: [LeadsIntakeController],
  providers: [LeadRepository, LeadIntakeService, SupplierApiKeyGuard],
  exports: [LeadRepository, LeadIntakeService, LeadsourcesModule],
})
export class LeadsModule {}
