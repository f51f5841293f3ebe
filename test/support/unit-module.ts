import { Provider, Type } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { ClsPluginTransactional, NoOpTransactionalAdapter, TransactionHost } from '@nestjs-cls/transactional';
import { ClsModule } from 'nestjs-cls';
import { AuditService } from '@app/audit';
import { Metrics } from '@app/infrastructure';

/**
 * Unit tests of services (every repository a jest mock, no database).
 *
 * `@Transactional()` looks up the TransactionHost of `@nestjs-cls/transactional` each time the method
 * runs, so a service with such a method needs one even when nothing reaches a database. The library's
 * own NoOpTransactionalAdapter is that host without a database: it opens no transaction but runs the
 * method inside the same CLS context and propagation rules as the real adapter (joining, nesting).
 * Counting what it opens lets a test assert that writes happen inside a transaction:
 * `transactions.active()` in a mock's implementation, `transactions.opened` afterwards.
 *
 * Repositories are mocked with `mockOf(Class)`: every method of the class a `jest.fn()`, nothing else.
 */
export interface TransactionLog {
  /** How many transactions were opened (a method joining its caller's transaction opens none). */
  opened: number;
  /** Whether the code running right now is inside a transaction. */
  active(): boolean;
}

/** What Nest and promises look for on any value they are handed (thenable check, lifecycle hooks). */
const PROBED = new Set(['then', 'onModuleInit', 'onApplicationBootstrap', 'onModuleDestroy', 'beforeApplicationShutdown', 'onApplicationShutdown']);

/** What a repository would use if a test forgot to mock one of its methods: fails loudly instead of hanging. */
const NO_DATABASE = new Proxy(
  {},
  {
    get(_target, property) {
      if (typeof property === 'symbol' || PROBED.has(property)) return undefined;
      throw new Error(`Unit-Test ohne Datenbank: ${String(property)} auf der Transaktion aufgerufen (Repository-Methode nicht gemockt?)`);
    },
  },
);

class CountingNoOpAdapter extends NoOpTransactionalAdapter {
  constructor(log: TransactionLog) {
    super({ tx: NO_DATABASE, disableWarning: true });
    const createOptions = this.optionsFactory;
    this.optionsFactory = (connection) => {
      const options = createOptions(connection);
      return {
        ...options,
        wrapWithTransaction: (txOptions, fn, setTx) => {
          log.opened++;
          return options.wrapWithTransaction(txOptions, fn, setTx);
        },
      };
    };
  }
}

export async function unitTestModule(providers: Provider[]): Promise<{ module: TestingModule; transactions: TransactionLog }> {
  const transactions: TransactionLog = {
    opened: 0,
    active: () => TransactionHost.getInstance().isTransactionActive(),
  };
  const module = await Test.createTestingModule({
    imports: [ClsModule.forRoot({ global: true, plugins: [new ClsPluginTransactional({ adapter: new CountingNoOpAdapter(transactions) })] })],
    // Services note their changes in the audit trail; a test that checks them passes its own AuditService.
    // Metrics are real (counters in memory, like ConfigModule provides them in the apps).
    providers: [mocked(AuditService, mockOf(AuditService)), Metrics, ...providers],
  }).compile();
  return { module, transactions };
}

/** Every method of `type` (and its base classes) as a `jest.fn()` without implementation. */
export function mockOf<T extends object>(type: Type<T>): jest.Mocked<T> {
  const mock: Record<string, jest.Mock> = {};
  for (let proto = type.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      if (name !== 'constructor' && typeof descriptor?.value === 'function' && !(name in mock)) mock[name] = jest.fn();
    }
  }
  return mock as unknown as jest.Mocked<T>;
}

/** A provider that stands for `type` with a mock (from `mockOf` or hand-made). */
export const mocked = <T extends object>(type: Type<T> | (abstract new (...args: never[]) => T), value: jest.Mocked<T> | T): Provider => ({ provide: type, useValue: value });
