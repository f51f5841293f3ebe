import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/** One of the ten single-use codes that stand in for the second factor; stored as SHA-256 hashes. */
@Entity('staff_recovery_code')
export class StaffRecoveryCode {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  user: User;

  @Index('ix_staff_recovery_code_user')
  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
