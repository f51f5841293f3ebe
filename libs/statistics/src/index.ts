// The public surface of libs/statistics: where the money figures live.
export * from './statistics.module';
export * from './statistics.service';
export * from './entities/sales-day-tally.entity';
export * from './entities/sales-month-tally.entity';
export * from './dto/statistics.dto';
export * from './quality/quality.dto';
