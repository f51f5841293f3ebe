import { Injectable, Logger } from '@nestjs/common';
import { Clock, JobAttempt, OutboxService, Transactional } from '@app/infrastructure';
import { BuyerDirectory } from '@app/distribution';
import { FunnelService } from '@app/funnel-questions';
import { configurationError, DeliveryAdapters, DeliveryError } from '@app/integrations';
import { Organisation, OrganisationsService } from '@app/organisations';
import { splitEmailList } from '@app/contract';
import { ConsentCertificateLinks } from '@app/consent';
import { ReclamationLinks } from './reclamation-link';
import { SaleRepository } from './sale.repository';
import { SalesException } from './sales.exception';
import { DELIVERY_MAX_ATTEMPTS } from './sales.service';

/**
 * Hands a sold lead to its buyer through the adapter of the buyer's type, recording every outcome;
 * staff may restart a delivery that failed for good.
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
  ) {}

  /** One attempt (the outbox job): an error leaves the delivery pending for the next one, or failed after the last. */
  async deliver(deliveryId: number, { attempt, maxAttempts }: JobAttempt): Promise<void> {
    const delivery = await this.sales.findDeliveryWithSale(deliveryId);
    // A held lead mail waits in the Postausgang; running the job again would change nothing.
    if (!delivery || delivery.status === 'delivered' || delivery.status === 'held') return;
    const { sale } = delivery;
    const { lead, organisation } = sale;
    try {
      const { coverage } = await this.directory.snapshot();
      const rowRecipients = coverage.coveredBy(lead.zip).get(organisation.id)?.recipients ?? [];
      const steps = await this.funnel.list();
      const result = await this.adapters.for(organisation.type).deliver({
        saleId: sale.id,
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
        },
        buyer: {
          id: organisation.id,
          name: organisation.name,
          type: organisation.type,
          email: organisation.email,
          integrations: organisation.integrations,
          secrets: this.secretsOf(organisation),
        },
        recipients: rowRecipients.length ? rowRecipients : splitEmailList(organisation.email),
        answerLabels: Object.fromEntries(steps.map((step) => [step.key, step.title])),
        reclamationLink: organisation.sendReclaLink ? this.links.link(organisation, lead.id) : undefined,
        consentCertificateLink: this.certificates.link(lead.id, organisation.id),
      });
      if (result.held) {
        await this.sales.updateDelivery(deliveryId, { status: 'held', attempts: attempt, lastError: null });
        return;
      }
      await this.sales.updateDelivery(deliveryId, { status: 'delivered', deliveredAt: this.clock.now(), attempts: attempt, lastError: null, reference: result.reference ?? null });
    } catch (caught) {
      const error = caught as DeliveryError;
      const final = error.retryable === false || attempt >= (maxAttempts || DELIVERY_MAX_ATTEMPTS);
      await this.sales.updateDelivery(deliveryId, { status: final ? 'failed' : 'pending', attempts: attempt, lastError: error.message });
      this.logger.warn(`Zustellung ${deliveryId} (Lead ${lead.id} an ${organisation.name}) Versuch ${attempt}: ${error.message}`);
      throw error;
    }
  }

  /** A failed delivery gets a fresh set of attempts; the restarted job runs after the commit. */
  @Transactional()
  async retry(deliveryId: number): Promise<{ id: number; status: 'pending' }> {
    const delivery = await this.sales.findDelivery(deliveryId);
    if (!delivery?.outboxMessageId) throw new SalesException('DELIVERY_NOT_FOUND', `Zustellung ${deliveryId} gibt es nicht.`);
    if (delivery.status !== 'failed') throw new SalesException('NOT_RETRYABLE', 'Nur fehlgeschlagene Zustellungen können neu gestartet werden.');
    await this.sales.updateDelivery(deliveryId, { status: 'pending', lastError: null, attempts: 0 });
    await this.outbox.retry(delivery.outboxMessageId);
    return { id: deliveryId, status: 'pending' };
  }

  private secretsOf(organisation: Organisation) {
    const secrets = this.organisations.secretsOf(organisation);
    if (!secrets) {
      throw configurationError(`Zugangsdaten von Unternehmen ${organisation.id} lassen sich nicht entschlüsseln (Schlüssel geändert?). Bitte in den Einstellungen neu eingeben.`);
    }
    return secrets;
  }
}
