import { Module } from '@nestjs/common';
import { BuyerAvailabilityRepository } from './buyer-availability.repository';
import { BuyerAvailabilityService } from './buyer-availability.service';

@Module({
  providers: [BuyerAvailabilityRepository, BuyerAvailabilityService],
  exports: [BuyerAvailabilityService],
})
export class BuyerAvailabilityModule {}
