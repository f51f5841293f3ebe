import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppSetting } from './entities/app-setting.entity';

@Injectable()
export class AppSettingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(key: string): Promise<Record<string, unknown> | null> {
    return (await this.dataSource.getRepository(AppSetting).findOneBy({ key }))?.value ?? null;
  }

  async put(key: string, value: Record<string, unknown>): Promise<void> {
    const settings = this.dataSource.getRepository(AppSetting);
    await settings.save(settings.create({ key, value }));
  }
}
