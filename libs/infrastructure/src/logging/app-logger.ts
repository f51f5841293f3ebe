import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import { storage } from 'nestjs-pino/storage';
import pino, { DestinationStream, Level, Logger as Pino } from 'pino';

/** `LOG_LEVEL` values, from quietest to most talkative. */
export const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type AppLogLevel = (typeof LOG_LEVELS)[number];

/** `LOG_FORMAT`: one JSON object per line for machines, coloured lines for people at a terminal. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Nest's level names (LOG_LEVEL keeps them) as pino's. */
const PINO_LEVELS: Record<AppLogLevel, Level> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/**
 * Nest's start-up chatter: a line per module, controller and route. Useful when debugging routing,
 * noise in every other start, so it only shows with LOG_LEVEL=debug (or verbose).
 */
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Control characters written JSON-style (`\n`, `\u001b` …): a message can carry user input (a URL, a
 * remote server's answer), and a newline in it would start a line that looks like the logger's own, an
 * escape sequence would repaint the terminal. JSON lines escape them anyway; the pretty format needs this.
 */
export function escapeForLog(text: string): string {
  return text.replace(CONTROL, (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const EMAIL = /[^\s@<>()[\]{}"'`,;:]+@[^\s@<>()[\]{}"'`,;:]+\.[a-z]{2,}/gi;
/** Phones as the product stores them (+49…); other digit runs are ids, amounts and dates. */
const PHONE = /\+\d{8,15}\b/g;

/**
 * The last line of defence: e-mail addresses and phone numbers that reach a log message anyway (an SMTP
 * server's refusal names the recipient, a CRM's error the person) are replaced. Call sites log ids, not
 * people; this catches what they pass on from elsewhere.
 */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, '[E-Mail]').replace(PHONE, '[Telefon]');
}

export interface RootLoggerOptions {
  /** Where the lines go (a test captures them), JSON unless `format` says otherwise. Default: standard output. */
  destination?: DestinationStream;
  format?: LogFormat;
  /** Writes nothing at all: the tests that do not look at logs, the API document's preview. */
  silent?: boolean;
  /** Overrides LOG_LEVEL (command-line tasks log warnings and errors only). */
  level?: AppLogLevel;
}

/**
 * The process's pino logger at LOG_LEVEL in LOG_FORMAT: every line is one JSON object with `time`,
 * `level` and `msg` (or one pretty line). Messages and errors pass `redactPersonalData`.
 */
export function createRootLogger(config: { LOG_LEVEL: AppLogLevel; logFormat: LogFormat }, options: RootLoggerOptions = {}): Pino {
  if (options.silent) return pino({ enabled: false });
  const format: LogFormat = options.format ?? (options.destination ? 'json' : config.logFormat);
  const clean = format === 'pretty' ? (text: string) => escapeForLog(redactPersonalData(text)) : redactPersonalData;
  const destination =
    format === 'pretty'
      ? prettyLines({
          destination: options.destination ?? 1,
          sync: true,
          colorize: !options.destination && Boolean(process.stdout.isTTY),
          translateTime: 'SYS:dd.mm.yyyy HH:MM:ss',
          ignore: 'pid,hostname,context',
          messageFormat: '{if context}[{context}] {end}{msg}',
          singleLine: true,
        })
      : (options.destination ?? pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: PINO_LEVELS[options.level ?? config.LOG_LEVEL],
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: {
        err: (error: Error) => {
          const serialized = pino.stdSerializers.err(error);
          return { ...serialized, message: clean(serialized.message ?? ''), stack: clean(serialized.stack ?? '') };
        },
      },
      hooks: {
        logMethod(args, method) {
          method.apply(this, cleanArguments(args, clean) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/**
 * A log call's arguments with every message text cleaned: the strings, the `context` of the leading
 * object, and the message of an error logged without one (pino would take the error's as `msg`).
 */
function cleanArguments(args: unknown[], clean: (text: string) => string): unknown[] {
  const [first, ...rest] = args;
  if (typeof first !== 'object' || first === null) return args.map((arg) => (typeof arg === 'string' ? clean(arg) : arg));
  const fields = first as { context?: unknown; err?: unknown };
  const object = typeof fields.context === 'string' ? { ...fields, context: clean(fields.context) } : first;
  const messages = rest.map((arg) => (typeof arg === 'string' ? clean(arg) : arg));
  if (messages.length === 0 && fields.err instanceof Error) messages.push(clean(fields.err.message));
  return [object, ...messages];
}

/** nestjs-pino's PinoLogger on this root: the request's (or job's) child logger while one runs, else the root. */
class RootPinoLogger extends PinoLogger {
  constructor(private readonly root: Pino) {
    super({ pinoHttp: { logger: root } });
  }

  override get logger(): Pino {
    return storage.getStore()?.logger ?? this.root;
  }
}

/** Nest's logger interface on pino (through nestjs-pino), with Nest's start-up lines moved down to debug. */
export class AppLogger extends NestPinoLogger {
  constructor(root: Pino) {
    super(new RootPinoLogger(root), {});
  }

  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && START_UP_CONTEXTS.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}

/** pino-pretty, loaded only by a process that logs for people at a terminal (the JSON lines of production need none of it). */
function prettyLines(options: import('pino-pretty').PrettyOptions): DestinationStream {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use on purpose (see above)
  const { PinoPretty } = require('pino-pretty') as typeof import('pino-pretty');
  return PinoPretty(options);
}
