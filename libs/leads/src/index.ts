// The public surface of libs/leads.
export * from './leads.module';
export * from './leads.service';
export * from './lead-intake.service';
export * from './lead-detail.service';
export * from './lead-selling.port';
export * from './sale-outcomes.port';
export * from './leads.exception';
// An accepted complaint whose reason is the supplier's fault goes back to the supplier (libs/reclamations).
export { SupplierReclamationService } from './supplier-reclamation/supplier-reclamation.service';
export * from './entities/lead.entity';
export * from './entities/lead-day-tally.entity';
export * from './dto/create-lead.dto';
export * from './dto/lead-detail.dto';
export * from './lead-list/lead-list.dto';
export { LEAD_EXPORT_COLUMNS } from './lead-export/lead-export';
export type { LeadExportRow } from './lead-export/lead-export';
export type { LeadListRow } from './lead-list/lead-list.repository';
export * from './history/lead-event.entity';
export { LeadHistoryService } from './history/lead-history';
export type { Actor, LeadHistoryEntry } from './history/lead-history';
export * from './contact-block.port';
export * from './privacy/lead-privacy.service';
export * from './consent/lead-consent.dto';
export { LeadConsentService } from './consent/lead-consent.service';
export { SupplierThrottleService } from './quality/supplier-throttle.service';
// Ping/post: selling answers whether a ping's lead is wanted (LeadDemand, bound by libs/sales).
export { LeadDemand } from './ping/lead-demand.port';
export type { LeadDemandPort } from './ping/lead-demand.port';
export { PingService, PING_LIFETIME_MS, PING_LIMIT_PER_KEY } from './ping/ping.service';
export * from './ping/ping.dto';
