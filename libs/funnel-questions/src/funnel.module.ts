import { Module } from '@nestjs/common';
import { FunnelStepRepository } from './funnel-step.repository';
import { FunnelController } from './funnel.controller';
import { FunnelService } from './funnel.service';

@Module({
  controllers: [FunnelController],
  providers: [FunnelStepRepository, FunnelService],
  exports: [FunnelService],
})
export class FunnelModule {}
