import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * A link to set a password (an invitation, or a reset an administrator started): single use, 72 hours.
 * Only the token's SHA-256 hash is stored.
 */
@Entity('staff_password_token')
export class StaffPasswordToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  user: User;

  @Index('ix_staff_password_token_user')
  @Column({ type: 'integer' })
  userId: number;

  @Index('uq_staff_password_token_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
