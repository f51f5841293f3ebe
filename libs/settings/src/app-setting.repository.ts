import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { AuditService } from '@app/audit';
import { TransactionalRepository } from '@app/infrastructure';
import { AppSetting } from './entities/app-setting.entity';

@Injectable()
export class AppSettingRepository extends TransactionalRepository {
  constructor(
    txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly audit: AuditService,
  ) {
    super(txHost);
  }

  async get(key: string): Promise<Record<string, unknown> | null> {
    return (await this.manager.getRepository(AppSetting).findOneBy({ key }))?.value ?? null;
  }

  /** Every settings area is written here, so this one place notes each change in the audit trail. */
  async put(key: string, value: Record<string, unknown>): Promise<void> {
    const settings = this.manager.getRepository(AppSetting);
    const before = (await settings.findOneBy({ key }))?.value ?? null;
    await settings.save(settings.create({ key, value }));
    await this.audit.noteChange('settings', key, before ?? {}, value);
  }
}
