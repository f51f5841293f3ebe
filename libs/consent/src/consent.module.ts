import { Module } from '@nestjs/common';
import { FunnelModule } from '@app/funnel-questions';
import { LeadsModule } from '@app/leads';
import { SettingsModule } from '@app/settings';
import { ConsentCertificateController, PublicConsentCertificateController } from './consent-certificate.controller';
import { ConsentCertificateLinks } from './consent-certificate-links';
import { ConsentCertificateService } from './consent-certificate.service';

/** Provable consent: the lead's consent certificate, for staff and through a signed link for its buyers. */
@Module({
  imports: [LeadsModule, SettingsModule, FunnelModule],
  controllers: [ConsentCertificateController, PublicConsentCertificateController],
  providers: [ConsentCertificateService, ConsentCertificateLinks],
  exports: [ConsentCertificateLinks, ConsentCertificateService],
})
export class ConsentModule {}
