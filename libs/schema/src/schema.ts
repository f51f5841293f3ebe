import { AuditEntry } from '@app/audit';
import { LoginAddress, RenewToken, SecondFactorChallenge } from '@app/auth';
import { ErasedDataRewrite, OutboxMessage, ScheduledRun } from '@app/infrastructure';
import { EmailTemplate } from '@app/email-template';
import { FunnelStep } from '@app/funnel-questions';
import { PostalCode } from '@app/geo';
import { Lead, LeadDayTally, LeadEvent } from '@app/leads';
import { Leadsource } from '@app/leadsources';
import { OutgoingMail, OutgoingMailAttachment } from '@app/mail';
import { Dunning, DunningLetter, Invoice, InvoiceFile, InvoiceItem, InvoiceNumberCounter } from '@app/invoicing';
import { ReclamationDocument, ReclamationRequest, ReclamationStatusChange } from '@app/reclamations';
import { CustomerOrder } from '@app/orders';
import { Organisation, SheetZipList } from '@app/organisations';
import { Delivery, Sale } from '@app/sales';
import { DoNotContact, RetentionRun } from '@app/privacy';
import { AppSetting, ConsentTextVersion } from '@app/settings';
import { SalesDayTally, SalesMonthTally } from '@app/statistics';
import { StaffPasswordToken, StaffRecoveryCode, User } from '@app/users';
import { BuyerAvailabilityRecord } from '@app/buyer-availability';
import { LeadOutcomeChange, LeadOutcomeRecord, LeadOutcomeReminder } from '@app/lead-outcomes';
import { PortalRecoveryCode, PortalRenewToken, PortalSecondFactorChallenge, PortalUser } from '@app/portal-auth';
import type { DatabaseSchema } from '@app/infrastructure';
import { Initial1795371398975 } from './migrations/1795371398975-initial';
import { PublicSide1795372856325 } from './migrations/1795372856325-public-side';
import { SeedPublicSide1795372900000 } from './migrations/1795372900000-seed-public-side';
import { OrganisationsAndGeo1795374246309 } from './migrations/1795374246309-organisations-and-geo';
import { Settings1795376692742 } from './migrations/1795376692742-settings';
import { Sales1795377009887 } from './migrations/1795377009887-sales';
import { SheetZipList1795382627793 } from './migrations/1795382627793-sheet-zip-list';
import { SalesDayTally1795400000000 } from './migrations/1795400000000-sales-day-tally';
import { LeadLists1795400100000 } from './migrations/1795400100000-lead-lists';
import { Reclamations1795400200000 } from './migrations/1795400200000-reclamations';
import { WebhookHooks1795476562124 } from './migrations/1795476562124-webhook-hooks';
import { HeldMails1795476326651 } from './migrations/1795476326651-held-mails';
import { LeadDayTally1795500000000 } from './migrations/1795500000000-lead-day-tally';
import { SalesMonthTally1795500100000 } from './migrations/1795500100000-sales-month-tally';
import { ComplaintRequests1795500200000 } from './migrations/1795500200000-complaint-requests';
import { Invoicing1795658928237 } from './migrations/1795658928237-invoicing';
import { AuditTrail1795800100000 } from './migrations/1795800100000-audit-trail';
import { StaffRolesAndSecondFactor1795800000000 } from './migrations/1795800000000-staff-roles-and-second-factor';
import { ProvableConsent1795800300000 } from './migrations/1795800300000-provable-consent';
import { Privacy1795800200000 } from './migrations/1795800200000-privacy';
import { DeliveryBreaker1795900400000 } from './migrations/1795900400000-delivery-breaker';
import { BuyerAvailability1796000000000 } from './migrations/1796000000000-buyer-availability';
import { PortalUsers1796000100000 } from './migrations/1796000100000-portal-users';
import { LeadOutcomes1796000300000 } from './migrations/1796000300000-lead-outcomes';
import { DeliveryBacklog1796000400000 } from './migrations/1796000400000-delivery-backlog';
import { AuditChainAfterCommit1796000500000 } from './migrations/1796000500000-audit-chain-after-commit';
import { ShardedSalesTallies1796000600000 } from './migrations/1796000600000-sharded-sales-tallies';
import { SecretMails1796000700000 } from './migrations/1796000700000-secret-mails';
import { LoginAddresses1796000800000 } from './migrations/1796000800000-login-addresses';
import { AuditNoTruncate1796000900000 } from './migrations/1796000900000-audit-no-truncate';
import { KeyedAuditChain1796001000000 } from './migrations/1796001000000-keyed-audit-chain';
import { ErasedDataRewrite1796001100000 } from './migrations/1796001100000-erased-data-rewrite';
import { OutboxRequestId1796001200000 } from './migrations/1796001200000-outbox-request-id';
import { LeadQuality1796001300000 } from './migrations/1796001300000-lead-quality';
import { SupplierThrottle1796001500000 } from './migrations/1796001500000-supplier-throttle';
import { SupplierTestNumbers1796001600000 } from './migrations/1796001600000-supplier-test-numbers';
import { LeadRoomForUpdates1796001700000 } from './migrations/1796001700000-lead-room-for-updates';
import { ExclusiveLeadsAndCreditLimits1796001800000 } from './migrations/1796001800000-exclusive-leads-and-credit-limits';
import { LeadPings1796001900000 } from './migrations/1796001900000-lead-pings';
import { SalePrices1796002000000 } from './migrations/1796002000000-sale-prices';
import { ComplaintRules1796001400000 } from './migrations/1796001400000-complaint-rules';

/**
 * Every entity and migration, listed explicitly (globs break in the monorepo build). Add new ones here;
 * the drift test fails when an entity changes without a migration.
 */
export const ENTITIES = [User, StaffPasswordToken, StaffRecoveryCode, SecondFactorChallenge, RenewToken, OutboxMessage, Leadsource, FunnelStep, Lead, LeadEvent, OutgoingMail, EmailTemplate, CustomerOrder, PostalCode, Organisation, SheetZipList, AppSetting, Sale, Delivery, SalesDayTally, SalesMonthTally, LeadDayTally, ReclamationRequest, ReclamationDocument, ReclamationStatusChange, OutgoingMailAttachment, ScheduledRun, Invoice, InvoiceFile, InvoiceItem, InvoiceNumberCounter, Dunning, DunningLetter, AuditEntry, ConsentTextVersion, DoNotContact, RetentionRun, BuyerAvailabilityRecord, LeadOutcomeRecord, LeadOutcomeChange, LeadOutcomeReminder, PortalUser, PortalRecoveryCode, PortalRenewToken, PortalSecondFactorChallenge, LoginAddress, ErasedDataRewrite];

export const MIGRATIONS = [Initial1795371398975, PublicSide1795372856325, SeedPublicSide1795372900000, OrganisationsAndGeo1795374246309, Settings1795376692742, Sales1795377009887, SheetZipList1795382627793, SalesDayTally1795400000000, LeadLists1795400100000, Reclamations1795400200000, HeldMails1795476326651, WebhookHooks1795476562124, LeadDayTally1795500000000, SalesMonthTally1795500100000, ComplaintRequests1795500200000, Invoicing1795658928237, StaffRolesAndSecondFactor1795800000000, AuditTrail1795800100000, Privacy1795800200000, ProvableConsent1795800300000, DeliveryBreaker1795900400000, BuyerAvailability1796000000000, PortalUsers1796000100000, LeadOutcomes1796000300000, DeliveryBacklog1796000400000, AuditChainAfterCommit1796000500000, ShardedSalesTallies1796000600000, SecretMails1796000700000, LoginAddresses1796000800000, AuditNoTruncate1796000900000, KeyedAuditChain1796001000000, ErasedDataRewrite1796001100000, OutboxRequestId1796001200000, LeadQuality1796001300000, ComplaintRules1796001400000, SupplierThrottle1796001500000, SupplierTestNumbers1796001600000, LeadRoomForUpdates1796001700000, ExclusiveLeadsAndCreditLimits1796001800000, LeadPings1796001900000, SalePrices1796002000000];

/** What `DatabaseModule.forRoot` and the database tools open a data source with; `file` lets a child process load it (see DatabaseSchema). */
export const SCHEMA: DatabaseSchema = { entities: ENTITIES, migrations: MIGRATIONS, file: __filename };
