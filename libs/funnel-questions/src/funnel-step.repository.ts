import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { FunnelStep } from './entities/funnel-step.entity';

@Injectable()
export class FunnelStepRepository extends TransactionalRepository {
  findAll(): Promise<FunnelStep[]> {
    return this.manager.getRepository(FunnelStep).find({ order: { id: 'ASC' } });
  }
}
