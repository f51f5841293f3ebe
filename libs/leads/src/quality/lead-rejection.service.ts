import { Injectable } from '@nestjs/common';
import { AuditService } from '@app/audit';
import { Clock, Transactional } from '@app/infrastructure';
import { NOT_CHECKED_CODES } from '@app/lead-checks';
import { Actor, LeadHistory } from '../history/lead-history';
import { LeadRepository } from '../lead.repository';
import { LeadException } from '../leads.exception';
import { SupplierReclamationService } from '../supplier-reclamation/supplier-reclamation.service';

export interface LeadRejection {
  /** Given back to its supplier by this rejection (not paid for). */
  reclaimed: boolean;
  /** Why not, when it was not (the supplier's quota, or it was reclaimed before). */
  notReclaimed: string | null;
}

/**
 * Staff reject a lead that waited for review ('Zu prüfen'): it is never sold automatically, and it goes back to its
 * supplier within the supplier's reclamation quota (the existing supplier reclamation, with its mail). A quota that
 * is used up does not stop the rejection; the lead page says the supplier was not charged back.
 */
@Injectable()
export class LeadRejectionService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly supplierReclamation: SupplierReclamationService,
    private readonly history: LeadHistory,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  @Transactional()
  async reject(id: number, reason: string | undefined, actor: Actor): Promise<LeadRejection> {
    const lead = await this.leads.lockForUpdate(id);
    if (!lead) throw new LeadException('LEAD_NOT_FOUND', `Lead ${id} gibt es nicht.`);
    if (lead.qualified) {
      throw new LeadException('INVALID_LEAD', `Lead ${id} ist qualifiziert und wird verkauft; ablehnen lässt sich nur ein Lead, der nicht qualifiziert ist. Verkäufe werden reklamiert.`);
    }
    // The supplier reads what was found, not which checks could not run.
    const found = lead.qualityFindings.filter((finding) => !NOT_CHECKED_CODES.has(finding.code)).map((finding) => finding.text);
    const why = reason?.trim() || `Qualitätsprüfung: ${found.join('; ') || 'von Hand abgelehnt'}`;
    await this.leads.update(id, { qualityStatus: 'rejected' });
    await this.history.record(id, 'quality-held', `Nach Prüfung abgelehnt: ${why}`, actor, this.clock.now());
    await this.audit.noteChange('lead', id, { qualityStatus: lead.qualityStatus }, { qualityStatus: 'rejected' });
    if (lead.supplierReclaimedAt) return { reclaimed: false, notReclaimed: 'Bereits bei der Leadsource reklamiert.' };
    try {
      await this.supplierReclamation.reclaim([id], why.slice(0, 1000), actor);
      return { reclaimed: true, notReclaimed: null };
    } catch (error) {
      // Refused before it wrote anything (the quota is checked first): the rejection stands without the charge-back.
      if (error instanceof LeadException && error.code === 'RECLAMATION_REFUSED') {
        return { reclaimed: false, notReclaimed: `Abgelehnt, aber nicht bei der Leadsource reklamiert: ${error.message.replace(/ Es wurde nichts geändert\.$/, '')}` };
      }
      throw error;
    }
  }
}
