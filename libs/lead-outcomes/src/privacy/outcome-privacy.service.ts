import { Injectable } from '@nestjs/common';
import { Propagation, Transactional, TransactionalRepository } from '@app/infrastructure';

/**
 * The buyers' outcomes as data-protection requests see them: status, value and lost reason stay (the
 * quality figures count them); the notes go, in the outcome and in every entry of its history, because a
 * buyer writes about the person there ('Anna Alphafrau will nicht mehr').
 */
@Injectable()
export class OutcomePrivacyService extends TransactionalRepository {
  /** Replaces the notes about these leads by `erased`, in the caller's transaction; answers how many were written over. */
  @Transactional(Propagation.Mandatory)
  async eraseNotesOfLeads(leadIds: number[], erased: string): Promise<number> {
    if (leadIds.length === 0) return 0;
    let erasedNotes = 0;
    for (const table of ['lead_outcome', 'lead_outcome_change']) {
      const rows: unknown[] = await this.manager.query(`UPDATE ${table} SET note = $2 WHERE lead_id = ANY($1) AND note <> '' AND note <> $2 RETURNING 1`, [leadIds, erased]);
      erasedNotes += rows.length;
    }
    return erasedNotes;
  }
}
