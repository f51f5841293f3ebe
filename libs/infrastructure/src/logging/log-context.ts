import { DynamicModule, Global, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import pino, { Logger as Pino } from 'pino';

/** The process's root pino logger (see createRootLogger), for code that starts a log context of its own. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * Runs `work` with `fields` on every line logged inside it, through Nest's Logger included: a job's
 * id, so all its lines can be found together. Without a root logger (tests) it just runs `work`.
 */
export function withLogFields<T>(root: Pino | undefined, fields: Record<string, unknown>, work: () => Promise<T>): Promise<T> {
  if (!root) return work();
  return storage.run(new Store(root.child(fields)), work);
}

/**
 * The request id (`reqId`) the lines of the current request carry, or of the request that created the
 * current job; undefined outside both (a schedule, a command-line task).
 */
export function currentRequestId(): string | undefined {
  const reqId: unknown = storage.getStore()?.logger.bindings().reqId;
  return typeof reqId === 'string' ? reqId : undefined;
}

/** Adds `fields` to every further line of the current request or job (e.g. a job's name once it is known). */
export function addLogFields(fields: Record<string, unknown>): void {
  const store = storage.getStore();
  if (store) store.logger = store.logger.child(fields);
}

/**
 * nestjs-pino in a process: its PinoLogger for injection, and for HTTP apps the middleware that makes
 * the request's logger (created with its request id by `requestLogging`, the first middleware) the one
 * every line logged while handling the request goes through. Without `root` nothing is written.
 */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(root: Pino = pino({ enabled: false })): DynamicModule {
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger: root }, useExisting: true, forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }] })],
      providers: [{ provide: ROOT_LOGGER, useValue: root }],
      exports: [ROOT_LOGGER],
    };
  }
}
