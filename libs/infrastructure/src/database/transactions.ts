import { Injectable, Logger } from '@nestjs/common';
import { Propagation, TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsServiceManager } from 'nestjs-cls';
import { createHash } from 'node:crypto';
import type { ClientBase } from 'pg';
import { QueryFailedError, type EntityManager } from 'typeorm';

export { Propagation, Transactional } from '@nestjs-cls/transactional';

/**
 * The base of every repository: `manager` is the current transaction's EntityManager inside a
 * `@Transactional()` service method, the data source's own outside one. Services never see either.
 */
@Injectable()
export abstract class TransactionalRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  protected get manager(): EntityManager {
    return this.txHost.tx;
  }

  /**
   * Runs a statement sent very often (the intake's, thousands an hour) as a prepared statement of the
   * connection, named by a hash of its text: PostgreSQL parses it once per connection (and plans it for
   * each run, see session-settings.ts). The embedded database gains most (issue 19: 192 → 247 leads/s
   * on one core).
   * Inside a transaction it runs on the transaction's connection; failures are logged and thrown as
   * TypeORM's `manager.query` does. (A pooler in transaction mode in front of PostgreSQL would need
   * its prepared-statement support switched on.)
   */
  protected async queryPrepared<T>(text: string, params: unknown[]): Promise<T[]> {
    const manager = this.manager;
    const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
    try {
      const client = (await runner.connect()) as ClientBase;
      const { rows } = await client.query<T & object>({ name: preparedName(text), text, values: params });
      return rows;
    } catch (error) {
      manager.connection.logger.logQueryError(error as Error, text, params, runner);
      throw new QueryFailedError(text, params, error as Error);
    } finally {
      if (runner !== manager.queryRunner) await runner.release();
    }
  }

  /**
   * Runs `write` in a savepoint of the current transaction (or a transaction of its own) and answers
   * null when it hit the unique index `constraint`: a race lost to a concurrent write, which the
   * caller answers as a domain result. The savepoint keeps the caller's transaction usable.
   */
  protected async unlessTaken<T>(constraint: string, write: () => Promise<T>): Promise<T | null> {
    try {
      return await this.txHost.withTransaction(Propagation.Nested, write);
    } catch (error) {
      if (isUniqueViolation(error, constraint)) return null;
      throw error;
    }
  }
}

/** A statement's name on the connection: the same text, the same name (at most 63 characters). */
const preparedName = (text: string) => `p_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;

/** PostgreSQL's code for a unique violation. */
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const failure = error as { code?: string; constraint?: string } | null;
  return failure?.code === UNIQUE_VIOLATION && failure.constraint === constraint;
}

type AfterCommit = () => Promise<void> | void;

/** The CLS key of the list of callbacks waiting for the outermost transaction of this context to commit. */
const AFTER_COMMIT = Symbol('after-commit');
const logger = new Logger('Transaktion');

/**
 * The TypeORM adapter of `@nestjs-cls/transactional`, plus callbacks that run once the transaction
 * committed (and never when it rolled back). The outbox needs this: a job must not run before the row
 * it points to is visible. Only a new transaction goes through `wrapWithTransaction`; a method that
 * joins one (the default propagation) adds to the list of the transaction it joined, so the callbacks
 * run after the outermost commit.
 */
export class TransactionalAdapterWithAfterCommit extends TransactionalAdapterTypeOrm {
  constructor(options: ConstructorParameters<typeof TransactionalAdapterTypeOrm>[0]) {
    super(options);
    const createOptions = this.optionsFactory;
    this.optionsFactory = (dataSource) => {
      const options = createOptions(dataSource);
      return {
        ...options,
        wrapWithTransaction: async (txOptions, fn, setClient) => {
          const callbacks: AfterCommit[] = [];
          const cls = ClsServiceManager.getClsService();
          const result = await options.wrapWithTransaction(
            txOptions,
            () => {
              cls.set(AFTER_COMMIT, callbacks);
              return fn();
            },
            setClient,
          );
          cls.set(AFTER_COMMIT, undefined);
          // The work is committed: a failing callback is logged, it must not turn the request into an error.
          for (const callback of callbacks) {
            try {
              await callback();
            } catch (error) {
              logger.warn(`Nach dem Abschluss fehlgeschlagen: ${(error as Error).message}`);
            }
          }
          return result;
        },
      };
    };
  }
}

/** Runs `callback` after the current transaction commits, or right away when none is active. */
export async function afterCommit(callback: AfterCommit): Promise<void> {
  const cls = ClsServiceManager.getClsService();
  const waiting = cls.isActive() ? cls.get<AfterCommit[] | undefined>(AFTER_COMMIT) : undefined;
  if (waiting) waiting.push(callback);
  else await callback();
}
