import { Injectable, Logger } from '@nestjs/common';
import { AppConfig, Clock, JobName, OutboxService, Transactional } from '@app/infrastructure';
import { DeliveryError } from '@app/integrations';
import { MailService } from '@app/mail';
import { Organisation, OrganisationsService } from '@app/organisations';
import { NotificationSettingsService } from '@app/settings';
import { UsersService } from '@app/users';
import { escapeHtml, formatDateTime, ORGANISATION_TYPE_LABELS } from '@app/contract';
import { breakerTrip, stopReason } from './delivery-breaker';
import { SaleRepository } from './sale.repository';
import { DELIVERY_MAX_ATTEMPTS } from './sales.service';

/** What the Postausgang calls the staff alert that a buyer's deliveries were stopped. */
export const DELIVERY_STOPPED_MAIL_KIND = 'delivery-stopped';

/**
 * The circuit breaker per buyer: counts failed attempts to its webhook or CRM, stops its deliveries by
 * the rule in delivery-breaker.ts, and then tells staff once and sends the leads waiting for a retry by
 * e-mail at once. Several API processes and workers count at the same time: every step is one
 * conditional UPDATE, so exactly one of them stops a buyer and sends the alert.
 */
@Injectable()
export class DeliveryBreakerService {
  private readonly logger = new Logger('Zustellstopp');

  constructor(
    private readonly organisations: OrganisationsService,
    private readonly sales: SaleRepository,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly notifications: NotificationSettingsService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** An attempt to the buyer's endpoint failed. True when its deliveries are stopped now (by this failure or before). */
  async noteFailure(organisation: Organisation, error: DeliveryError, deliveryId: number): Promise<boolean> {
    const run = await this.organisations.noteDeliveryFailure(organisation.id);
    if (!run) return false;
    if (run.stoppedSince) return true;
    const trip = breakerTrip(run, this.clock.now());
    if (!trip) return false;
    await this.stop(organisation, stopReason(trip, run, error.summary), deliveryId);
    return true;
  }

  noteSuccess(organisationId: number): Promise<void> {
    return this.organisations.noteDeliverySuccess(organisationId);
  }

  /** The stop, its one alert and the expedited retries commit together, or not at all. */
  @Transactional()
  private async stop(organisation: Organisation, reason: string, deliveryId: number): Promise<void> {
    const since = await this.organisations.stopDeliveries(organisation.id, reason);
    // Another process stopped it a moment earlier and sent the alert.
    if (!since) return;
    this.logger.warn(`Zustellung an Unternehmen ${organisation.id} gestoppt: ${reason}`);
    await this.alert(organisation, reason, since);
    // Leads waiting up to hours for their next try go by e-mail now: no lead waits unseen.
    for (const waiting of await this.sales.retryingDeliveriesOf(organisation.id, deliveryId)) {
      if (!(await this.sales.withdrawMessage(waiting.outboxMessageId))) continue;
      const message = await this.outbox.add(JobName.DeliverSale, { deliveryId: waiting.id }, { maxAttempts: DELIVERY_MAX_ATTEMPTS });
      await this.sales.setDeliveryMessage(waiting.id, message.id);
    }
  }

  /** One mail per stop (its key names the buyer and the moment) to Settings → 'Benachrichtigungen', else every active administrator. */
  private async alert(organisation: Organisation, reason: string, since: Date): Promise<void> {
    const configured = await this.notifications.alertRecipients();
    const recipients = configured.length ? configured : await this.users.activeAdminEmails();
    if (recipients.length === 0) {
      this.logger.error(`Keine Empfänger für die Warnung zum Zustellstopp von Unternehmen ${organisation.id}`);
      return;
    }
    const system = ORGANISATION_TYPE_LABELS[organisation.type];
    const link = `${this.config.publicBaseUrl}/organisations/${organisation.id}`;
    const lines = [
      'Guten Tag,',
      `die Zustellung an ${organisation.name} (${system}) wurde am ${formatDateTime(since)} gestoppt.`,
      `Grund: ${reason}`,
      `Neue Leads für ${organisation.name} gehen bis auf Weiteres per E-Mail an ${organisation.email || '(keine Adresse hinterlegt)'}. Sobald das System des Käufers wieder erreichbar ist, klicken Sie beim Unternehmen auf „Zustellung wieder aufnehmen“: Dann gehen alle Leads, die ${system} noch nicht erreicht haben, der Reihe nach dorthin.`,
    ];
    const closing = 'Diese Nachricht kommt einmal je Zustellstopp. Empfänger ändern Sie unter Einstellungen → Benachrichtigungen.';
    await this.mail.queueOnce(
      {
        kind: DELIVERY_STOPPED_MAIL_KIND,
        recipient: recipients.join(', '),
        subject: `Zustellung gestoppt: ${organisation.name}`,
        text: `${[...lines, `Zum Unternehmen: ${link}`, closing].join('\n\n')}\n`,
        html: [...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">Zum Unternehmen</a></p>`, `<p>${escapeHtml(closing)}</p>`].join(''),
      },
      `delivery-stopped-${organisation.id}-${since.toISOString()}`,
    );
  }
}
