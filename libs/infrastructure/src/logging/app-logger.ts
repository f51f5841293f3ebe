import { ConsoleLogger, LogLevel } from '@nestjs/common';

/** `LOG_LEVEL` values, from quietest to most talkative. */
export const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type AppLogLevel = (typeof LOG_LEVELS)[number];

/** Nest's levels a `LOG_LEVEL` switches on: the level itself and every more severe one. */
export function nestLogLevels(level: AppLogLevel): LogLevel[] {
  return ['fatal', ...LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(level) + 1)];
}

/**
 * Nest's start-up chatter: a line per module, controller and route. Useful when debugging routing,
 * noise in every other start, so it only shows with LOG_LEVEL=debug (or verbose).
 */
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** The console logger at `LOG_LEVEL`, with Nest's start-up lines moved down to debug. */
export class AppLogger extends ConsoleLogger {
  constructor(level: AppLogLevel) {
    super({ logLevels: nestLogLevels(level) });
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && START_UP_CONTEXTS.has(context)) {
      super.debug(message, ...rest);
      return;
    }
    super.log(message, ...rest);
  }
}
