import { Injectable, Logger } from '@nestjs/common';
import { Propagation, TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsServiceManager } from 'nestjs-cls';
import type { EntityManager } from 'typeorm';

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
