import type { LeadListItem, SupplierReclamationResult } from '../dataProvider/apiTypes';
import type { Message } from './leadDetail';

const T = 'app.leads';

/** 'Verkauft an': how many buyers, and who ('2: Solarhaus, Dachprofi'); reclaimed sales count too, marked. */
export function soldToText(lead: Pick<LeadListItem, 'sellingStatistics'>, reclaimedMark: string): string {
  const sales = lead.sellingStatistics;
  if (!sales.length) return '';
  const names = sales.map((sale) => (sale.reclamation ? `${sale.organisation.name} (${reclaimedMark})` : sale.organisation.name));
  return `${sales.length}: ${names.join(', ')}`;
}

/** 'Dublette von Lead 12' for a lead that repeats an earlier one of the same person; null otherwise. */
export function duplicateMessage(lead: Pick<LeadListItem, 'duplicateOfId'>): Message | null {
  return lead.duplicateOfId ? { key: `${T}.duplicate_of`, args: { id: lead.duplicateOfId } } : null;
}

/** 'Anna Schmidt'; only the parts that are there. */
export function listName(lead: Pick<LeadListItem, 'contact'>): string {
  return [lead.contact.firstName, lead.contact.lastName].filter(Boolean).join(' ');
}

/**
 * What staff are told after reclaiming from suppliers: how many were reclaimed, how many had been
 * before, and which suppliers have no e-mail address (so they must be told another way).
 */
export function supplierReclaimMessages(result: SupplierReclamationResult): Message[] {
  const messages: Message[] = [];
  if (result.reclaimed.length) messages.push({ key: `${T}.supplier_reclaim.done`, args: { smart_count: result.reclaimed.length } });
  if (result.unchanged.length) messages.push({ key: `${T}.supplier_reclaim.unchanged`, args: { smart_count: result.unchanged.length } });
  if (result.withoutMail.length) messages.push({ key: `${T}.supplier_reclaim.without_mail`, args: { names: result.withoutMail.join(', ') } });
  if (!messages.length) messages.push({ key: `${T}.supplier_reclaim.nothing` });
  return messages;
}

/** The file the browser saves: the server's name for it (spec: LeadExport.xlsx). */
export const LEAD_EXPORT_FILE = 'LeadExport.xlsx';
