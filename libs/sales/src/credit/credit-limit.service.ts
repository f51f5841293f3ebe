import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AppConfig, Clock } from '@app/infrastructure';
import { berlinPeriod, creditLimitDetail, escapeHtml } from '@app/contract';
import type { Buyer } from '@app/distribution';
import { MailService } from '@app/mail';
import { CreditStateDto, Organisation, OrganisationCredit, OrganisationCreditPort } from '@app/organisations';
import { NotificationSettingsService } from '@app/settings';
import { UsersService } from '@app/users';
import { creditCrossing, creditState } from './credit-limit';
import { CreditUsageRepository } from './credit-usage.repository';

/** What the Postausgang calls the mail at 80 % of a credit limit. */
export const CREDIT_LIMIT_WARNING_MAIL_KIND = 'credit-limit-warning';

/**
 * Not yet billed: the sales of this Berlin month and of the month before, so the days between a month's end
 * and its invoice run (the 1st) do not hide last month's sales; older ones are billed or never will be.
 */
export const unbilledSince = (now: Date): Date => berlinPeriod('month', now, -1).start;

/** A sale just made, for the 80 % mail. */
export interface CreditedSale {
  buyer: Buyer;
  organisation: Organisation;
  price: number;
}

/**
 * Credit limits (issue 30 §5): how much each buyer owes and has not been billed for yet, which the matching
 * compares with its limit, and the one mail at 80 % per crossing to the buyer and to staff.
 */
@Injectable()
export class CreditLimitService implements OrganisationCreditPort, OnModuleInit {
  private readonly logger = new Logger('Kreditlimit');

  constructor(
    private readonly usage: CreditUsageRepository,
    private readonly port: OrganisationCredit,
    private readonly mail: MailService,
    private readonly notifications: NotificationSettingsService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.port.bind(this);
  }

  /** EUR used by each of these buyers that has a credit limit; no query when none has one (the default). */
  async usedBy(buyers: readonly Buyer[], now: Date): Promise<Map<number, number>> {
    const limited = buyers.filter((buyer) => buyer.creditLimitEur !== null && buyer.creditLimitEur !== undefined && !buyer.deleted).map((buyer) => buyer.id);
    return this.usage.used(limited, unbilledSince(now));
  }

  async of(organisationId: number): Promise<CreditStateDto | null> {
    const limit = await this.usage.limitOf(organisationId);
    if (limit === null) return null;
    const used = (await this.usage.used([organisationId], unbilledSince(this.clock.now()))).get(organisationId) ?? 0;
    return creditState(limit, used);
  }

  /** In the selling transaction, after its sales: notes a crossing of 80 % and queues its mails (sent after the commit). */
  async afterSales(sold: readonly CreditedSale[], usedBefore: ReadonlyMap<number, number>, now: Date): Promise<void> {
    const byBuyer = new Map<number, { sale: CreditedSale; total: number }>();
    for (const sale of sold) {
      if (sale.buyer.creditLimitEur === null || sale.buyer.creditLimitEur === undefined) continue;
      const entry = byBuyer.get(sale.buyer.id) ?? { sale, total: 0 };
      entry.total += sale.price;
      byBuyer.set(sale.buyer.id, entry);
    }
    for (const [buyerId, { sale, total }] of byBuyer) {
      const limit = sale.buyer.creditLimitEur!;
      const before = usedBefore.get(buyerId) ?? 0;
      const after = Math.round((before + total) * 100) / 100;
      const { clear, warn } = creditCrossing(limit, before, after);
      if (clear) await this.usage.clearWarned(buyerId);
      if (warn && (await this.usage.markWarned(buyerId, now))) await this.warn(sale, limit, after, now);
    }
  }

  private async warn({ buyer, organisation }: CreditedSale, limit: number, used: number, now: Date): Promise<void> {
    const { percent } = creditState(limit, used);
    const detail = creditLimitDetail(used, limit);
    const key = `credit-limit-warning-${organisation.id}-${now.toISOString()}`;
    const buyerAddress = (buyer.availability?.notificationEmail || organisation.email).trim();
    if (buyerAddress) {
      await this.mail.queueOnce(
        mailOf(`Ihr Kreditlimit ist zu ${percent} % genutzt`, [
          'Guten Tag,',
          `Ihr Kreditlimit bei uns ist zu ${percent} % genutzt: ${detail} (offene Rechnungen und noch nicht berechnete Leads, netto).`,
          'Sobald das Limit erreicht ist, erhalten Sie keine neuen Leads mehr, bis eine Zahlung bei uns eingegangen ist. Bitte begleichen Sie offene Rechnungen rechtzeitig oder sprechen Sie uns auf ein höheres Limit an.',
          'Mit freundlichen Grüßen',
        ], buyerAddress),
        `${key}-buyer`,
      );
    }
    const configured = await this.notifications.alertRecipients();
    const staff = configured.length ? configured : await this.users.activeAdminEmails();
    if (staff.length === 0) {
      this.logger.error(`Keine Empfänger für die Kreditlimit-Warnung zu Unternehmen ${organisation.id}`);
      return;
    }
    const link = `${this.config.publicBaseUrl}/organisations/${organisation.id}`;
    await this.mail.queueOnce(
      mailOf(
        `Kreditlimit zu ${percent} % genutzt: ${organisation.name}`,
        [
          'Guten Tag,',
          `${organisation.name} hat sein Kreditlimit zu ${percent} % genutzt: ${detail} (offene Rechnungen und noch nicht berechnete Leads, netto).`,
          'Ab 100 % erhält das Unternehmen keine Leads mehr, bis eine Zahlung verbucht oder das Limit erhöht wird. Das Unternehmen wurde ebenfalls benachrichtigt.',
          `Zum Unternehmen: ${link}`,
          'Diese Nachricht kommt einmal, wenn 80 % überschritten werden. Empfänger ändern Sie unter Einstellungen → Benachrichtigungen.',
        ],
        staff.join(', '),
      ),
      `${key}-staff`,
    );
  }
}

function mailOf(subject: string, paragraphs: string[], recipient: string) {
  return {
    kind: CREDIT_LIMIT_WARNING_MAIL_KIND,
    recipient,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  } as const;
}
