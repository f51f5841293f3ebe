import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { PortalUser } from './portal-user.entity';

/** A renew token of a buyer user's session: the same rotation and reuse detection as renew_token for staff. */
@Entity('portal_renew_token')
export class PortalRenewToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('ix_portal_renew_token_family')
  @Column({ type: 'uuid' })
  familyId: string;

  @ManyToOne(() => PortalUser, { onDelete: 'CASCADE', nullable: false })
  user: PortalUser;

  @Column({ type: 'integer' })
  userId: number;

  @Index('uq_portal_renew_token_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'integer', default: 0 })
  sessionEpoch: number;

  @Column({ type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
