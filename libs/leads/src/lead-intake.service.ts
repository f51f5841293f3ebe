import { Injectable } from '@nestjs/common';
import { AppConfig, byIp, Clock, JobName, OutboxService, RateLimitPolicy } from '@app/infrastructure';
import type { Request } from 'express';
import { EmailTemplateService } from '@app/email-template';
import { FunnelService } from '@app/funnel-questions';
import { GeoService } from '@app/geo';
import { addressKey } from '@app/lead-checks';
import { Leadsource, LeadsourcesService } from '@app/leadsources';
import { MailService } from '@app/mail';
import { ConsentTextsService, DistributionSettingsService } from '@app/settings';
import {
  CONSENT_TEXT,
  contactErrors,
  mergeStreetAndNumber,
  normaliseEmail,
  normalisePhone,
  normaliseZip,
  unknownZipMessage,
  type LeadContact,
} from '@app/contract';
import { CreateFunnelLeadDto, CreateSupplierLeadDto, LeadFormContactDto } from './dto/create-lead.dto';
import { ClickHistoryEntry, Lead } from './entities/lead.entity';
import { LeadRepository, NewLeadResult } from './lead.repository';
import { LeadException } from './leads.exception';
import { ContactBlock } from './contact-block.port';
import type { PingClaim, PingRedemption } from './ping/ping-claim';
import { confirmationLink, newConfirmationToken, withConfirmationLink } from './consent/email-confirmation-token';
import { supplierConsentErrors, supplierConsentMessage } from './consent/supplier-consent';
import { intakeFindings, type IntakeSignals } from './quality/intake-findings';
import { isHeldForReview, leadQualityOf } from './quality/lead-quality';

/** A homeowner sends the funnel once; more from one address in an hour is a bot or an attack. */
export const FUNNEL_LIMIT_PER_IP: RateLimitPolicy = {
  name: 'lead-ip',
  limit: 10,
  windowMs: 3600_000,
  key: byIp,
  message: 'Zu viele Anfragen von dieser Adresse. Bitte später erneut versuchen.',
  code: 'TOO_MANY_LEADS',
};

/** Per supplier (lead source, as found by SupplierApiKeyGuard, which runs before the throttle). */
export const SUPPLIER_LIMIT_PER_KEY: RateLimitPolicy = {
  name: 'lead-key',
  limit: 1000,
  windowMs: 3600_000,
  key: (request: Request & { leadsource?: Leadsource }) => {
    if (!request.leadsource) throw new Error('SUPPLIER_LIMIT_PER_KEY needs SupplierApiKeyGuard on the route');
    return String(request.leadsource.id);
  },
  message: 'Zu viele Leads in kurzer Zeit. Bitte später erneut senden.',
  code: 'TOO_MANY_LEADS',
};

/** Answers that do not belong to a funnel step but are kept (suppliers' remarks). */
export const EXTRA_DATA_KEYS = ['extraInfo'];
const MAX_ANSWER_LENGTH = 500;

export interface RequestMeta {
  ip: string;
  userAgent: string;
}


/** Takes leads in from the funnel and from suppliers: validate, normalise, flag duplicates, store, confirm. */
@Injectable()
export class LeadIntakeService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly leadsources: LeadsourcesService,
    private readonly funnel: FunnelService,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly templates: EmailTemplateService,
    private readonly settings: DistributionSettingsService,
    private readonly clock: Clock,
    private readonly contactBlock: ContactBlock,
    private readonly consentTexts: ConsentTextsService,
    private readonly config: AppConfig,
    private readonly geo: GeoService,
  ) {}

  async fromFunnel(dto: CreateFunnelLeadDto, meta: RequestMeta): Promise<Lead> {
    // A homeowner who typed a postal code no place has is told so, rather than stored and never matched.
    const contact = this.normaliseContact(dto.contact, { knownZipOnly: true });
    const data = await this.answersFromClicks(dto.details);
    const leadsource = await this.sourceFromUrl(dto.contact.fromUrl);
    const now = this.clock.now();
    // The version of the consent line the person saw, and the double opt-in link for the confirmation mail.
    const consentVersion = await this.consentTexts.current('consent', CONSENT_TEXT);
    const confirmation = (await this.settings.get()).doubleOptIn ? newConfirmationToken() : null;
    const confirmLink = confirmation ? confirmationLink(this.config.publicBaseUrl, confirmation.token) : undefined;
    const lead = {
      ...contact,
      data,
      details: dto.details.map(({ title, id, key, action }) => ({ title, id, key, action: { title: action.title, freeText: action.freeText } })),
      fromUrl: dto.contact.fromUrl ?? null,
      // The spec's body has no consent: submitting the funnel under its consent line is the consent given.
      consentText: dto.consent?.text ?? CONSENT_TEXT,
      consentAt: now,
      consentIp: meta.ip,
      consentUserAgent: meta.userAgent.slice(0, 500),
      consentVersionId: consentVersion.id,
      emailConfirmTokenHash: confirmation?.hash ?? null,
      clientSession: dto.signals?.session?.trim() || null,
    };
    const signals: IntakeSignals = { elapsedMs: dto.signals?.elapsedMs, honeypotFilled: Boolean(dto.signals?.website?.trim()) };
    // Without an externalId nothing can be taken: the funnel's lead is stored unless the person is on the list.
    const result = await this.store(leadsource, lead, { confirmLink, refuseBlocked: true, signals });
    if (result.outcome === 'stored') return result.lead;
    // A person on the 'Nicht kontaktieren' list comes back only by consenting again in the funnel, and
    // confirming it from the mailbox: the lead is stored now, the list lifted by the double opt-in link alone.
    if (dto.consent?.accepted !== true) throw doNotContact();
    const reconsent = confirmation ?? newConfirmationToken();
    return this.storeAfterReconsent(leadsource, { ...lead, emailConfirmTokenHash: reconsent.hash }, confirmationLink(this.config.publicBaseUrl, reconsent.token), signals);
  }

  /** Looks up the supplier by its API key; 401 for an unknown or inactive key. */
  async supplierFor(apiKey: string | undefined): Promise<Leadsource> {
    const source = apiKey ? await this.leadsources.findActiveByApiKey(apiKey.trim()) : null;
    if (!source) throw new LeadException('INVALID_API_KEY', 'Ungültiger oder inaktiver API-Schlüssel (Header X-Api-Key)');
    return source;
  }

  /**
   * A supplier's lead; sending the same `externalId` again returns the first lead instead of a new one. With a
   * ping (`ping`, from PingService) the lead is stored only together with the ping's use, at the ping's price.
   */
  async fromSupplier(source: Leadsource, dto: CreateSupplierLeadDto, meta: RequestMeta, ping?: PingRedemption): Promise<{ lead: Lead; created: boolean }> {
    const contact = this.normaliseContact(dto.contact);
    // 'Einwilligungsnachweis verlangen': without the consent's text, time and IP or proof address, nothing is stored.
    const consentErrors = source.requireConsent ? supplierConsentErrors(dto.consent, this.clock.now()) : {};
    if (Object.keys(consentErrors).length) throw new LeadException('CONSENT_REQUIRED', supplierConsentMessage(consentErrors), { fields: consentErrors });
    const data = await this.supplierAnswers(dto.data ?? {});
    // A ping offered the postal code and the answers (no remark): checked now, taken with the lead below.
    const claim = ping ? await ping.prepare({ zip: contact.zip, answers: withoutExtras(data) }) : null;
    const externalId = dto.externalId?.trim() || null;
    const consentVersion = dto.consent?.text?.trim() ? await this.consentTexts.supplierText(dto.consent.text) : null;
    // One statement decides: a repeated externalId answers its first lead, a person on the list is refused, else stored.
    const result = await this.store(
      source,
      {
        ...contact,
        data,
        externalId,
        consentText: dto.consent?.text ?? null,
        consentAt: dto.consent?.at ? new Date(dto.consent.at) : null,
        consentIp: dto.consent?.ip ?? null,
        consentUserAgent: meta.userAgent ? `Schnittstelle der Leadsource ${source.slug}: ${meta.userAgent}`.slice(0, 500) : null,
        consentVersionId: consentVersion?.id ?? null,
        consentProofUrl: dto.consent?.proofUrl?.trim() || null,
        pingId: claim?.pingId ?? null,
        pingPrice: claim?.price ?? null,
      },
      { refuseBlocked: true, claim: claim ?? undefined },
    );
    switch (result.outcome) {
      case 'stored':
        return { lead: result.lead, created: true };
      case 'refused':
        throw doNotContact();
      case 'unclaimed':
        // Another post took the ping in the meantime (or it expired): its reason, 409 or 422.
        throw await claim!.refusal();
      case 'existing':
        return { lead: (await this.leads.findById(result.id))!, created: false };
      case 'taken':
        // Two deliveries of the same lead at once: the unique index let the other one win; this one gets its lead.
        return { lead: (await this.leads.findByExternalId(source.id, externalId!))!, created: false };
    }
  }

  /**
   * The lead, its confirmation mail and its quality check job (which distributes a pre-qualified lead),
   * written by one statement in one round trip; the outbox hands the jobs on after the commit. What does
   * not depend on the database's state (the rendered mail, the settings, the 'Nicht kontaktieren' hashes,
   * the checks of the lead itself) is prepared before; the duplicate lookup, the list check and the
   * externalId check run inside that statement.
   */
  private async store(
    leadsource: Leadsource,
    lead: Partial<Lead> & LeadContact,
    { confirmLink, refuseBlocked, signals, claim }: { confirmLink?: string; refuseBlocked: boolean; signals?: IntakeSignals; claim?: PingClaim },
  ): Promise<NewLeadResult> {
    const rendered = await this.templates.render({
      salutation: lead.salutation,
      firstName: lead.firstName,
      lastName: lead.lastName,
      zip: lead.zip,
      city: lead.city,
    });
    // Same phone or e-mail within the window (setting 'Dubletten-Zeitraum') makes it a duplicate.
    const { duplicateWindowDays } = await this.settings.get();
    const confirmation = confirmLink ? withConfirmationLink(rendered, confirmLink) : rendered;
    const now = this.clock.now();
    const zip = { unknown: this.geo.isUnknown(lead.zip), placeNames: this.geo.placeNamesOf(lead.zip) };
    const quality = leadQualityOf(intakeFindings(lead, zip, signals, leadsource.testPhoneNumbers), leadsource.minQuality);
    // Below the source's 'Mindestqualität', or from a throttled source ('Gedrosselt'), even a pre-qualified source's
    // lead waits for staff (Einkauf).
    const qualified = leadsource.preQualified && !isHeldForReview(quality.status) && !leadsource.throttledAt;
    const result = await this.leads.storeNew(
      {
        ...lead,
        leadsourceId: leadsource.id,
        createdAt: now,
        realCreatedAt: now,
        qualified,
        qualifiedAt: qualified ? now : null,
        qualityScore: quality.score,
        qualityStatus: quality.status,
        qualityFindings: quality.findings,
        addressKey: addressKey(lead),
      },
      {
        windowDays: duplicateWindowDays,
        refuseIf: refuseBlocked ? (statement) => this.contactBlock.bound.blockedIn(statement, lead) : undefined,
        claim: claim ? (statement, when) => claim.claimIn(statement, when) : undefined,
        alongside: (statement, stored) => {
          claim?.markUsedIn(statement, stored);
          // With the double opt-in link it is for the person alone: whoever clicks it confirms the consent.
          this.mail.queueIn(statement, { kind: 'lead-confirmation', recipient: lead.email, ...confirmation, secret: Boolean(confirmLink) }, stored, 'source.id');
          // The checks that need the database or DNS complete the verdict; then a pre-qualified lead is
          // distributed (LeadQualityService). As an outbox message it survives a crash.
          this.outbox.addIn(statement, JobName.CheckLeadQuality, stored, { leadId: 'source.id' });
        },
      },
    );
    await this.outbox.dispatchCollected(result.result);
    return result;
  }

  /**
   * The person consented again in the funnel: the lead is stored with a double opt-in link (whatever the
   * setting), and the person stays on the 'Nicht kontaktieren' list until the link is clicked: an
   * unauthenticated POST in someone's name must not undo their erasure request. Until then the lead is
   * not sold (SalesService) and suppliers' leads of the person are still refused.
   */
  private async storeAfterReconsent(leadsource: Leadsource, lead: Partial<Lead> & LeadContact, confirmLink: string, signals: IntakeSignals): Promise<Lead> {
    const result = await this.store(leadsource, lead, { confirmLink, refuseBlocked: false, signals });
    if (result.outcome !== 'stored') throw new Error(`Lead nach erneuter Einwilligung nicht gespeichert (${result.outcome})`);
    return result.lead;
  }

  private normaliseContact(contact: LeadFormContactDto, { knownZipOnly = false } = {}): LeadContact {
    const street = mergeStreetAndNumber(contact.street, contact.streetNr);
    const errors = contactErrors({ ...contact, street, streetNr: undefined }, { requireStreetNr: false });
    const zip = normaliseZip(contact.zip);
    if (knownZipOnly && zip && this.geo.isUnknown(zip)) errors.zip = unknownZipMessage(zip);
    if (Object.keys(errors).length > 0) {
      const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [`contact.${field}`, message]));
      throw new LeadException('INVALID_LEAD', `Bitte Eingaben prüfen: ${Object.values(errors).join('; ')}`, { fields });
    }
    return {
      salutation: contact.salutation?.trim() ?? '',
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      phone: normalisePhone(contact.phone),
      email: normaliseEmail(contact.mail),
      street,
      zip: zip!,
      city: contact.city?.trim() ?? '',
    };
  }

  /** Answers by step key; each must be one of the step's answers, a free-text answer needs its text. */
  private async answersFromClicks(details: ClickHistoryEntry[]): Promise<Record<string, string>> {
    const steps = await this.funnel.byKey();
    const data: Record<string, string> = {};
    const fields: Record<string, string> = {};
    details.forEach((click, index) => {
      const step = steps.get(click.key);
      const answer = step?.answers.find((candidate) => candidate.text === click.action.title);
      if (!step) fields[`details.${index}.key`] = `Unbekannte Frage "${click.key}"`;
      else if (!answer) fields[`details.${index}.action.title`] = `"${click.action.title}" ist keine Antwort auf "${step.title}"`;
      else if (answer.freeText && !click.action.freeText?.trim()) fields[`details.${index}.action.freeText`] = 'Bitte hier eingeben';
      else data[step.key] = answer.freeText ? click.action.freeText!.trim() : answer.text;
    });
    if (Object.keys(fields).length > 0) {
      throw new LeadException('INVALID_LEAD', `Bitte Antworten prüfen: ${Object.values(fields).join('; ')}`, { fields });
    }
    return data;
  }

  /** Suppliers send answers by key directly (a lead and a ping); free text is allowed, unknown keys are refused. */
  async supplierAnswers(input: Record<string, unknown>): Promise<Record<string, string>> {
    const steps = await this.funnel.byKey();
    const data: Record<string, string> = {};
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(input)) {
      if (!steps.has(key) && !EXTRA_DATA_KEYS.includes(key)) {
        fields[`data.${key}`] = `Unbekannter Schlüssel. Erlaubt: ${[...steps.keys(), ...EXTRA_DATA_KEYS].join(', ')}`;
      } else if (typeof value !== 'string' && typeof value !== 'number') fields[`data.${key}`] = 'muss ein Text sein';
      else if (String(value).length > MAX_ANSWER_LENGTH) fields[`data.${key}`] = `darf höchstens ${MAX_ANSWER_LENGTH} Zeichen lang sein`;
      else if (String(value).trim()) data[key] = String(value).trim();
    }
    if (Object.keys(fields).length > 0) {
      throw new LeadException('INVALID_LEAD', `Bitte Daten prüfen: ${Object.entries(fields).map(([k, v]) => `${k} ${v}`).join('; ')}`, { fields });
    }
    return data;
  }

  /** `?ls=<slug>` in the funnel's address picks an active lead source; otherwise the website's own. */
  private async sourceFromUrl(fromUrl: string | undefined): Promise<Leadsource> {
    let slug: string | null = null;
    try {
      slug = fromUrl ? new URL(fromUrl, 'http://localhost').searchParams.get('ls') : null;
    } catch {
      slug = null;
    }
    const source = slug ? await this.leadsources.findActiveBySlug(slug) : null;
    return source ?? this.leadsources.website();
  }
}

const doNotContact = () =>
  new LeadException('DO_NOT_CONTACT', 'Diese Person hat der Verarbeitung ihrer Daten widersprochen (Nicht kontaktieren). Der Lead wird nicht angenommen.');

/** The answers a ping carries: a supplier's remark (extraInfo) is free text and may name the person. */
export function withoutExtras(data: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !EXTRA_DATA_KEYS.includes(key)));
}
