import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Lead } from '@app/leads';
import { Organisation } from '@app/organisations';

/** How a sale came about (issue 30): the automatic distribution, a resale of a returned lead's freed place, the portal's Marktplatz, or staff on the matching page. */
export const SALE_KINDS = ['distribution', 'resale', 'marketplace', 'manual'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** A named step that made a sale's price: 'Basis' 45,00, 'PLZ 8' +5,00, 'Exklusiv' +40,00 (EUR, signed). */
export interface SalePriceRule {
  name: string;
  change: number;
}

/** One lead sold to one buyer, at the buyer's price of that moment. A buyer buys a lead once. */
@Entity('sale')
@Index('uq_sale_lead_organisation', ['leadId', 'organisationId'], { unique: true })
@Index('ix_sale_organisation_sold_at', ['organisationId', 'soldAt'])
// The lead lists' filter "sold to": a buyer's leads counted off the index alone.
@Index('ix_sale_organisation_lead', ['organisationId', 'leadId'])
export class Sale {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @ManyToOne(() => Lead, { nullable: false, onDelete: 'RESTRICT' })
  lead: Lead;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => Organisation, { nullable: false, onDelete: 'RESTRICT' })
  organisation: Organisation;

  @Column({ type: 'integer' })
  organisationId: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  soldAt: Date;

  /** EUR: the buyer's leadSellCost when sold (or, with exclusivity and the price list, what `priceRules` made it). */
  @Column({ type: 'numeric', precision: 10, scale: 2 })
  price: string;

  /** Sold exclusively: the lead gets no other sale, now or later. */
  @Column({ type: 'boolean', default: false })
  exclusive: boolean;

  @Column({ type: 'varchar', length: 20, default: 'distribution' })
  kind: SaleKind;

  /** The steps that made `price`, in the order applied; empty for a sale at the buyer's one agreed price. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  priceRules: SalePriceRule[];

  @Column({ type: 'boolean', default: false })
  reclaimed: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  reclaimedAt: Date | null;

  /** Why it was reclaimed (staff's note, or the complaint's reason). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  reclamationNote: string | null;

  /** Sold by staff on the matching page rather than automatically. */
  @Column({ type: 'boolean', default: false })
  manual: boolean;

  /** Staff sold it although the rules said no. */
  @Column({ type: 'boolean', default: false })
  forced: boolean;

  @Column({ type: 'integer', nullable: true })
  soldByUserId: number | null;
}
