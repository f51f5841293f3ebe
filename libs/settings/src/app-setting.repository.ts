import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { AppSetting } from './entities/app-setting.entity';

@Injectable()
export class AppSettingRepository extends TransactionalRepository {
  async get(key: string): Promise<Record<string, unknown> | null> {
    return (await this.manager.getRepository(AppSetting).findOneBy({ key }))?.value ?? null;
  }

  async put(key: string, value: Record<string, unknown>): Promise<void> {
    const settings = this.manager.getRepository(AppSetting);
    await settings.save(settings.create({ key, value }));
  }
}
