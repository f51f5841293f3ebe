import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AuditService } from '@app/audit';
import { Clock, OutboundGuard, SecretBox, Transactional } from '@app/infrastructure';
import { FunnelService } from '@app/funnel-questions';
import { GeoService } from '@app/geo';
import { IntegrationException, newWebhookSecret, PipedriveClient, webhookSecretHint } from '@app/integrations';
import { defaultConditions, deliveryWarnings, GoogleZipSheet, defaultIntegrations, ORGANISATION_DEFAULTS, OrganisationSecrets, WebhookSettings } from '@app/contract';
import { ConditionsDto, OrganisationFormDto, WebhookDto } from './dto/organisation-form.dto';
import { OrganisationDetailDto, OrganisationListItemDto } from './dto/organisation.response.dto';
import { Organisation } from './entities/organisation.entity';
import { DeliveryFailureRun, OrganisationRepository } from './organisation.repository';
import { OrganisationException } from './organisations.exception';
import { SheetZipListRepository } from './sheet-zips/sheet-zip-list.repository';
import { SheetZipsService, usableSheetZips } from './sheet-zips/sheet-zips.service';

/** An organisation as the matching sees it: with the postal codes of its Google sheet, when usable. */
export interface BuyerRecord {
  organisation: Organisation;
  sheetZips: string[] | undefined;
}

const newApiKey = () => randomBytes(24).toString('hex');

/** The addresses the server posts leads to, by form field, as the form names them. */
const OUTBOUND_FIELDS = [
  ['zapier', 'Zapier-Webhook-URL'],
  ['make', 'Make-Webhook-URL'],
  ['leveto', 'Leveto-URL'],
  ['weClapp', 'weClapp-URL'],
] as const;

/** Write-only secret fields: a string sets, '' or missing keeps, null removes. */
const nextSecret = (current: string | undefined, given: string | null | undefined) =>
  given === null ? undefined : given ? given : current;

/** A Zapier/Make hook from the form: the address always, switch and user name only when sent. */
const nextHook = (current: WebhookSettings | undefined, given: WebhookDto): WebhookSettings => {
  const base = { ...defaultIntegrations().zapier, ...current };
  return { active: given.active ?? base.active, uri: given.uri, username: given.username ?? base.username };
};

@Injectable()
export class OrganisationsService {
  private readonly logger = new Logger('Organisations');

  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly secretBox: SecretBox,
    private readonly funnel: FunnelService,
    private readonly geo: GeoService,
    private readonly pipedrive: PipedriveClient,
    private readonly sheetZips: SheetZipsService,
    private readonly sheetLists: SheetZipListRepository,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly outbound: OutboundGuard,
  ) {}

  /** Changes whenever an organisation or a sheet's postal codes change: for caches of `buyers()`. */
  async buyersVersion(): Promise<string> {
    return `${await this.organisations.version()}|${await this.sheetLists.version()}`;
  }

  /** Every organisation (deleted ones too: the matching explains why they get nothing) with its sheet's postal codes. */
  async buyers(): Promise<BuyerRecord[]> {
    const organisations = await this.organisations.findAll();
    const lists = new Map((await this.sheetLists.findAll()).map((list) => [list.organisationId, list]));
    return organisations.map((organisation) => ({ organisation, sheetZips: usableSheetZips(organisation, lists.get(organisation.id)) }));
  }

  /** The decrypted integration secrets; null when they were sealed with another key (ENCRYPTION_KEY or JWT_SECRET changed). */
  secretsOf(organisation: Pick<Organisation, 'id' | 'secrets'>): OrganisationSecrets | null {
    if (!organisation.secrets) return {};
    try {
      return JSON.parse(this.secretBox.open(organisation.secrets)) as OrganisationSecrets;
    } catch {
      return null;
    }
  }

  async list(): Promise<OrganisationListItemDto[]> {
    const geodataLoaded = this.geo.count() > 0;
    return (await this.organisations.findAll()).map((organisation) => this.toListItem(organisation, geodataLoaded));
  }

  async get(id: number): Promise<OrganisationDetailDto> {
    return this.toDetail(await this.find(id));
  }

  async create(form: OrganisationFormDto): Promise<OrganisationDetailDto> {
    const organisation = this.organisations.create({
      name: '',
      active: true,
      deleted: false,
      type: 'buyer-email',
      country: ORGANISATION_DEFAULTS.country,
      prio: ORGANISATION_DEFAULTS.prio,
      monthlyLeadLimit: ORGANISATION_DEFAULTS.monthlyLeadLimit,
      monthlyLeadGoal: ORGANISATION_DEFAULTS.monthlyLeadGoal,
      leadEvaluationDay: ORGANISATION_DEFAULTS.leadEvaluationDay,
      crefoDays: ORGANISATION_DEFAULTS.crefoDays,
      // Generated here, never taken from the client.
      apiKey: newApiKey(),
      integrations: defaultIntegrations(),
      config: { reclamationEmail: '' },
      extension: { lawyer: { active: false, email: '', days: ORGANISATION_DEFAULTS.lawyerDays } },
      conditions: defaultConditions(),
      secrets: null,
    });
    await this.apply(organisation, form);
    return this.toDetail(await this.save(organisation, null));
  }

  async update(id: number, form: OrganisationFormDto): Promise<OrganisationDetailDto> {
    const organisation = await this.find(id);
    if (organisation.deleted && form.active === true && !organisation.active) {
      throw new OrganisationException('INVALID_ORGANISATION', 'Ein gelöschtes Unternehmen kann nicht aktiviert werden.', {
        active: 'Ein gelöschtes Unternehmen kann nicht aktiviert werden.',
      });
    }
    const sheetBefore = { ...organisation.conditions.config.googleZipSheet };
    const before = structuredClone(organisation);
    await this.apply(organisation, form);
    const saved = await this.save(organisation, sheetBefore);
    await this.audit.noteChange('organisation', saved.id, before, saved);
    return this.toDetail(saved);
  }

  /** Saves, and queues a read of the Google sheet in the same transaction when its settings are new or changed. */
  @Transactional()
  private async save(organisation: Organisation, sheetBefore: GoogleZipSheet | null): Promise<Organisation> {
    const saved = await this.organisations.save(organisation);
    await this.sheetZips.queueSyncIfChanged(saved, sheetBefore);
    return saved;
  }

  /** A new API key; the old one, and every complaint link signed with it, stops working at once. */
  async regenerateApiKey(id: number): Promise<{ apiKey: string }> {
    const organisation = await this.find(id);
    organisation.apiKey = newApiKey();
    await this.organisations.save(organisation);
    return { apiKey: organisation.apiKey };
  }

  /** A new webhook signing secret, shown this once; deliveries are signed with it from now on, the old one stops verifying. */
  async rotateWebhookSecret(id: number): Promise<{ secret: string }> {
    await this.find(id);
    const secret = newWebhookSecret();
    await this.organisations.setWebhookSecret(id, this.secretBox.seal(secret));
    return { secret };
  }

  /**
   * The key a delivery is signed with, created on first need (the buyer sees it once staff create a new
   * one); null when it was sealed with another key (ENCRYPTION_KEY or JWT_SECRET changed).
   */
  async webhookSecretFor(organisation: Pick<Organisation, 'id' | 'webhookSecret'>): Promise<string | null> {
    const sealed = organisation.webhookSecret ?? (await this.organisations.webhookSecretOnce(organisation.id, this.secretBox.seal(newWebhookSecret())));
    return sealed ? this.openWebhookSecret(sealed) : null;
  }

  /** One more failed delivery attempt to the buyer's endpoint (the circuit breaker counts them). */
  noteDeliveryFailure(id: number): Promise<DeliveryFailureRun | null> {
    return this.organisations.noteDeliveryFailure(id, this.clock.now());
  }

  noteDeliverySuccess(id: number): Promise<void> {
    return this.organisations.noteDeliverySuccess(id);
  }

  /** Stops the buyer's webhook/CRM deliveries; answers the moment for the one caller that stopped them (it sends the alert), else null. */
  async stopDeliveries(id: number, reason: string): Promise<Date | null> {
    const at = this.clock.now();
    return (await this.organisations.stopDeliveries(id, at, reason)) ? at : null;
  }


  /** Lifts the stop; true for the one caller that found them stopped (it sends the backlog). */
  async resumeDeliveries(id: number): Promise<boolean> {
    await this.find(id);
    return this.organisations.resumeDeliveries(id);
  }

  /**
   * A resumed backlog runs as one outbox message after another, in sale order; while it does, the buyer's
   * new sales join it (see DeliveryResumeService). These keep which message carries it.
   */
  startDeliveryBacklog(id: number, messageId: string): Promise<void> {
    return this.organisations.startDeliveryBacklog(id, messageId);
  }

  /** The message carrying the buyer's backlog, or null; the buyer's row stays held until the transaction ends. */
  lockDeliveryBacklog(id: number): Promise<string | null> {
    return this.organisations.lockDeliveryBacklog(id);
  }

  handOnDeliveryBacklog(id: number, from: string, to: string | null): Promise<void> {
    return this.organisations.handOnDeliveryBacklog(id, from, to);
  }

  /**
   * The lead stop of a dunning handed to the lawyer or Creditreform (its reason in German), or null to
   * lift it. Only the dunning calls this; the matching then leaves the organisation out and says why.
   */
  async setDunningHold(id: number, reason: string | null): Promise<void> {
    await this.organisations.setDunningHold(id, reason);
  }

  /** The Lexware Office contact that invoicing created or found for this organisation (`lexOffice.id`/`number`). */
  async setLexofficeContact(id: number, contact: { id: string; number: string }): Promise<void> {
    const organisation = await this.find(id);
    organisation.integrations = { ...defaultIntegrations(), ...organisation.integrations, lexOffice: { id: contact.id, number: contact.number } };
    await this.organisations.save(organisation);
  }

  /** Only marks it deleted: its sales, invoices and dunnings stay. */
  async remove(id: number): Promise<{ id: number; deleted: true }> {
    const organisation = await this.find(id);
    if (!organisation.deleted) {
      organisation.deleted = true;
      organisation.deletedAt = this.clock.now();
      await this.organisations.save(organisation);
    }
    return { id, deleted: true };
  }

  async pipelines(id: number, typedToken?: string) {
    return this.pipedrive.pipelines(await this.pipedriveToken(id, typedToken));
  }

  async stages(id: number, pipeline: number | undefined, typedToken?: string) {
    const organisation = await this.find(id);
    const pipelineId = pipeline ?? organisation.integrations.pipedrive.pipeline;
    if (!pipelineId) {
      throw new OrganisationException('INVALID_ORGANISATION', 'Bitte zuerst eine Pipeline wählen.', { pipeline: 'Bitte zuerst eine Pipeline wählen.' });
    }
    return this.pipedrive.stages(await this.pipedriveToken(id, typedToken), pipelineId);
  }

  async leadLabels(id: number, typedToken?: string) {
    return this.pipedrive.leadLabels(await this.pipedriveToken(id, typedToken));
  }

  private async pipedriveToken(id: number, typedToken?: string): Promise<string> {
    const token = typedToken?.trim() || this.readSecrets(await this.find(id)).pipedriveToken;
    if (!token) throw new IntegrationException('NO_TOKEN', 'Kein Pipedrive-Token hinterlegt');
    return token;
  }

  private async find(id: number): Promise<Organisation> {
    const organisation = Number.isSafeInteger(id) ? await this.organisations.findById(id) : null;
    if (!organisation) throw new OrganisationException('ORGANISATION_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`);
    return organisation;
  }

  /** Copies what the form sent onto the organisation; secrets go into the encrypted box. */
  private async apply(organisation: Organisation, form: OrganisationFormDto): Promise<void> {
    this.checkOutboundAddresses(form);
    const scalar = [
      'name',
      'active',
      'type',
      'email',
      'phone',
      'street',
      'zip',
      'city',
      'country',
      'prio',
      'monthlyLeadLimit',
      'monthlyLeadGoal',
      'leadEvaluationMail',
      'leadEvaluationDay',
      'sendStatistic',
      'sendInvoice',
      'sendReclaLink',
      'autoCrefo',
      'crefoDays',
      'exclusiveLeads',
    ] as const;
    for (const field of scalar) {
      if (form[field] !== undefined) (organisation as unknown as Record<string, unknown>)[field] = form[field];
    }
    // No agreed price (null) is stored as 0, the spec's default for a new buyer: the price list applies to both.
    if (form.leadSellCost !== undefined) organisation.leadSellCost = (form.leadSellCost ?? 0).toFixed(2);
    for (const money of ['leadBuyCost', 'reclamationQuote'] as const) {
      if (form[money] !== undefined) organisation[money] = form[money]!.toFixed(2);
    }
    // null is a value here: no own exclusive price (the price list makes it), no credit limit.
    for (const money of ['exclusiveLeadSellCost', 'creditLimit'] as const) {
      if (form[money] !== undefined) organisation[money] = form[money] === null ? null : form[money].toFixed(2);
    }
    const integrations = { ...defaultIntegrations(), ...organisation.integrations };
    const secrets = this.readSecrets(organisation);
    if (form.zapier) {
      integrations.zapier = nextHook(integrations.zapier, form.zapier);
      secrets.zapierSecret = nextSecret(secrets.zapierSecret, form.zapier.secret);
    }
    if (form.make) {
      integrations.make = nextHook(integrations.make, form.make);
      secrets.makeSecret = nextSecret(secrets.makeSecret, form.make.secret);
    }
    if (form.lexOffice) integrations.lexOffice = { number: form.lexOffice.number, id: form.lexOffice.id };
    if (form.leveto) {
      integrations.leveto = { active: form.leveto.active, uri: form.leveto.uri, username: form.leveto.username };
      secrets.levetoSecret = nextSecret(secrets.levetoSecret, form.leveto.secret);
    }
    if (form.pipedrive) {
      const { type, pipeline, stage, leadLabel } = form.pipedrive;
      integrations.pipedrive = { type, pipeline: pipeline ?? null, stage: stage ?? null, leadLabel: leadLabel ?? null };
      secrets.pipedriveToken = nextSecret(secrets.pipedriveToken, form.pipedrive.token);
    }
    if (form.weClapp) {
      integrations.weClapp = { uri: form.weClapp.uri };
      secrets.weClappKey = nextSecret(secrets.weClappKey, form.weClapp.key);
    }
    organisation.integrations = integrations;
    organisation.secrets = this.sealSecrets(secrets);
    if (form.config) organisation.config = { reclamationEmail: form.config.reclamationEmail };
    if (form.extension) organisation.extension = { lawyer: { ...form.extension.lawyer } };
    if (form.conditions) organisation.conditions = await this.checkedConditions(form.conditions);
  }

  /**
   * A webhook or CRM address may not point inside (this host, the private network, cloud metadata) nor
   * carry credentials: the server would post lead data there. Checked again, after DNS, on every call.
   */
  private checkOutboundAddresses(form: OrganisationFormDto): void {
    const fields: Record<string, string> = {};
    for (const [field, label] of OUTBOUND_FIELDS) {
      const uri = form[field]?.uri?.trim();
      const refusal = uri ? this.outbound.refusal(uri) : null;
      if (refusal) fields[`${field}.uri`] = `${label} ${refusal}.`;
    }
    const messages = Object.values(fields);
    if (messages.length) throw new OrganisationException('INVALID_ORGANISATION', messages.length === 1 ? messages[0] : `Bitte Eingaben prüfen: ${messages.join('; ')}`, fields);
  }

  /** Answer filters must name funnel questions and their answers; empty lists mean "all answers". */
  private async checkedConditions(conditions: ConditionsDto) {
    const steps = await this.funnel.byKey();
    const fields: Record<string, string> = {};
    const answers: Record<string, string[]> = {};
    for (const [key, selected] of Object.entries(conditions.answers ?? {})) {
      const step = steps.get(key);
      if (!step) fields[`conditions.answers.${key}`] = `Unbekannte Frage "${key}"`;
      else if (!Array.isArray(selected) || selected.some((answer) => typeof answer !== 'string')) {
        fields[`conditions.answers.${key}`] = 'Antworten müssen eine Liste von Texten sein';
      } else {
        const unknown = selected.filter((answer) => !step.answers.some((option) => option.text === answer));
        if (unknown.length) fields[`conditions.answers.${key}`] = `"${unknown.join('", "')}" ist keine Antwort auf "${step.title}"`;
        else if (selected.length) answers[key] = [...new Set(selected)];
      }
    }
    conditions.activeDays.forEach((day, index) => {
      if (day.active && day.startTime >= day.endTime) fields[`conditions.activeDays.${index}.endTime`] = `${day.label}: Ende muss nach dem Beginn liegen`;
    });
    const weekDays = new Set(conditions.activeDays.map((day) => day.weekDay));
    if (weekDays.size !== 7) fields['conditions.activeDays'] = 'Jeder Wochentag muss genau einmal vorkommen';
    if (Object.keys(fields).length) {
      throw new OrganisationException('INVALID_ORGANISATION', `Bitte Bedingungen prüfen: ${Object.values(fields).join('; ')}`, fields);
    }
    return {
      delay: conditions.delay,
      age: conditions.age,
      config: { ...conditions.config, googleZipSheet: { ...conditions.config.googleZipSheet } },
      zipConditions: conditions.zipConditions.map(({ zip, email }) => ({ zip, email })),
      radiuses: conditions.radiuses.map(({ zip, radius }) => ({ zip, radius })),
      activeDays: conditions.activeDays.map(({ active, weekDay, label, startTime, endTime }) => ({ active, weekDay, label, startTime, endTime })),
      answers,
    };
  }

  /** Secrets sealed with another key count as not set here: staff re-enter them. */
  private readSecrets(organisation: Organisation): OrganisationSecrets {
    const secrets = this.secretsOf(organisation);
    if (!secrets) this.logger.warn(`Zugangsdaten von Unternehmen ${organisation.id} lassen sich nicht entschlüsseln (Schlüssel geändert?); bitte neu eingeben`);
    return secrets ?? {};
  }

  private webhookSecretHintOf(organisation: Organisation): string | null {
    const secret = organisation.webhookSecret ? this.openWebhookSecret(organisation.webhookSecret) : null;
    return secret ? webhookSecretHint(secret) : null;
  }

  private openWebhookSecret(sealed: string): string | null {
    try {
      return this.secretBox.open(sealed);
    } catch {
      return null;
    }
  }

  private sealSecrets(secrets: OrganisationSecrets): string | null {
    const present = Object.fromEntries(Object.entries(secrets).filter(([, value]) => value));
    return Object.keys(present).length ? this.secretBox.seal(JSON.stringify(present)) : null;
  }

  private toListItem(organisation: Organisation, geodataLoaded: boolean): OrganisationListItemDto {
    return {
      id: organisation.id,
      name: organisation.name,
      active: organisation.active,
      deleted: organisation.deleted,
      type: organisation.type,
      email: organisation.email,
      phone: organisation.phone,
      zip: organisation.zip,
      city: organisation.city,
      prio: organisation.prio,
      creationDate: organisation.creationDate.toISOString(),
      leadSellCost: Number(organisation.leadSellCost),
      monthlyLeadLimit: organisation.monthlyLeadLimit,
      monthlyLeadGoal: organisation.monthlyLeadGoal,
      warnings: deliveryWarnings({ ...organisation, zapier: organisation.integrations.zapier, make: organisation.integrations.make }, geodataLoaded),
      dunningHold: organisation.dunningHold,
      deliveryStop: organisation.deliveryStopSince ? { since: organisation.deliveryStopSince.toISOString(), reason: organisation.deliveryStopReason ?? '' } : null,
    };
  }

  private async toDetail(organisation: Organisation): Promise<OrganisationDetailDto> {
    const secrets = this.readSecrets(organisation);
    const { integrations } = organisation;
    return {
      ...this.toListItem(organisation, this.geo.count() > 0),
      street: organisation.street,
      country: organisation.country,
      apiKey: organisation.apiKey,
      leadBuyCost: Number(organisation.leadBuyCost),
      exclusiveLeads: organisation.exclusiveLeads,
      exclusiveLeadSellCost: organisation.exclusiveLeadSellCost === null ? null : Number(organisation.exclusiveLeadSellCost),
      creditLimit: organisation.creditLimit === null ? null : Number(organisation.creditLimit),
      reclamationQuote: Number(organisation.reclamationQuote),
      leadEvaluationMail: organisation.leadEvaluationMail,
      leadEvaluationDay: organisation.leadEvaluationDay,
      sendStatistic: organisation.sendStatistic,
      sendInvoice: organisation.sendInvoice,
      sendReclaLink: organisation.sendReclaLink,
      autoCrefo: organisation.autoCrefo,
      crefoDays: organisation.crefoDays,
      zapier: { ...integrations.zapier, secretSet: Boolean(secrets.zapierSecret) },
      make: { ...integrations.make, secretSet: Boolean(secrets.makeSecret) },
      leveto: { ...integrations.leveto, secretSet: Boolean(secrets.levetoSecret) },
      pipedrive: { ...integrations.pipedrive, tokenSet: Boolean(secrets.pipedriveToken) },
      lexOffice: integrations.lexOffice,
      weClapp: { ...integrations.weClapp, keySet: Boolean(secrets.weClappKey) },
      config: organisation.config,
      extension: organisation.extension,
      conditions: organisation.conditions,
      sheetSync: await this.sheetZips.status(organisation),
      webhookSecretHint: this.webhookSecretHintOf(organisation),
      dunningHold: organisation.dunningHold,
      // The controller fills these from invoicing (OrganisationBilling).
      invoices: [],
      dunnings: [],
      missingInvoices: [],
    };
  }
}
