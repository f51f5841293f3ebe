import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '@app/users';

/**
 * One renew token of a login session. Only its SHA-256 hash is stored. Every renew rotates it: the used
 * token gets `rotatedAt`, a new one joins the same family. Presenting a rotated token again means it was
 * stolen or replayed, so the whole family (the session) is revoked. The columns of every kind of account's
 * renew tokens (staff here, buyer users in libs/portal-auth); each kind adds its table, user and index names.
 */
export abstract class RenewTokenColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  familyId: string;

  @Column({ type: 'integer' })
  userId: number;

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

/** A staff member's renew token. */
@Entity('renew_token')
@Index('ix_renew_token_family', ['familyId'])
@Index('uq_renew_token_hash', ['tokenHash'], { unique: true })
export class RenewToken extends RenewTokenColumns {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  user: User;
}
