import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { SecretBox } from '@app/common/crypto/secret-box';
import { OutboxMessage } from '@app/common/queue/outbox-message.entity';
import { OutboxHandlers } from '@app/common/queue/outbox-handlers';
import { BuyerDirectory } from '@app/distribution/buyer-directory';
import { FunnelService } from '@app/funnel/funnel.service';
import { DeliveryAdapters } from '@app/integrations/delivery/delivery-adapters';
import { configurationError, DeliveryError } from '@app/integrations/delivery/delivery.error';
import { OrganisationSecrets } from '@app/organisations/entities/organisation.entity';
import { splitEmailList } from '@app/shared/organisation';
import { ReclamationLinks } from './reclamation-link';
import { SaleRepository } from './sale.repository';
import { DELIVERY_MAX_ATTEMPTS, DELIVERY_TOPIC, SalesService } from './sales.service';
import { DISTRIBUTE_TOPIC } from '@app/leads/lead-intake.service';

/** Waits between delivery attempts: 1, 5, 15, 30 minutes, then 1, 3, 6, 12 hours (about a day in all). */
const RETRY_DELAYS_MS = [1, 5, 15, 30, 60, 180, 360, 720].map((minutes) => minutes * 60_000);

/**
 * Runs the sales module's outbox work: distributing leads that arrived qualified, and handing a sold
 * lead to its buyer through the adapter of the buyer's type, recording every outcome.
 */
@Injectable()
export class DeliveryProcessor implements OnModuleInit {
  private readonly logger = new Logger('Delivery');

  constructor(
    private readonly handlers: OutboxHandlers,
    private readonly sales: SaleRepository,
    private readonly adapters: DeliveryAdapters,
    private readonly directory: BuyerDirectory,
    private readonly funnel: FunnelService,
    private readonly secretBox: SecretBox,
    private readonly links: ReclamationLinks,
    private readonly selling: SalesService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(DISTRIBUTE_TOPIC, { handle: async (message) => void (await this.selling.sellQualified(Number(message.payload.leadId))) });
    this.handlers.register(DELIVERY_TOPIC, {
      handle: (message) => this.deliver(message),
      retryDelayMs: (attempt) => RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1],
    });
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    const deliveryId = Number(message.payload.deliveryId);
    const delivery = await this.sales.findDeliveryWithSale(deliveryId);
    if (!delivery || delivery.status === 'delivered') return;
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
          secrets: this.secretsOf(organisation.id, organisation.secrets),
        },
        recipients: rowRecipients.length ? rowRecipients : splitEmailList(organisation.email),
        answerLabels: Object.fromEntries(steps.map((step) => [step.key, step.title])),
        reclamationLink: organisation.sendReclaLink ? this.links.link(organisation.id, lead.id) : undefined,
      });
      await this.sales.updateDelivery(deliveryId, { status: 'delivered', deliveredAt: new Date(), attempts: message.attempts, lastError: null, reference: result.reference ?? null });
    } catch (caught) {
      const error = caught as DeliveryError;
      const final = error.retryable === false || message.attempts >= (message.maxAttempts || DELIVERY_MAX_ATTEMPTS);
      await this.sales.updateDelivery(deliveryId, { status: final ? 'failed' : 'pending', attempts: message.attempts, lastError: error.message });
      this.logger.warn(`Zustellung ${deliveryId} (Lead ${lead.id} an ${organisation.name}) Versuch ${message.attempts}: ${error.message}`);
      throw error;
    }
  }

  private secretsOf(organisationId: number, sealed: string | null): OrganisationSecrets {
    if (!sealed) return {};
    try {
      return JSON.parse(this.secretBox.open(sealed)) as OrganisationSecrets;
    } catch {
      throw configurationError(`Zugangsdaten von Unternehmen ${organisationId} lassen sich nicht entschlüsseln (Schlüssel geändert?). Bitte in den Einstellungen neu eingeben.`);
    }
  }
}
