import { Injectable, Logger } from '@nestjs/common';
import { AuditService } from '@app/audit';
import { Clock, ErasedDataRewriteRequests, Transactional } from '@app/infrastructure';
import { LeadPrivacyService, RetentionCandidate } from '@app/leads';
import { MailPrivacyService } from '@app/mail';
import { ComplaintPrivacyService } from '@app/reclamations';
import { RetentionSettingsService } from '@app/settings';
import type { RetentionRunDto } from '../dto/privacy.dto';
import { RetentionRun } from '../entities/retention-run.entity';
import { Pseudonymiser } from '../pseudonymiser';
import { RetentionCounts, RetentionRunRepository } from './retention-run.repository';
import { retentionCutoffs, selectForRetention } from './select-for-retention';

/** Rows per transaction: a first run on years of leads must not hold one lock over all of them. */
const BATCH = 200;

export const runDto = (run: RetentionRun): RetentionRunDto => ({
  id: run.id,
  trigger: run.trigger,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  unsoldLeads: run.unsoldLeads,
  soldLeads: run.soldLeads,
  complaintDocuments: run.complaintDocuments,
  mailBodies: run.mailBodies,
  error: run.error,
});

/**
 * The retention run (Settings 'Aufbewahrung'): leads past their time are pseudonymised with the erasure's
 * code (Pseudonymiser), old complaint documents deleted, old mails emptied. Each batch is a transaction
 * of its own; a run that breaks off keeps what it finished, and the next run picks up the rest.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger('Aufbewahrung');

  constructor(
    private readonly settings: RetentionSettingsService,
    private readonly leads: LeadPrivacyService,
    private readonly complaints: ComplaintPrivacyService,
    private readonly mails: MailPrivacyService,
    private readonly pseudonymiser: Pseudonymiser,
    private readonly runs: RetentionRunRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly rewrites: ErasedDataRewriteRequests,
  ) {}

  async run(trigger: RetentionRun['trigger'], userId: number | null = null): Promise<RetentionRunDto> {
    const run = await this.runs.start({ trigger, startedAt: this.clock.now(), userId });
    const counts: RetentionCounts = { unsoldLeads: 0, soldLeads: 0, complaintDocuments: 0, mailBodies: 0 };
    let error: string | null = null;
    try {
      const settings = await this.settings.get();
      const cutoffs = retentionCutoffs(settings, this.clock);
      let after: RetentionCandidate | null = null;
      for (;;) {
        const page = await this.leads.retentionCandidates(cutoffs.candidatesBefore, BATCH, after);
        if (page.length === 0) break;
        after = page[page.length - 1];
        const due = selectForRetention(page, settings, this.clock);
        if (due.unsold.length + due.sold.length > 0) {
          const done = new Set(await this.pseudonymise([...due.unsold, ...due.sold]));
          counts.unsoldLeads += due.unsold.filter((id) => done.has(id)).length;
          counts.soldLeads += due.sold.filter((id) => done.has(id)).length;
        }
      }
      counts.complaintDocuments = await drain(() => this.complaints.deleteDocumentsUploadedBefore(cutoffs.documentsBefore, BATCH));
      counts.mailBodies = await drain(() => this.mails.clearBodiesBefore(cutoffs.mailsBefore, BATCH, this.clock.now()));
      // Leads are noted by the pseudonymiser; emptied mails and deleted documents' names stay in the files until rewritten too.
      if (counts.complaintDocuments + counts.mailBodies > 0) await this.rewrites.request(this.clock.now());
    } catch (caught) {
      error = (caught as Error).message.slice(0, 500);
      this.logger.error(`Aufbewahrungslauf ${run.id} abgebrochen: ${error}`);
    }
    await this.runs.finish(run.id, { ...counts, finishedAt: error ? null : this.clock.now(), error });
    this.logger.log(
      `Aufbewahrungslauf ${run.id}: ${counts.unsoldLeads} nicht verkaufte und ${counts.soldLeads} verkaufte Leads pseudonymisiert, ${counts.complaintDocuments} Reklamationsdokumente gelöscht, ${counts.mailBodies} Mails geleert`,
    );
    await this.audit.record({ action: 'retention', entityType: 'privacy', entityId: run.id, details: { trigger, ...counts, ...(error ? { error } : {}) } });
    return runDto((await this.runs.findById(run.id))!);
  }

  async latest(limit = 20): Promise<RetentionRunDto[]> {
    return (await this.runs.latest(limit)).map(runDto);
  }

  /** One batch of leads; answers the ones pseudonymised now (not meanwhile by an erasure). */
  @Transactional()
  private async pseudonymise(ids: number[]): Promise<number[]> {
    return (await this.pseudonymiser.leadsWithTheirRecords(ids)).leadIds;
  }
}

/** Runs `batch` until it handles fewer than a full batch; answers the total. */
async function drain(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await batch();
    total += handled;
    if (handled < BATCH) return total;
  }
}
