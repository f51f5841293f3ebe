import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export interface FunnelAnswer {
  text: string;
  /** Choosing it opens a text input; the typed text is kept as the answer. */
  freeText: boolean;
}

/** One question of the offer funnel. Its `key` is the key of the answer in a lead's `data`. */
@Entity('funnel_step')
export class FunnelStep {
  /** Step number in the funnel, from 1. */
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Index('uq_funnel_step_key', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  key: string;

  @Column({ type: 'varchar', length: 300 })
  question: string;

  @Column({ type: 'jsonb' })
  answers: FunnelAnswer[];
}
