// The public surface of libs/lead-outcomes: what became of each sold lead at its buyer.
export * from './lead-outcomes.module';
export * from './lead-outcomes.exception';
export { LeadOutcomesService, saleOutcomeCondition, isOutcomeFilterValue, toLeadOutcome, PIPEDRIVE_ACTOR_NAME } from './lead-outcomes.service';
export type { OutcomeActor, LeadOutcomeView } from './lead-outcomes.service';
export { LeadOutcomeRecord, LeadOutcomeChange, LeadOutcomeReminder } from './entities/lead-outcome.entity';
