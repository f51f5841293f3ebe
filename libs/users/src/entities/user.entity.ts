import type { StaffRole } from '@app/contract';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type TwoFactorMethod = 'totp' | 'email';

/** A staff member who logs in to the back office. */
@Entity('staff_user')
export class User {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  /** Stored lower-case; unique. */
  @Index('uq_staff_user_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  name: string;

  /** Null until an invited user has set a password. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 20, default: 'sales' })
  role: StaffRole;

  /** A deactivated user cannot log in, and its sessions ended when it was deactivated. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /**
   * Raised whenever all of the user's sessions must end (deactivated, password changed): access and
   * renew tokens carry the value they were issued under and are refused once it differs.
   */
  @Column({ type: 'integer', default: 0 })
  sessionEpoch: number;

  @Column({ type: 'varchar', length: 10, nullable: true })
  twoFactorMethod: TwoFactorMethod | null;

  /** The authenticator app's secret, sealed (SecretBox); while enrolling, the not yet confirmed one. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  totpSecret: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  totpPendingSecret: string | null;

  /** The last TOTP time step used: a code is good once, even within its 30 seconds. */
  @Column({ type: 'bigint', nullable: true, transformer: { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) } })
  totpLastStep: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
