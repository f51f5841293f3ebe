import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CostRule } from '../cost-rules';

/** The funnel's own source: leads from the website without `ls=<slug>` in the address. */
export const WEBSITE_SLUG = 'website';

/** A supplier of leads (or the website itself). Suppliers send leads with their `apiKey`. */
@Entity('leadsource')
export class Leadsource {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** URL-safe; the funnel picks the source from `?ls=<slug>`. */
  @Index('uq_leadsource_slug', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  slug: string;

  /** Where reclamations of this supplier's leads are mailed. */
  @Column({ type: 'varchar', length: 254, default: '' })
  mail: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Share of leads (percent) the supplier accepts back as reclamations. */
  @Column({ type: 'numeric', precision: 5, scale: 2, default: 0 })
  reclaQuote: string;

  @Index('uq_leadsource_api_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  apiKey: string;

  /** Leads of a pre-qualified source are qualified (and distributed) on intake. */
  @Column({ type: 'boolean', default: false })
  preQualified: boolean;

  /** 'Einwilligungsnachweis verlangen': its leads need the consent's text, time and IP address or proof address. */
  @Column({ type: 'boolean', default: false })
  requireConsent: boolean;

  /**
   * 'Mindestqualität' (0–100, 0 = off): a lead scoring below it is stored but held for staff ('Zu prüfen'),
   * even from a pre-qualified source.
   */
  @Column({ type: 'integer', default: 0 })
  minQuality: number;

  /** Phone numbers the supplier uses for its own tests, as typed: a lead with one of them is a fake (quality check). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  testPhoneNumbers: string[];

  /**
   * 'Gedrosselt': since when its returns or unreachable leads passed the limit of Settings → Verteilung; until staff
   * lift it, its leads need manual qualification, even from a pre-qualified source.
   */
  @Column({ type: 'timestamptz', nullable: true })
  throttledAt: Date | null;

  /** Why, with the figures (German, for staff). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  throttleReason: string | null;

  /** When staff last lifted the throttle: the figures for the next one count from then. */
  @Column({ type: 'timestamptz', nullable: true })
  throttleLiftedAt: Date | null;

  /** EUR the operator pays the supplier per lead (the report 'Lead-Qualität' shows the margin with it); null: not known. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  leadCost: string | null;

  /** 'Zu- und Abschläge' on the purchase price by postal code and answers: what a ping offers (see cost-rules.ts). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  costRules: CostRule[];

  /** Deleting keeps the row (its leads point to it) but hides it and stops its key. */
  @Column({ type: 'boolean', default: false })
  deleted: boolean;

  /** The built-in website source cannot be deleted. */
  @Column({ type: 'boolean', default: false })
  builtIn: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  creationDate: Date;
}
