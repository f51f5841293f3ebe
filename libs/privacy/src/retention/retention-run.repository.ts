import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { RetentionRun } from '../entities/retention-run.entity';

export type RetentionCounts = Pick<RetentionRun, 'unsoldLeads' | 'soldLeads' | 'complaintDocuments' | 'mailBodies'>;

@Injectable()
export class RetentionRunRepository extends TransactionalRepository {
  private get runs() {
    return this.manager.getRepository(RetentionRun);
  }

  start(run: Pick<RetentionRun, 'trigger' | 'startedAt' | 'userId'>): Promise<RetentionRun> {
    return this.runs.save(this.runs.create({ ...run, finishedAt: null, error: null, unsoldLeads: 0, soldLeads: 0, complaintDocuments: 0, mailBodies: 0 }));
  }

  async finish(id: number, change: RetentionCounts & Pick<RetentionRun, 'finishedAt' | 'error'>): Promise<void> {
    await this.runs.update({ id }, change);
  }

  findById(id: number): Promise<RetentionRun | null> {
    return this.runs.findOneBy({ id });
  }

  /** The newest runs first (ix_retention_run_started). */
  latest(limit: number): Promise<RetentionRun[]> {
    return this.runs.find({ order: { startedAt: 'DESC', id: 'DESC' }, take: limit });
  }
}
