import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FunnelStep } from './entities/funnel-step.entity';

@Injectable()
export class FunnelStepRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findAll(): Promise<FunnelStep[]> {
    return this.dataSource.getRepository(FunnelStep).find({ order: { id: 'ASC' } });
  }
}
