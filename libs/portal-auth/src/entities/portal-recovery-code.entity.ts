import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { PortalUser } from './portal-user.entity';

/** One of a buyer user's ten single-use recovery codes (SHA-256), as staff_recovery_code is for staff. */
@Entity('portal_recovery_code')
export class PortalRecoveryCode {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @ManyToOne(() => PortalUser, { onDelete: 'CASCADE', nullable: false })
  user: PortalUser;

  @Index('ix_portal_recovery_code_user')
  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
