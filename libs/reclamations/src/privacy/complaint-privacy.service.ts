import { Injectable } from '@nestjs/common';
import { afterCommit, FileStorage, Propagation, Transactional } from '@app/infrastructure';
import { ComplaintOfPerson, ComplaintPrivacyRepository } from './complaint-privacy.repository';

export type { ComplaintOfPerson };

/** What erasing the complaints about some leads removed. */
export interface ComplaintErasure {
  complaintIds: number[];
  documents: number;
}

/**
 * Complaints as data-protection requests see them. Their decisions, dates and sales stay (the complaint
 * rate and the invoices' deductions count them); their free texts and uploaded files go. Files are
 * removed only after the commit, so a rolled-back erasure leaves every document readable.
 */
@Injectable()
export class ComplaintPrivacyService {
  constructor(
    private readonly complaints: ComplaintPrivacyRepository,
    private readonly storage: FileStorage,
  ) {}

  ofLeads(leadIds: number[]): Promise<ComplaintOfPerson[]> {
    return this.complaints.ofLeads(leadIds);
  }

  /** Replaces the complaints' texts by `erased` and deletes their documents, in the caller's transaction. */
  @Transactional(Propagation.Mandatory)
  async eraseOfLeads(leadIds: number[], erased: string): Promise<ComplaintErasure> {
    const complaintIds = (await this.complaints.lockOfLeads(leadIds)).map((complaint) => complaint.id);
    await this.complaints.replaceTexts(complaintIds, erased);
    const keys = await this.complaints.deleteDocumentsOf(complaintIds);
    await this.removeAfterCommit(keys);
    return { complaintIds, documents: keys.length };
  }

  /** Deletes up to `limit` documents uploaded before `before` (retention); answers how many. */
  @Transactional()
  async deleteDocumentsUploadedBefore(before: Date, limit: number): Promise<number> {
    const keys = await this.complaints.deleteDocumentsUploadedBefore(before, limit);
    await this.removeAfterCommit(keys);
    return keys.length;
  }

  private async removeAfterCommit(keys: string[]): Promise<void> {
    if (keys.length) await afterCommit(async () => void (await Promise.all(keys.map((key) => this.storage.remove(key)))));
  }
}
