import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '@app/users';

/**
 * One renew token of a login session. Only its SHA-256 hash is stored. Every renew rotates it: the used
 * token gets `rotatedAt`, a new one joins the same family. Presenting a rotated token again means it was
 * stolen or replayed, so the whole family (the session) is revoked.
 */
@Entity('renew_token')
export class RenewToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('ix_renew_token_family')
  @Column({ type: 'uuid' })
  familyId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  user: User;

  @Column({ type: 'integer' })
  userId: number;

  @Index('uq_renew_token_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The end of the whole session (login + SESSION_MAX_DAYS): renewing never moves it. */
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** The user's session epoch at login; a raised epoch (deactivated, new password) ends the session. */
  @Column({ type: 'integer', default: 0 })
  sessionEpoch: number;

  @Column({ type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
