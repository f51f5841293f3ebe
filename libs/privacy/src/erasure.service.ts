import { Injectable, Logger } from '@nestjs/common';
import { AuditService } from '@app/audit';
import { normaliseEmail, normalisePhone } from '@app/contract';
import { Transactional } from '@app/infrastructure';
import { LeadDetailService, LeadPrivacyService } from '@app/leads';
import { MailService } from '@app/mail';
import { OrderPrivacyService } from '@app/orders';
import { OrganisationsService } from '@app/organisations';
import { CompanySettingsService } from '@app/settings';
import { afterCommit, AppConfig, Clock, ErasedDataRewriteRequests } from '@app/infrastructure';
import { ContactHash, DoNotContactService } from './do-not-contact.service';
import { ErasureLedger, ErasureLedgerEntry } from './erasure-ledger';
import type { ErasureResultDto } from './dto/privacy.dto';
import { erasureNoticeMail } from './erasure-mail';
import type { Person } from './person';
import { orderPseudonym } from './pseudonymisation';
import { Pseudonymiser } from './pseudonymiser';

/**
 * Erasure of a person (Art. 17 DSGVO): every lead, order and complaint found by their e-mail or phone is
 * pseudonymised in one transaction, the person goes on the 'Nicht kontaktieren' list, and every buyer who
 * received one of the leads is asked by mail to erase it too (Art. 19). Uploaded files go after the commit.
 */
@Injectable()
export class ErasureService {
  private readonly logger = new Logger('Datenschutz');
  private readonly ledger: ErasureLedger;

  constructor(
    private readonly leads: LeadPrivacyService,
    private readonly leadDetails: LeadDetailService,
    private readonly orders: OrderPrivacyService,
    private readonly pseudonymiser: Pseudonymiser,
    private readonly doNotContact: DoNotContactService,
    private readonly organisations: OrganisationsService,
    private readonly company: CompanySettingsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly rewrites: ErasedDataRewriteRequests,
    config: AppConfig,
  ) {
    this.ledger = new ErasureLedger(config.erasureLedgerPath);
  }

  /**
   * `notifyBuyers` false: an erasure re-applied after a restore, whose buyers were asked at the time. Each
   * erasure goes into the ledger after its commit (outside the database, for restores), unless re-applied from it.
   */
  @Transactional()
  async erase(person: Person, reason: string, { notifyBuyers = true, fromLedger = false } = {}): Promise<ErasureResultDto> {
    const leadIds = (await this.leads.findByPerson(person)).map((lead) => lead.id);
    // Whom each lead was sold to, before its contact goes (the sales themselves stay).
    const sales = (await Promise.all(leadIds.map(async (leadId) => (await this.leadDetails.detail(leadId)).sellingStatistics.map((sale) => ({ leadId, sale }))))).flat();
    const erased = await this.pseudonymiser.leadsWithTheirRecords(leadIds);

    const orders = await this.orders.lockMany((await this.orders.findByPerson(person)).map((order) => order.id));
    const at = this.clock.now();
    for (const order of orders) await this.orders.pseudonymise(order.id, orderPseudonym(at));
    if (orders.length > 0) await this.rewrites.request(at);

    const emails = [person.email, ...erased.emails, ...orders.map((order) => order.mail)].filter((value): value is string => Boolean(value)).map(normaliseEmail);
    const phones = [person.phone, ...erased.phones, ...orders.map((order) => order.phone)].filter((value): value is string => Boolean(value)).map(normalisePhone).filter(Boolean);
    const contacts = this.doNotContact.entriesOf(emails, phones);
    const blockedEntries = await this.doNotContact.addHashes(contacts);
    if (!fromLedger) await afterCommit(() => this.ledger.append({ at: at.toISOString(), contacts }));

    const erasedSales = notifyBuyers ? sales.filter(({ leadId }) => erased.leadIds.includes(leadId)) : [];
    const { notified: notifiedBuyerIds, unreachable: unreachableBuyerIds } = await this.askBuyersToErase(erasedSales);

    const result: ErasureResultDto = {
      leadIds: erased.leadIds,
      orderIds: orders.map((order) => order.id),
      complaintIds: erased.complaintIds,
      documents: erased.documents,
      mails: erased.mails,
      notifiedBuyerIds,
      unreachableBuyerIds,
      blockedEntries,
    };
    // Numbers and ids only: the row must not keep what was just erased.
    await this.audit.record({ action: 'erase', entityType: 'privacy', details: { reason, ...result } });
    this.logger.log(`Löschung (Art. 17): ${result.leadIds.length} Leads, ${result.orderIds.length} Aufträge, ${result.complaintIds.length} Reklamationen, ${notifiedBuyerIds.length} Käufer benachrichtigt`);
    return result;
  }

  /**
   * After a restore: erases again everyone the ledger names whom the restored data still holds (their leads
   * and orders, found by the keyed hashes of their e-mail and phone), and puts every ledger entry back on the
   * 'Nicht kontaktieren' list. Buyers are not asked again. Answers the people and records erased now.
   */
  async reapply(entries: ErasureLedgerEntry[]): Promise<{ persons: number; leadIds: number[]; orderIds: number[] }> {
    const wanted = new Set(entries.flatMap((entry) => entry.contacts.map((contact) => `${contact.kind}:${contact.hash}`)));
    const isWanted = (contact: ContactHash) => wanted.has(`${contact.kind}:${contact.hash}`);
    const people = new Map<string, Person>();
    for (const { email, phone } of [...(await this.leads.contacts()), ...(await this.orders.contacts())]) {
      if (this.doNotContact.entriesOf(email ? [email] : [], phone ? [phone] : []).some(isWanted)) people.set(`${email}|${phone}`, { email: email ?? null, phone: phone ?? null });
    }
    const leadIds: number[] = [];
    const orderIds: number[] = [];
    for (const person of people.values()) {
      const result = await this.erase(person, 'Löschung nach einer Wiederherstellung erneut angewandt (Löschprotokoll)', { notifyBuyers: false, fromLedger: true });
      leadIds.push(...result.leadIds);
      orderIds.push(...result.orderIds);
    }
    await this.blockAgain(entries.flatMap((entry) => entry.contacts));
    return { persons: people.size, leadIds, orderIds };
  }

  @Transactional()
  private async blockAgain(contacts: ContactHash[]): Promise<void> {
    await this.doNotContact.addHashes(contacts);
  }

  /** One mail per buyer and lead it received, in the erasure's transaction (sent after the commit). */
  private async askBuyersToErase(sales: { leadId: number; sale: { dateTime: string; organisation: { id: number } } }[]): Promise<{ notified: number[]; unreachable: number[] }> {
    const notified = new Set<number>();
    const unreachable = new Set<number>();
    if (sales.length === 0) return { notified: [], unreachable: [] };
    const { name: companyName } = await this.company.get();
    for (const { leadId, sale } of sales) {
      const buyer = await this.organisations.get(sale.organisation.id);
      if (!buyer.email.trim()) {
        unreachable.add(buyer.id);
        continue;
      }
      const mail = erasureNoticeMail({ leadId, soldAt: new Date(sale.dateTime), buyerName: buyer.name, companyName });
      await this.mail.queue({ kind: 'privacy-erasure', recipient: buyer.email, leadId, ...mail });
      notified.add(buyer.id);
    }
    return { notified: [...notified], unreachable: [...unreachable].filter((id) => !notified.has(id)) };
  }
}
