import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One entry of the 'Nicht kontaktieren' list: a keyed hash (HMAC-SHA-256) of an erased person's
 * normalised e-mail or phone. The plain value is not kept anywhere, so the list itself holds no personal
 * data in readable form; the intake hashes an arriving lead's e-mail and phone the same way to look it up.
 */
@Entity('do_not_contact')
export class DoNotContact {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  hash: string;

  @Column({ type: 'varchar', length: 10 })
  kind: 'email' | 'phone';

  @Column({ type: 'timestamptz' })
  createdAt: Date;
}
