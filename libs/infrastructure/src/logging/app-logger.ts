import { ConsoleLogger, LogLevel } from '@nestjs/common';
import { inspect } from 'node:util';

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

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Control characters written JSON-style (`\n`, `\u001b` …): a message can carry user input (a login's
 * e-mail, a URL), and a newline in it would start a line that looks like the logger's own, an escape
 * sequence would repaint the terminal.
 */
export function escapeForLog(text: string): string {
  return text.replace(CONTROL, (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The console logger at `LOG_LEVEL`, with Nest's start-up lines moved down to debug. Every entry is one
 * line: message, context and stack are escaped here, in one place, whoever logs.
 */
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

  protected override stringifyMessage(message: unknown, logLevel: LogLevel): string {
    if (typeof message === 'function') return super.stringifyMessage(message, logLevel) as string;
    if (typeof message === 'string') return super.stringifyMessage(escapeForLog(message), logLevel) as string;
    return escapeForLog(inspect(message, { colors: false, compact: true, breakLength: Infinity, depth: 5 }));
  }

  protected override formatContext(context: string): string {
    return super.formatContext(escapeForLog(context));
  }

  // A stack trace on one line is harder to read, but its message may hold user input like any other.
  protected override printStackTrace(stack: string): void {
    super.printStackTrace(stack ? escapeForLog(stack) : stack);
  }
}
