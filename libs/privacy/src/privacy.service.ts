import { Injectable } from '@nestjs/common';
import JSZip from 'jszip';
import { berlinWallClock } from '@app/contract';
import { Clock } from '@app/infrastructure';
import { FunnelService } from '@app/funnel-questions';
import { Lead, LeadDetailDto, LeadDetailService, LeadPrivacyService } from '@app/leads';
import { MailPrivacyService } from '@app/mail';
import { CustomerOrder, OrderPrivacyService } from '@app/orders';
import { ComplaintOfPerson, ComplaintPrivacyService } from '@app/reclamations';
import { CompanySettingsService, RetentionSettingsService } from '@app/settings';
import type { SubjectsDto } from './dto/privacy.dto';
import { AUSKUNFT_TITLE, Auskunft, AuskunftLead } from './export/auskunft';
import { renderAuskunftPdf } from './export/auskunft-pdf';
import { Person, personFrom } from './person';
import { PrivacyException } from './privacy.exception';

const iso = (value: Date | null) => value?.toISOString() ?? null;
/** Answers suppliers send beside the funnel's questions (libs/leads intake). */
const EXTRA_QUESTIONS: Record<string, string> = { extraInfo: 'Bemerkung' };

/** Finding a person's data (search) and handing it out (Art. 15 DSGVO). */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly leads: LeadPrivacyService,
    private readonly leadDetails: LeadDetailService,
    private readonly orders: OrderPrivacyService,
    private readonly complaints: ComplaintPrivacyService,
    private readonly mails: MailPrivacyService,
    private readonly funnel: FunnelService,
    private readonly company: CompanySettingsService,
    private readonly retention: RetentionSettingsService,
    private readonly clock: Clock,
  ) {}

  /** The request's e-mail and phone, normalised as at intake; 400 with a German reason when neither is usable. */
  person(input: { email?: unknown; phone?: unknown }): Person {
    const query = personFrom(input);
    if (query.errors) throw new PrivacyException('INVALID_PERSON', Object.values(query.errors).join('; '), { fields: query.errors });
    return query.person;
  }

  async subjects(person: Person): Promise<SubjectsDto> {
    const [leads, orders] = await Promise.all([this.leads.findByPerson(person), this.orders.findByPerson(person)]);
    const complaints = await this.complaints.ofLeads(leads.map((lead) => lead.id));
    return {
      leads: leads.map((lead) => ({
        id: lead.id,
        createdAt: lead.createdAt.toISOString(),
        salutation: lead.salutation,
        firstName: lead.firstName,
        lastName: lead.lastName,
        email: lead.email,
        phone: lead.phone,
        zip: lead.zip,
        city: lead.city,
        leadsource: lead.leadsource.name,
        qualified: lead.qualified,
        pseudonymisedAt: iso(lead.pseudonymisedAt),
      })),
      orders: orders.map((order) => ({
        id: order.id,
        orderNumber: order.orderNumber,
        createdAt: order.createdAt.toISOString(),
        firstName: order.firstName,
        lastName: order.lastName,
        zip: order.zip,
        city: order.city,
        status: order.customerStatus || order.status,
        pseudonymisedAt: iso(order.pseudonymisedAt),
      })),
      complaints: complaints.map((complaint) => ({
        id: complaint.id,
        leadId: complaint.leadId,
        createdAt: complaint.createdAt.toISOString(),
        organisationName: complaint.organisationName,
        status: complaint.status,
        documents: complaint.documents.length,
      })),
    };
  }

  /** Everything stored about the person, as `auskunft.json` holds it. */
  async disclosure(person: Person): Promise<Auskunft> {
    const [leads, orders, company, retention, catalogue] = await Promise.all([
      this.leads.findByPerson(person),
      this.orders.findByPerson(person),
      this.company.get(),
      this.retention.get(),
      this.funnel.byKey(),
    ]);
    const leadIds = leads.map((lead) => lead.id);
    const details = new Map<number, LeadDetailDto>();
    for (const id of leadIds) details.set(id, await this.leadDetails.detail(id));
    const [complaints, mails] = await Promise.all([this.complaints.ofLeads(leadIds), this.mails.ofLeads(leadIds)]);
    const sales = leads.flatMap((lead) => details.get(lead.id)!.sellingStatistics.map((sale) => ({ leadId: lead.id, sale })));
    const question = (key: string) => catalogue.get(key)?.title ?? EXTRA_QUESTIONS[key] ?? key;
    return {
      title: AUSKUNFT_TITLE,
      generatedAt: this.clock.now().toISOString(),
      controller: { name: company.name, street: company.street, zip: company.zip, city: company.city, email: company.email, phone: company.phone },
      request: { email: person.email, phone: person.phone },
      leads: leads.map((lead) => leadOf(lead, question)),
      consentRecords: leads.map((lead) => {
        const consent = details.get(lead.id)!.consent;
        return {
          leadId: lead.id,
          text: consent.text,
          givenAt: consent.at,
          ip: consent.ip,
          userAgent: consent.userAgent,
          version: consent.version && { hash: consent.version.hash, validFrom: consent.version.validFrom, validTo: consent.version.validTo },
          proofUrl: consent.proofUrl,
          emailConfirmedAt: iso(lead.emailConfirmedAt),
          confirmationIp: consent.confirmationIp,
          confirmationUserAgent: consent.confirmationUserAgent,
        };
      }),
      recipients: sales.map(({ leadId, sale }) => ({ leadId, organisation: sale.organisation.name, receivedAt: sale.dateTime, reclaimed: sale.reclamation, reclaimedAt: sale.reclaimedAt })),
      deliveries: sales.flatMap(({ leadId, sale }) =>
        sale.delivery ? [{ leadId, organisation: sale.organisation.name, status: sale.delivery.status, attempts: sale.delivery.attempts, deliveredAt: sale.delivery.deliveredAt }] : [],
      ),
      complaints: complaints.map(complaintOf),
      orders: orders.map(orderOf),
      mails: mails.map((mail) => ({
        leadId: mail.leadId,
        kind: mail.kind,
        recipient: mail.recipient,
        subject: mail.subject,
        status: mail.status,
        createdAt: mail.createdAt.toISOString(),
        sentAt: iso(mail.sentAt),
        contentDeletedAt: iso(mail.bodyClearedAt),
      })),
      retention,
    };
  }

  /** The Art. 15 answer: `auskunft.json` and its readable PDF in one ZIP. */
  async export(person: Person): Promise<{ fileName: string; content: Buffer }> {
    const auskunft = await this.disclosure(person);
    const zip = new JSZip();
    const date = new Date(auskunft.generatedAt);
    zip.file('auskunft.json', `${JSON.stringify(auskunft, null, 2)}\n`, { date });
    zip.file('Auskunft-Art-15-DSGVO.pdf', await renderAuskunftPdf(auskunft), { date });
    const content = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    return { fileName: `Auskunft-Art-15-DSGVO-${berlinWallClock(date).date}.zip`, content };
  }
}

function leadOf(lead: Lead, question: (key: string) => string): AuskunftLead {
  return {
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    receivedAt: lead.realCreatedAt.toISOString(),
    source: lead.leadsource.name,
    fromUrl: lead.fromUrl,
    contact: { salutation: lead.salutation, firstName: lead.firstName, lastName: lead.lastName, phone: lead.phone, email: lead.email, street: lead.street, zip: lead.zip, city: lead.city },
    answers: Object.entries(lead.data ?? {}).map(([key, answer]) => ({ key, question: question(key), answer })),
    clickHistory: lead.details ?? [],
    qualified: lead.qualified,
    qualifiedAt: iso(lead.qualifiedAt),
    pseudonymisedAt: iso(lead.pseudonymisedAt),
  };
}

function complaintOf(complaint: ComplaintOfPerson) {
  return {
    id: complaint.id,
    leadId: complaint.leadId,
    organisation: complaint.organisationName,
    status: complaint.status,
    createdAt: complaint.createdAt.toISOString(),
    reason: complaint.request,
    answer: complaint.answer,
    documents: complaint.documents.map(({ name, mime, size, uploadedAt }) => ({ name, mime, size, uploadedAt: uploadedAt.toISOString() })),
    history: complaint.history.map(({ at, status, note }) => ({ at: at.toISOString(), status, note })),
  };
}

function orderOf(order: CustomerOrder) {
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    firstName: order.firstName,
    lastName: order.lastName,
    street: order.street,
    zip: order.zip,
    city: order.city,
    phone: order.phone,
    mail: order.mail,
    status: order.status,
    customerStatus: order.customerStatus,
    progress: order.progress,
    installationPlaningDate: order.installationPlaningDate,
    note: order.note,
    pseudonymisedAt: iso(order.pseudonymisedAt),
  };
}
