import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { AuditService } from '@app/audit';
import { TransactionalRepository } from '@app/infrastructure';
import { BuyerAvailabilityRecord } from './entities/buyer-availability.entity';

@Injectable()
export class BuyerAvailabilityRepository extends TransactionalRepository {
  constructor(
    txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly audit: AuditService,
  ) {
    super(txHost);
  }

  find(organisationId: number): Promise<BuyerAvailabilityRecord | null> {
    return this.manager.getRepository(BuyerAvailabilityRecord).findOneBy({ organisationId });
  }

  all(): Promise<BuyerAvailabilityRecord[]> {
    return this.manager.getRepository(BuyerAvailabilityRecord).find();
  }

  /** Changes whenever any buyer changes its availability (the buyer directory's cache key). */
  async version(): Promise<string> {
    const [row]: { count: string; changed: Date | null }[] = await this.manager.query('SELECT count(*) AS count, max(updated_at) AS changed FROM buyer_availability');
    return `${row.count}:${row.changed ? new Date(row.changed).getTime() : 0}`;
  }

  /** Writes the whole record; the audit trail gets before and after. */
  async save(record: Omit<BuyerAvailabilityRecord, 'updatedAt'>): Promise<BuyerAvailabilityRecord> {
    const repository = this.manager.getRepository(BuyerAvailabilityRecord);
    const before = await repository.findOneBy({ organisationId: record.organisationId });
    const saved = await repository.save(repository.create(record));
    await this.audit.noteChange('buyer-availability', String(record.organisationId), before ? snapshot(before) : null, snapshot(saved));
    return saved;
  }
}

const snapshot = ({ pauses, holidaysState, monthlyBudget, monthlyLeadLimit, notificationEmail }: BuyerAvailabilityRecord) => ({
  pauses,
  holidaysState,
  monthlyBudget,
  monthlyLeadLimit,
  notificationEmail,
});
