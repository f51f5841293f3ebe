import { Injectable } from '@nestjs/common';
import { Clock } from '@app/infrastructure';
import { FunnelService } from '@app/funnel-questions';
import { Lead, LeadConsentService, LeadSelling, emailConfirmationRequested } from '@app/leads';
import { WEBSITE_SLUG } from '@app/leadsources';
import { CompanySettingsService, ConsentTextsService, consentTextHash } from '@app/settings';
import { ConsentCertificate } from './consent-certificate';
import { renderConsentCertificate } from './consent-certificate.pdf';
import { ConsentCertificateLinks } from './consent-certificate-links';
import { ConsentException } from './consent.exception';

/** The legal pages the funnel's consent line refers to ('… akzeptiere ich die AGB und die Datenschutzerklärung'). */
const REFERRED_PAGES = [
  { kind: 'terms', title: 'AGB bei Einwilligung' },
  { kind: 'privacy', title: 'Datenschutzerklärung bei Einwilligung' },
] as const;

export interface CertificateFile {
  fileName: string;
  content: Buffer;
}

/**
 * A lead's consent certificate ('Einwilligungsnachweis'): for staff, and for a buyer of the lead through
 * the signed link of its delivery mail.
 */
@Injectable()
export class ConsentCertificateService {
  constructor(
    private readonly leads: LeadConsentService,
    private readonly selling: LeadSelling,
    private readonly consentTexts: ConsentTextsService,
    private readonly funnel: FunnelService,
    private readonly company: CompanySettingsService,
    private readonly links: ConsentCertificateLinks,
    private readonly clock: Clock,
  ) {}

  async forStaff(leadId: number): Promise<CertificateFile> {
    return this.file(await this.leads.lead(leadId));
  }

  /** Only with the link's signature, and only for an organisation that bought the lead. */
  async forBuyer(leadId: number, organisationId: number, token: string): Promise<CertificateFile> {
    if (!Number.isSafeInteger(organisationId) || !this.links.verify(leadId, organisationId, token)) {
      throw new ConsentException('LINK_INVALID', 'Dieser Link zum Einwilligungsnachweis ist ungültig. Bitte verwenden Sie den vollständigen Link aus Ihrer Lead-Mail.');
    }
    const sales = await this.selling.bound.salesOf(leadId);
    if (!sales.some((sale) => sale.organisation.id === organisationId)) {
      throw new ConsentException('NOT_BOUGHT', `Lead ${leadId} wurde nicht an Ihr Unternehmen verkauft.`);
    }
    return this.file(await this.leads.lead(leadId));
  }

  async certificate(lead: Lead): Promise<ConsentCertificate> {
    const [sales, steps, company] = await Promise.all([this.selling.bound.salesOf(lead.id), this.funnel.list(), this.company.data()]);
    const version = lead.consentVersion;
    const legal = [];
    // The pages the funnel's line refers to, in the version valid at that second.
    if (version?.kind === 'consent' && lead.consentAt) {
      for (const page of REFERRED_PAGES) {
        const valid = await this.consentTexts.validAt(page.kind, lead.consentAt);
        if (valid) legal.push({ title: page.title, validFrom: valid.validFrom, hash: valid.hash });
      }
    }
    const labels = new Map(steps.map((step) => [step.key, step.title]));
    const keys = [...steps.map((step) => step.key).filter((key) => key in lead.data), ...Object.keys(lead.data).filter((key) => !labels.has(key))];
    return {
      issuer: company.name.trim() || null,
      leadId: lead.id,
      receivedAt: lead.realCreatedAt,
      person: {
        name: [lead.salutation, lead.firstName, lead.lastName].filter(Boolean).join(' '),
        email: lead.email,
        phone: lead.phone,
        place: [lead.zip, lead.city].filter(Boolean).join(' '),
      },
      source: lead.leadsource.slug === WEBSITE_SLUG || lead.details.length > 0 ? `Anfrageformular der Website (Leadsource „${lead.leadsource.name}“)` : `Leadsource „${lead.leadsource.name}“ (über ihre Schnittstelle geliefert)`,
      consent: {
        at: lead.consentAt,
        ip: lead.consentIp || null,
        userAgent: lead.consentUserAgent || null,
        text: lead.consentText,
        hash: version?.hash ?? (lead.consentText ? consentTextHash(lead.consentText) : null),
        versionValidFrom: version?.kind === 'consent' ? version.validFrom : null,
        proofUrl: lead.consentProofUrl,
      },
      legal,
      confirmation: lead.emailConfirmedAt
        ? { state: 'confirmed', at: lead.emailConfirmedAt, ip: lead.emailConfirmIp, userAgent: lead.emailConfirmUserAgent }
        : { state: emailConfirmationRequested(lead) ? 'pending' : 'none' },
      answers: keys.map((key) => ({ label: labels.get(key) ?? (key === 'extraInfo' ? 'Zusatzinformationen' : key), value: lead.data[key] })),
      buyers: sales.map((sale) => ({ name: sale.organisation.name, at: new Date(sale.dateTime) })),
      generatedAt: this.clock.now(),
    };
  }

  private async file(lead: Lead): Promise<CertificateFile> {
    return { fileName: `Einwilligungsnachweis-Lead-${lead.id}.pdf`, content: await renderConsentCertificate(await this.certificate(lead)) };
  }
}
