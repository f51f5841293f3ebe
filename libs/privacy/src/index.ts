// The public surface of libs/privacy.
export * from './privacy.module';
export * from './privacy.exception';
export * from './dto/privacy.dto';
export * from './entities/do-not-contact.entity';
export * from './entities/retention-run.entity';
export { RetentionService } from './retention/retention.service';
export { RetentionSchedule } from './retention/retention.schedule';
export { selectForRetention, retentionCutoffs } from './retention/select-for-retention';
export type { Auskunft } from './export/auskunft';
export { ErasureService } from './erasure.service';
export { ErasureLedger } from './erasure-ledger';
export type { ErasureLedgerEntry } from './erasure-ledger';
