import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '@app/users';

/**
 * The step between a correct password and a session for a user with a second factor: five minutes,
 * five wrong codes at most. An e-mailed code (6 digits, 10 minutes, single use) is kept as its hash.
 * The columns of every kind of account's challenges (staff here, buyer users in libs/portal-auth).
 */
export abstract class SecondFactorChallengeColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'integer' })
  userId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'integer', default: 0 })
  failedAttempts: number;

  @Column({ type: 'char', length: 64, nullable: true })
  emailCodeHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  emailCodeExpiresAt: Date | null;

  /** Set when the challenge ended: passed, or closed after too many wrong codes. */
  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}

/** A staff member's challenge. */
@Entity('second_factor_challenge')
export class SecondFactorChallenge extends SecondFactorChallengeColumns {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  user: User;
}
