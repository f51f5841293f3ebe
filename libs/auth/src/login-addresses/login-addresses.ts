import { Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { AppConfig, Clock, TransactionalRepository } from '@app/infrastructure';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';

export type AccountKind = 'staff' | 'portal';

/** How long a successful login makes its address one the account's owner is known to use. */
export const KNOWN_ADDRESS_DAYS = 30;

const account = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/** Where accounts logged in successfully from (LoginAddress), kept as keyed hashes. */
@Injectable()
export class LoginAddresses extends TransactionalRepository {
  constructor(
    txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super(txHost);
  }

  /** A keyed hash that stands for an account's login address (or an IP) without naming it. */
  hash(kind: AccountKind, what: 'account' | 'address', value: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`login-address:${kind}:${what}:${what === 'account' ? account(value) : value}`).digest('hex');
  }

  async remember(kind: AccountKind, email: string, ip: string): Promise<void> {
    await this.manager.query(
      `INSERT INTO login_address (kind, account_hash, address_hash, last_success_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, account_hash, address_hash) DO UPDATE SET last_success_at = EXCLUDED.last_success_at`,
      [kind, this.hash(kind, 'account', email), this.hash(kind, 'address', ip), this.clock.now()],
    );
  }

  /** Whether the account logged in successfully from this address within the last KNOWN_ADDRESS_DAYS. */
  async known(kind: AccountKind, email: string, ip: string): Promise<boolean> {
    const since = new Date(this.clock.now().getTime() - KNOWN_ADDRESS_DAYS * 24 * 3600_000);
    const rows: unknown[] = await this.manager.query(
      `SELECT 1 FROM login_address WHERE kind = $1 AND account_hash = $2 AND address_hash = $3 AND last_success_at > $4`,
      [kind, this.hash(kind, 'account', email), this.hash(kind, 'address', ip), since],
    );
    return rows.length > 0;
  }
}
