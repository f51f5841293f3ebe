// The public surface of libs/buyer-availability: when a buyer takes leads, by its own choice.
export * from './buyer-availability.module';
export * from './buyer-availability.exception';
export { BuyerAvailabilityService, availabilityBlockAt } from './buyer-availability.service';
export { BuyerAvailabilityRecord } from './entities/buyer-availability.entity';
export { publicHolidayOn } from './public-holidays';
