import { Injectable } from '@nestjs/common';
import { Clock, Transactional } from '@app/infrastructure';
import { LeadsourcesService } from '@app/leadsources';
import { MailService } from '@app/mail';
import { berlinMonthOf, berlinMonthRange, escapeHtml, formatDate } from '@app/contract';
import { Lead } from '../entities/lead.entity';
import { Actor, LeadHistory } from '../history/lead-history';
import { LeadRepository } from '../lead.repository';
import { LeadException } from '../leads.exception';

export interface SupplierReclamationResult {
  /** Reclaimed by this request. */
  reclaimed: number[];
  /** Reclaimed before: left as they were. */
  unchanged: number[];
  /** Suppliers that have no e-mail address, so nobody was told. */
  withoutMail: string[];
}

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/**
 * Einkauf's bulk reclaim: leads go back to their supplier (not paid for), within the supplier's quota
 * (`reclaQuote` percent of the leads it delivered in that calendar month; 0 = none). Beyond the quota
 * the whole request is refused and nothing changes; each supplier gets one mail listing its leads.
 */
@Injectable()
export class SupplierReclamationService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly sources: LeadsourcesService,
    private readonly history: LeadHistory,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** `actor` null: the system (an accepted complaint's rule, libs/reclamations). */
  @Transactional()
  async reclaim(ids: number[], reason: string, actor: Actor | null): Promise<SupplierReclamationResult> {
    const found = await this.leads.lockMany(ids);
    const missing = ids.filter((id) => !found.some((lead) => lead.id === id));
    if (missing.length) throw new LeadException('LEAD_NOT_FOUND', `Lead${missing.length > 1 ? 's' : ''} ${missing.join(', ')} nicht gefunden`);
    const open = found.filter((lead) => lead.supplierReclaimedAt === null);
    const bySource = groupBy(open, (lead) => lead.leadsourceId);
    const withoutMail: string[] = [];
    const now = this.clock.now();
    for (const [sourceId, leads] of bySource) {
      const source = await this.sources.get(sourceId);
      await this.checkQuota(source, leads);
      await this.leads.markSupplierReclaimed(leads.map((lead) => lead.id), now, reason);
      await this.history.record(leads.map((lead) => lead.id), 'supplier-reclaimed', `Bei der Leadsource ${source.name} reklamiert: ${reason}`, actor, now);
      if (source.mail) await this.mail.queue(supplierMail(source.mail, leads, reason));
      else withoutMail.push(source.name);
    }
    return { reclaimed: open.map((lead) => lead.id), unchanged: found.filter((lead) => !open.includes(lead)).map((lead) => lead.id), withoutMail };
  }

  /** Per calendar month (Berlin) of the leads' dates: reclaimed so far plus these must stay within the quota. */
  private async checkQuota(source: { id: number; name: string; reclaQuote: string }, leads: Lead[]): Promise<void> {
    const quote = Number(source.reclaQuote);
    for (const [monthKey, ofMonth] of groupBy(leads, (lead) => monthKeyOf(lead.createdAt))) {
      const month = berlinMonthOf(ofMonth[0].createdAt);
      const { delivered, reclaimed } = await this.leads.supplierMonth(source.id, berlinMonthRange(month));
      const allowed = Math.floor((delivered * quote) / 100);
      if (reclaimed + ofMonth.length > allowed) {
        const name = `${MONTHS[month.month - 1]} ${month.year}`;
        throw new LeadException(
          'RECLAMATION_REFUSED',
          quote > 0
            ? `Reklamationsquote von ${source.name} überschritten: Für ${name} sind höchstens ${allowed} von ${delivered} Leads (${quote.toLocaleString('de-DE')} %) reklamierbar, ${reclaimed} sind bereits reklamiert, ${ofMonth.length} angefragt. Es wurde nichts geändert.`
            : `${source.name} hat keine Reklamationsquote (0 %): Leads aus ${name} können nicht bei der Leadsource reklamiert werden. Es wurde nichts geändert.`,
          { extra: { leadsource: source.id, month: monthKey } },
        );
      }
    }
  }
}

const monthKeyOf = (at: Date): string => {
  const { year, month } = berlinMonthOf(at);
  return `${year}-${String(month).padStart(2, '0')}`;
};

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function supplierMail(recipient: string, leads: Lead[], reason: string) {
  const lines = leads.map((lead) => `Lead ${lead.id} vom ${formatDate(lead.createdAt)}: ${lead.firstName} ${lead.lastName}, ${lead.zip} ${lead.city}`);
  const subject = leads.length === 1 ? `Reklamation: Lead ${leads[0].id}` : `Reklamation von ${leads.length} Leads`;
  const text = `Guten Tag,\n\nwir reklamieren folgende Leads:\n\n${lines.join('\n')}\n\nGrund: ${reason}\n\nDiese Leads werden nicht vergütet.\n`;
  const html =
    `<p>Guten Tag,</p><p>wir reklamieren folgende Leads:</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
    `<p>Grund: ${escapeHtml(reason)}</p><p>Diese Leads werden nicht vergütet.</p>`;
  return { kind: 'supplier-reclamation' as const, recipient, subject, html, text };
}
