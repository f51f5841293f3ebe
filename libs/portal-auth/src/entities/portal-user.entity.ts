import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { TwoFactorMethod } from '@app/users';
import { Organisation } from '@app/organisations';

/**
 * A buyer's person who logs in to the portal (`/portal-api`), always for exactly one organisation.
 * The password, session and second-factor fields mean what they mean on a staff user (staff_user).
 */
@Entity('portal_user')
export class PortalUser {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @ManyToOne(() => Organisation, { onDelete: 'CASCADE', nullable: false })
  organisation: Organisation;

  @Index('ix_portal_user_organisation')
  @Column({ type: 'integer' })
  organisationId: number;

  /** Stored lower-case; unique across all buyer users (the login names no organisation). */
  @Index('uq_portal_user_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Null until the invited person has set a password. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  /** A deactivated buyer user cannot log in, and its sessions ended when it was deactivated. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /** Raised whenever all sessions must end (deactivated, password set or changed). */
  @Column({ type: 'integer', default: 0 })
  sessionEpoch: number;

  /** SHA-256 of the open invitation link's token: single use (cleared when used), 72 hours. */
  @Index('uq_portal_user_invitation', { unique: true })
  @Column({ type: 'char', length: 64, nullable: true })
  invitationTokenHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  invitationExpiresAt: Date | null;

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
