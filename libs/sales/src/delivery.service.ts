import { Injectable, Logger } from '@nestjs/common';
import { AuditService } from '@app/audit';
import { Clock, JobAttempt, JobName, Metrics, OutboxService, Transactional } from '@app/infrastructure';
import { BuyerDirectory } from '@app/distribution';
import { FunnelService } from '@app/funnel-questions';
import { configurationError, DeliveryAdapters, DeliveryError, DeliveryRequest } from '@app/integrations';
import { Organisation, OrganisationsService } from '@app/organisations';
import { ORGANISATION_TYPE_LABELS, splitEmailList, type OrganisationType } from '@app/contract';
import { ConsentCertificateLinks } from '@app/consent';
import { DistributionSettingsService } from '@app/settings';
import { isGuardedType } from './delivery-breaker';
import { DeliveryBreakerService } from './delivery-breaker.service';
import { Delivery } from './entities/delivery.entity';
import { Sale } from './entities/sale.entity';
import { ReclamationLinks } from './reclamation-link';
import { SaleRepository } from './sale.repository';
import { SalesException } from './sales.exception';
import { DELIVERY_MAX_ATTEMPTS } from './sales.service';

/** The types whose deliveries are webhooks: each is signed with the buyer's secret. */
export const WEBHOOK_TYPES: readonly OrganisationType[] = ['zapier', 'make', 'leveto'];

/** What 'Test senden' answers: whether the buyer's endpoint took the test lead, and why not. */
export interface TestDeliveryResult {
  delivered: boolean;
  /** The system's German reason when it failed (the buyer's endpoint is named by its service, never its address). */
  error: string | null;
  reference: string | null;
}

/** The made-up lead of a test delivery: recognisable as a test in every field a person reads. */
const TEST_LEAD = {
  id: 0,
  salutation: 'Frau',
  firstName: 'Test',
  lastName: 'Testlieferung (kein echter Lead)',
  phone: '+491700000000',
  email: 'testlieferung@example.com',
  street: 'Musterstraße 1',
  zip: '80331',
  city: 'München',
  data: { extraInfo: 'Dies ist eine Testlieferung aus dem Käuferportal. Bitte nicht bearbeiten.' },
};

/** The most deliveries one bulk retry takes (a page of the Postausgang is far smaller). */
export const MAX_BULK_RETRY = 1000;

type DeliveryWithSale = Delivery & { sale: Sale };

/**
 * Hands a sold lead to its buyer through the adapter of the buyer's type, recording every outcome;
 * staff may restart a delivery that failed for good. While the circuit breaker holds a buyer's own
 * system (webhook or CRM), its leads go to its e-mail address instead, marked as fallback.
 */
@Injectable()
export class DeliveryService {
  private readonly logger = new Logger('Delivery');

  constructor(
    private readonly sales: SaleRepository,
    private readonly adapters: DeliveryAdapters,
    private readonly directory: BuyerDirectory,
    private readonly funnel: FunnelService,
    private readonly organisations: OrganisationsService,
    private readonly links: ReclamationLinks,
    private readonly certificates: ConsentCertificateLinks,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
    private readonly breaker: DeliveryBreakerService,
    private readonly audit: AuditService,
    private readonly settings: DistributionSettingsService,
  ) {}

  /**
   * One attempt (the outbox job): an error leaves the delivery pending for the next one, or failed after
   * the last. A sale's own job (`ownJob`) does not overtake the buyer's resumed backlog: it joins it.
   */
  async deliver(deliveryId: number, jobAttempt: JobAttempt, { ownJob = false } = {}): Promise<void> {
    const { attempt, maxAttempts } = jobAttempt;
    const delivery = await this.sales.findDeliveryWithSale(deliveryId);
    // A held lead mail waits in the Postausgang; running the job again would change nothing.
    if (!delivery || delivery.status === 'delivered' || delivery.status === 'held') return;
    const { sale } = delivery;
    const { lead, organisation } = sale;
    const guarded = isGuardedType(organisation.type);
    // The breaker holds this buyer's own system: the lead goes by e-mail until staff resume.
    if (guarded && organisation.deliveryStopSince) return this.deliverFallback(delivery, jobAttempt);
    if (ownJob && organisation.deliveryBacklogMessageId && (await this.joinBacklog(deliveryId, organisation.id))) return;
    const measured = this.metrics.deliveryAttempt(organisation.type);
    try {
      const result = await this.adapters.for(organisation.type).deliver(await this.request(delivery));
      if (result.held) {
        await this.sales.updateDelivery(deliveryId, { status: 'held', attempts: attempt, lastError: null });
        measured('held');
        return;
      }
      await this.sales.updateDelivery(deliveryId, { status: 'delivered', deliveredAt: this.clock.now(), attempts: attempt, lastError: null, reference: result.reference ?? null, fallback: false });
      measured('delivered');
      if (guarded) await this.breaker.noteSuccess(organisation.id);
    } catch (caught) {
      const error = caught as DeliveryError;
      // A failure of the buyer's endpoint counts towards its breaker; a setting to fix does not.
      if (guarded && error instanceof DeliveryError && !error.configuration && (await this.breaker.noteFailure(organisation, error, deliveryId))) {
        measured('retry');
        this.logger.warn(`Zustellung ${deliveryId} (Lead ${lead.id} an Unternehmen ${organisation.id}) Versuch ${attempt}: ${error.message}; Zustellung gestoppt, Lead geht per E-Mail`);
        // Stopped by this failure (or meanwhile): the lead goes by e-mail now rather than after the next wait.
        return this.deliverFallback({ ...delivery, lastError: error.message }, jobAttempt);
      }
      const final = error.retryable === false || attempt >= (maxAttempts || DELIVERY_MAX_ATTEMPTS);
      await this.sales.updateDelivery(deliveryId, { status: final ? 'failed' : 'pending', attempts: attempt, lastError: error.message });
      measured(final ? 'failed' : 'retry');
      this.logger.warn(`Zustellung ${deliveryId} (Lead ${lead.id} an Unternehmen ${organisation.id}) Versuch ${attempt}: ${error.message}`);
      throw error;
    }
  }

  /**
   * 'Test senden' from the buyers' portal: a made-up lead, marked as a test (`event: 'lead.test'`, saleId 0),
   * posted once to the buyer's webhook through the same adapter, signature and outbound rules as a real
   * delivery. Nothing is stored and the circuit breaker does not count it.
   */
  async sendTest(organisationId: number): Promise<TestDeliveryResult> {
    const organisation = await this.sales.findOrganisation(organisationId);
    if (!organisation) throw new SalesException('ORGANISATION_NOT_FOUND', `Unternehmen ${organisationId} gibt es nicht.`);
    if (!WEBHOOK_TYPES.includes(organisation.type)) {
      throw new SalesException('NOT_A_WEBHOOK', 'Eine Testlieferung ist nur für Webhook-Empfänger (Zapier, Make, Leveto) möglich. Ihre Leads kommen per E-Mail oder direkt in Ihr CRM.');
    }
    const steps = await this.funnel.list();
    try {
      // Inside the try: a key that cannot be opened is a reason to show, like a refused post.
      const result = await this.adapters.for(organisation.type).deliver({
        saleId: 0,
        test: true,
        lead: { ...TEST_LEAD, createdAt: this.clock.now() },
        buyer: {
          id: organisation.id,
          name: organisation.name,
          type: organisation.type,
          email: organisation.email,
          integrations: organisation.integrations,
          secrets: this.secretsOf(organisation),
          webhookSecret: await this.webhookSecretOf(organisation),
        },
        recipients: [],
        answerLabels: Object.fromEntries(steps.map((step) => [step.key, step.title])),
      });
      return { delivered: true, error: null, reference: result.reference ?? null };
    } catch (caught) {
      if (!(caught instanceof DeliveryError)) throw caught;
      return { delivered: false, error: caught.summary, reference: null };
    }
  }

  /** A failed delivery gets a fresh set of attempts; the restarted job runs after the commit. */
  @Transactional()
  async retry(deliveryId: number): Promise<{ id: number; status: 'pending' }> {
    const delivery = await this.sales.findDelivery(deliveryId);
    if (!delivery) throw new SalesException('DELIVERY_NOT_FOUND', `Zustellung ${deliveryId} gibt es nicht.`);
    const [claimed] = delivery.status === 'failed' ? await this.sales.claimFailed([deliveryId]) : [];
    if (claimed === undefined) throw new SalesException('NOT_RETRYABLE', 'Nur fehlgeschlagene Zustellungen können neu gestartet werden.');
    await this.queue(deliveryId);
    return { id: deliveryId, status: 'pending' };
  }

  /**
   * The Postausgang's bulk action: every failed one among `ids` starts again (the others are left as
   * they are and named in the answer's count); each id is taken by one request only, however many
   * staff press at once.
   */
  @Transactional()
  async retryMany(ids: number[]): Promise<{ queued: number; ids: number[] }> {
    const unique = [...new Set(ids)];
    const claimed = await this.sales.claimFailed(unique);
    if (claimed.length === 0) {
      throw new SalesException('NOT_RETRYABLE', unique.length === 1 ? 'Nur fehlgeschlagene Zustellungen können neu gestartet werden.' : 'Keine der gewählten Zustellungen ist fehlgeschlagen.');
    }
    for (const id of claimed) await this.queue(id);
    // The request's row in the Protokoll names the deliveries it restarted.
    this.audit.noteSubjects(claimed);
    return { queued: claimed.length, ids: claimed };
  }

  /** A new job of its own for the delivery (its earlier message may belong to a finished backlog). */
  private async queue(deliveryId: number): Promise<void> {
    const message = await this.outbox.add(JobName.DeliverSale, { deliveryId }, { maxAttempts: DELIVERY_MAX_ATTEMPTS });
    await this.sales.setDeliveryMessage(deliveryId, message.id);
  }

  /**
   * While the buyer's resumed backlog runs (DeliveryResumeService), a new sale joins it and is sent by it
   * in sale order. The buyer's row is locked first, so the backlog cannot end between the look and the join.
   */
  @Transactional()
  private async joinBacklog(deliveryId: number, organisationId: number): Promise<boolean> {
    const backlog = await this.organisations.lockDeliveryBacklog(organisationId);
    if (!backlog) return false;
    await this.sales.setDeliveriesMessage([deliveryId], backlog);
    this.logger.log(`Zustellung ${deliveryId} wartet hinter der Nachstellung an Unternehmen ${organisationId}`);
    return true;
  }

  /**
   * The lead mail to the buyer's address instead of its stopped system, once per sale: a lead mailed
   * before (resumed, then stopped again) is only marked, not mailed twice. The endpoint's last error stays
   * on the delivery, so staff see why.
   */
  private async deliverFallback(delivery: DeliveryWithSale, { attempt, maxAttempts }: JobAttempt): Promise<void> {
    const { organisation, lead } = delivery.sale;
    if (delivery.fallbackAt) {
      await this.sales.updateDelivery(delivery.id, { status: 'delivered', fallback: true, attempts: attempt, lastError: delivery.lastError });
      return;
    }
    const measured = this.metrics.deliveryAttempt('buyer-email');
    try {
      const request = await this.request(delivery, { fallback: true });
      const result = await this.adapters.fallback().deliver(request);
      const now = this.clock.now();
      await this.sales.updateDelivery(delivery.id, {
        status: result.held ? 'held' : 'delivered',
        deliveredAt: result.held ? null : now,
        fallback: true,
        fallbackAt: now,
        attempts: attempt,
        lastError: delivery.lastError,
        reference: null,
      });
      measured(result.held ? 'held' : 'delivered');
    } catch (caught) {
      const error = caught as DeliveryError;
      const final = error.retryable === false || attempt >= (maxAttempts || DELIVERY_MAX_ATTEMPTS);
      await this.sales.updateDelivery(delivery.id, { status: final ? 'failed' : 'pending', attempts: attempt, lastError: `Ersatz-Mail: ${error.message}` });
      measured(final ? 'failed' : 'retry');
      this.logger.warn(`Ersatz-Mail der Zustellung ${delivery.id} (Lead ${lead.id} an Unternehmen ${organisation.id}) Versuch ${attempt}: ${error.message}`);
      throw error;
    }
  }

  /** What the adapter gets; a fallback mail goes to the buyer's own address and needs none of its secrets. */
  private async request(delivery: DeliveryWithSale, { fallback = false } = {}): Promise<DeliveryRequest> {
    const { sale } = delivery;
    const { lead, organisation } = sale;
    const { coverage } = await this.directory.snapshot();
    const rowRecipients = coverage.coveredBy(lead.zip).get(organisation.id)?.recipients ?? [];
    const [steps, { qualityInMails }] = await Promise.all([this.funnel.list(), this.settings.get()]);
    return {
      saleId: sale.id,
      exclusive: sale.exclusive,
      lead: {
        id: lead.id,
        salutation: lead.salutation,
        firstName: lead.firstName,
        lastName: lead.lastName,
        phone: lead.phone,
        email: lead.email,
        street: lead.street,
        zip: lead.zip,
        city: lead.city,
        createdAt: lead.createdAt,
        data: lead.data,
        quality: lead.qualityScore === null ? null : { score: lead.qualityScore, findings: lead.qualityFindings },
      },
      qualityInMail: qualityInMails,
      buyer: {
        id: organisation.id,
        name: organisation.name,
        type: organisation.type,
        email: organisation.email,
        integrations: organisation.integrations,
        secrets: fallback ? {} : this.secretsOf(organisation),
        webhookSecret: !fallback && WEBHOOK_TYPES.includes(organisation.type) ? await this.webhookSecretOf(organisation) : undefined,
      },
      recipients: fallback ? splitEmailList(organisation.email) : rowRecipients.length ? rowRecipients : splitEmailList(organisation.email),
      answerLabels: Object.fromEntries(steps.map((step) => [step.key, step.title])),
      reclamationLink: organisation.sendReclaLink ? this.links.link(organisation, lead.id) : undefined,
      consentCertificateLink: this.certificates.link(lead.id, organisation.id),
      fallbackFor: fallback ? ORGANISATION_TYPE_LABELS[organisation.type] : undefined,
    };
  }

  private secretsOf(organisation: Organisation) {
    const secrets = this.organisations.secretsOf(organisation);
    if (!secrets) {
      throw configurationError(`Zugangsdaten von Unternehmen ${organisation.id} lassen sich nicht entschlüsseln (Schlüssel geändert?). Bitte in den Einstellungen neu eingeben.`);
    }
    return secrets;
  }

  private async webhookSecretOf(organisation: Organisation): Promise<string> {
    const secret = await this.organisations.webhookSecretFor(organisation);
    if (!secret) {
      throw configurationError(`Der Signatur-Schlüssel von Unternehmen ${organisation.id} lässt sich nicht entschlüsseln (Schlüssel geändert?). Bitte beim Unternehmen neu erzeugen.`);
    }
    return secret;
  }
}
