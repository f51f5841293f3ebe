import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Conditions, OrganisationIntegrations, OrganisationType } from '@app/contract';

export interface OrganisationExtension {
  lawyer: { active: boolean; email: string; days: number };
}

/** A buyer of leads (installer company). Deleting only marks it: its sales and invoices stay. */
@Entity('organisation')
export class Organisation {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'boolean', default: false })
  deleted: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @Column({ type: 'varchar', length: 30, default: 'buyer-email' })
  type: OrganisationType;

  /** One or more addresses, comma-separated. */
  @Column({ type: 'varchar', length: 1000, default: '' })
  email: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  phone: string;

  @Column({ type: 'varchar', length: 250, default: '' })
  street: string;

  @Column({ type: 'varchar', length: 5, default: '' })
  zip: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  city: string;

  @Column({ type: 'varchar', length: 20, default: 'germany' })
  country: string;

  /** Lower gets leads first. */
  @Column({ type: 'integer', default: 100 })
  prio: number;

  @CreateDateColumn({ type: 'timestamptz' })
  creationDate: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Index('uq_organisation_api_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  apiKey: string;

  /** EUR per lead sold to this buyer. */
  @Column({ type: 'numeric', precision: 10, scale: 2, default: 0 })
  leadSellCost: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, default: 0 })
  leadBuyCost: string;

  /** 'Exklusive Leads': the distribution may sell it a lead alone (issue 30 §1); it takes shared leads as well. */
  @Column({ type: 'boolean', default: false })
  exclusiveLeads: boolean;

  /** 'Preis exklusiv': EUR for a lead it gets alone; null: the price list makes it (its price plus the 'Exklusiv' rules). */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  exclusiveLeadSellCost: string | null;

  /** 'Kreditlimit' (EUR, net): at open invoices plus unbilled sales of this amount it gets no more leads; null: no limit. */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  creditLimit: string | null;

  /** Percent of sold leads deducted as reclamations (0: count the real reclamations). */
  @Column({ type: 'numeric', precision: 5, scale: 2, default: 0 })
  reclamationQuote: string;

  @Column({ type: 'integer', default: 0 })
  monthlyLeadLimit: number;

  @Column({ type: 'integer', default: 0 })
  monthlyLeadGoal: number;

  @Column({ type: 'varchar', length: 1000, default: '' })
  leadEvaluationMail: string;

  /** Day of the month (1–28) the lead evaluation is sent. */
  @Column({ type: 'smallint', default: 1 })
  leadEvaluationDay: number;

  @Column({ type: 'boolean', default: false })
  sendStatistic: boolean;

  @Column({ type: 'boolean', default: false })
  sendInvoice: boolean;

  @Column({ type: 'boolean', default: false })
  sendReclaLink: boolean;

  @Column({ type: 'boolean', default: false })
  autoCrefo: boolean;

  @Column({ type: 'integer', default: 30 })
  crefoDays: number;

  @Column({ type: 'jsonb' })
  integrations: OrganisationIntegrations;

  /** AES-GCM encrypted JSON of OrganisationSecrets. */
  @Column({ type: 'text', nullable: true })
  secrets: string | null;

  @Column({ type: 'jsonb' })
  config: { reclamationEmail: string };

  @Column({ type: 'jsonb' })
  extension: OrganisationExtension;

  @Column({ type: 'jsonb' })
  conditions: Conditions;

  /**
   * Why the organisation gets no new leads while a dunning of it is with the lawyer or Creditreform
   * (German, shown on the matching and the organisation); null when it may buy. Set and cleared by the
   * dunning, or cleared by staff releasing it.
   */
  @Column({ type: 'varchar', length: 300, nullable: true })
  dunningHold: string | null;

  // The columns below change only through their own conditional UPDATEs (OrganisationRepository), never
  // through save(): a staff save of the form with a copy read earlier would write old values back over
  // a delivery stop or a secret set meanwhile by another process.

  /** The key webhooks are signed with ('whsec_…'), sealed like `secrets`; null until first needed or created by staff. */
  @Column({ type: 'text', nullable: true, insert: false, update: false })
  webhookSecret: string | null;

  /** Since when the circuit breaker holds this buyer's webhook/CRM deliveries (its leads go out by e-mail instead); null while it delivers. */
  @Column({ type: 'timestamptz', nullable: true, insert: false, update: false })
  deliveryStopSince: Date | null;

  /** Why (German, no remote answer): shown as 'Zustellung gestoppt: …'. */
  @Column({ type: 'varchar', length: 300, nullable: true, insert: false, update: false })
  deliveryStopReason: string | null;

  /** Failed delivery attempts to its endpoint since the last one that went through. */
  @Column({ type: 'integer', default: 0, insert: false, update: false })
  deliveryFailuresInRow: number;

  /** The first failure of that run; null after a success. */
  @Column({ type: 'timestamptz', nullable: true, insert: false, update: false })
  deliveryFailingSince: Date | null;

  /** The outbox message carrying its resumed backlog while that runs (new sales join it); null otherwise. */
  @Column({ type: 'uuid', nullable: true, insert: false, update: false })
  deliveryBacklogMessageId: string | null;

  /** When the 80 % credit-limit mail of the current crossing was queued; null below 80 % (libs/sales, CreditLimitService). */
  @Column({ type: 'timestamptz', nullable: true, insert: false, update: false })
  creditLimitWarnedAt: Date | null;
}
