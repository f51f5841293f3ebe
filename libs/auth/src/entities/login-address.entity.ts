import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An address (IP) an account logged in from successfully, and when last: password guesses for the account
 * are limited per hour across all addresses, but not from one of these (its owner is not locked out by a
 * stranger's guesses). Account and address are stored as keyed hashes only, never in clear.
 */
@Entity('login_address')
export class LoginAddress {
  /** 'staff' or 'portal': the two kinds of account are numbered apart. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  kind: string;

  @PrimaryColumn({ type: 'char', length: 64 })
  accountHash: string;

  @PrimaryColumn({ type: 'char', length: 64 })
  addressHash: string;

  @Column({ type: 'timestamptz' })
  lastSuccessAt: Date;
}
