// The public surface of libs/lead-outcomes: what became of each sold lead at its buyer.
export * from './lead-outcomes.module';
export * from './lead-outcomes.exception';
export { LeadOutcomesService, saleOutcomeCondition, isOutcomeFilterValue, toLeadOutcome, PIPEDRIVE_ACTOR_NAME } from './lead-outcomes.service';
export type { OutcomeActor, LeadOutcomeView } from './lead-outcomes.service';
export { PipedriveOutcomeSync, outcomeOfDeal, PIPEDRIVE_SYNC_DAYS } from './pipedrive-outcome-sync';
export { OutcomeReminderService, outcomeReminderMail, OUTCOME_REMINDER_MAIL_KIND, REMINDER_DAYS, REMINDER_GRACE_DAYS } from './outcome-reminder';
export { LeadOutcomeRecord, LeadOutcomeChange, LeadOutcomeReminder } from './entities/lead-outcome.entity';
export { OutcomePrivacyService } from './privacy/outcome-privacy.service';
