import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type LeadEventKind = 'edited' | 'qualified' | 'unqualified' | 'sold' | 'supplier-reclaimed' | 'sale-reclaimed' | 'sale-reinstated' | 'email-confirmed' | 'contact-block-lifted' | 'quality-held';

/** What staff did to a lead, by whom and when: the history shown on the lead page. Never changed. */
@Entity('lead_event')
@Index('ix_lead_event_lead', ['leadId', 'at'])
export class LeadEvent {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  leadId: number;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'varchar', length: 40 })
  kind: LeadEventKind;

  /** German, as shown: e.g. 'Verkauf an Solarhaus reklamiert: Kunde nicht erreichbar'. */
  @Column({ type: 'varchar', length: 2000 })
  text: string;

  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  /** The name at that moment, so the history reads the same after a user is renamed or removed. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  userName: string | null;
}
