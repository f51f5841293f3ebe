import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { PortalUser } from './portal-user.entity';

/** The step between a buyer user's correct password and a session: as second_factor_challenge for staff. */
@Entity('portal_second_factor_challenge')
export class PortalSecondFactorChallenge {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => PortalUser, { onDelete: 'CASCADE', nullable: false })
  user: PortalUser;

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

  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
