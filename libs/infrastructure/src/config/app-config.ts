import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  validateSync,
} from 'class-validator';
import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { AppLogLevel, LOG_FORMATS, LOG_LEVELS, LogFormat } from '../logging/app-logger';
import { parseAllowHosts } from '../http-client/outbound-guard';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** `DATA_DIR=memory://` keeps the embedded database in memory (tests, throw-away demos). */
export const IN_MEMORY = 'memory://';

const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

const toBoolean = ({ value }: { value: unknown }) => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  const text = String(value).toLowerCase();
  if (['true', '1', 'yes', 'ja'].includes(text)) return true;
  if (['false', '0', 'no', 'nein'].includes(text)) return false;
  return value;
};

const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One entry of TRUST_PROXY: a name Express knows, or an IPv4/IPv6 address with an optional prefix length. */
function isTrustedProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** Express's `trust proxy`: `false` (no proxy), a hop count, or a comma-separated list of addresses, subnets and names. */
function isTrustProxy(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === 'false' || /^\d{1,2}$/.test(value)) return true;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isTrustedProxyEntry);
}

/**
 * Every setting the product reads from the environment, validated once at start-up.
 * Nothing else reads `process.env`; a bad value stops the start with a message naming the variable.
 */
export class AppConfig {
  @Transform(({ value }) => (value === undefined || value === '' ? 3000 : Number(value)))
  @IsInt({ message: 'PORT muss eine ganze Zahl sein' })
  @Min(1, { message: 'PORT muss zwischen 1 und 65535 liegen' })
  @Max(65535, { message: 'PORT muss zwischen 1 und 65535 liegen' })
  PORT = 3000;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  DATA_DIR = './data';

  /**
   * Only with DATA_DIR=memory://: a file holding a PGlite data directory (`dumpDataDir`) that the in-memory
   * database starts from instead of an empty one. The tests migrate once per run and start every file from it.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @ValidateBy(
    { name: 'isExistingFile', validator: { validate: (value: unknown) => typeof value === 'string' && existsSync(value) } },
    { message: 'MEMORY_SNAPSHOT muss eine vorhandene Datei sein (Abzug eines PGlite-Datenverzeichnisses)' },
  )
  MEMORY_SNAPSHOT?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL muss eine postgres://-Adresse sein' })
  DATABASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL muss eine redis://- oder rediss://-Adresse sein' })
  REDIS_URL?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((config: AppConfig) => config.DATABASE_URL !== undefined || config.JWT_SECRET !== undefined)
  @IsString({ message: 'JWT_SECRET ist Pflicht, wenn DATABASE_URL gesetzt ist' })
  @MinLength(32, { message: 'JWT_SECRET muss mindestens 32 Zeichen lang sein' })
  JWT_SECRET?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(\/\S*)?$/, { message: 'PUBLIC_BASE_URL muss eine http(s)://-Adresse sein' })
  PUBLIC_BASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL muss eine smtp://- oder smtps://-Adresse sein' })
  SMTP_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^([^<>]*<\s*)?[^\s@<>]+@[^\s@<>]+(\s*>)?$/, {
    message: 'MAIL_FROM muss eine E-Mail-Adresse sein, z. B. "Leadportal <info@example.de>"',
  })
  MAIL_FROM = 'Leadportal <noreply@localhost>';

  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined))
  @ValidateIf((config: AppConfig) => config.ADMIN_EMAIL !== undefined || config.ADMIN_PASSWORD !== undefined)
  @IsEmail({}, { message: 'ADMIN_EMAIL muss eine gültige E-Mail-Adresse sein (und zusammen mit ADMIN_PASSWORD gesetzt werden)' })
  ADMIN_EMAIL?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((config: AppConfig) => config.ADMIN_EMAIL !== undefined || config.ADMIN_PASSWORD !== undefined)
  @IsString({ message: 'ADMIN_PASSWORD ist Pflicht, wenn ADMIN_EMAIL gesetzt ist' })
  @MinLength(8, { message: 'ADMIN_PASSWORD muss mindestens 8 Zeichen lang sein' })
  ADMIN_PASSWORD?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/\S*\{id\}\S*$/, {
    message: 'CRM_DEAL_URL muss eine http(s)://-Adresse mit dem Platzhalter {id} sein',
  })
  CRM_DEAL_URL?: string;

  /** Key for integration secrets at rest (32+ characters); without it one is derived from JWT_SECRET. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'ENCRYPTION_KEY muss mindestens 32 Zeichen lang sein' })
  ENCRYPTION_KEY?: string;

  /**
   * Key of the audit trail's hash chain (HMAC, 32+ characters): kept out of the database, so whoever can write
   * the database alone cannot recompute the chain. Without it JWT_SECRET is used (in embedded mode generated
   * into DATA_DIR). It must stay the same for the life of the trail.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'AUDIT_KEY muss mindestens 32 Zeichen lang sein' })
  AUDIT_KEY?: string;

  /**
   * Where the audit trail's anchors are written (audit-anchors.jsonl); DATA_DIR unless set. Best a place the
   * database's owner cannot write (another disk or mount), above all in embedded mode, where DATA_DIR is the database.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  AUDIT_ANCHOR_DIR?: string;

  /**
   * The erasure ledger (keyed hashes of each erased person, a JSON line per erasure) that `npm run restore`
   * re-applies; DATA_DIR/erasure-ledger.jsonl unless set. Best beside the backups, outside the restored data.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  ERASURE_LEDGER?: string;

  /** Base address of the Pipedrive API (tests point it at a local fake). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(\/\S*)?$/, { message: 'PIPEDRIVE_API_URL muss eine http(s)://-Adresse sein' })
  PIPEDRIVE_API_URL = 'https://api.pipedrive.com';

  /**
   * Key for the Lexware Office (formerly lexoffice) API. Only with it are finalised invoices, cancellations and
   * corrections pushed to Lexware Office as vouchers and payments read back from there.
   */
  @Transform(emptyToUndefined)
  @ValidateIf((config: AppConfig) => config.LEXOFFICE_API_KEY !== undefined)
  @Matches(/^\S+$/, { message: 'LEXOFFICE_API_KEY darf keine Leerzeichen enthalten' })
  LEXOFFICE_API_KEY?: string;

  /** Base address of the Lexware Office API (api.lexoffice.io is its older name; tests point it at a local fake). */
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : 'https://api.lexware.io'))
  @Matches(/^https?:\/\/[^\s/]+(\/\S*)?$/, { message: 'LEXOFFICE_API_URL muss eine http(s)://-Adresse sein' })
  LEXOFFICE_API_URL = 'https://api.lexware.io';

  /** Base address of Google's public sheet export, where buyers' postal-code sheets come from (tests point it at a local fake). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(\/\S*)?$/, { message: 'GOOGLE_SHEETS_URL muss eine http(s)://-Adresse sein' })
  GOOGLE_SHEETS_URL = 'https://docs.google.com';

  /**
   * Internal peers the server may call out to, as `host:port` (comma-separated): an on-premise CRM or
   * webhook receiver, the fakes of the tests. Every other loopback, private, link-local or reserved
   * target of a webhook, CRM, sheet or bookkeeping address is refused.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @ValidateBy(
    { name: 'isAllowHosts', validator: { validate: (value: unknown) => typeof value === 'string' && parseAllowHosts(value).invalid.length === 0 } },
    { message: 'OUTBOUND_ALLOW_HOSTS muss eine durch Komma getrennte Liste aus host:port sein, z. B. crm.intern:8443,10.0.0.5:443' },
  )
  OUTBOUND_ALLOW_HOSTS?: string;

  /**
   * How the quality check at intake asks whether a lead's e-mail domain takes mail: unset, the system's
   * resolver; 'off', not at all (the finding says 'nicht geprüft'); else the DNS servers to ask, e.g.
   * '10.0.0.2,10.0.0.3:5353'. A resolver that cannot be reached or trusted never rejects a lead.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @ValidateBy(
    { name: 'isDnsServers', validator: { validate: (value: unknown) => typeof value === 'string' && parseDnsServers(value) !== null } },
    { message: "EMAIL_DNS muss 'off' oder eine durch Komma getrennte Liste aus DNS-Servern (IP-Adresse, optional :Port) sein, z. B. 10.0.0.2,10.0.0.3:5353" },
  )
  EMAIL_DNS?: string;

  /**
   * Which direct peers may name the client's address in X-Forwarded-For (Express `trust proxy`).
   * Only a proxy of one's own: anyone else could forge their address and so escape the per-address
   * limits and falsify the recorded consent IP.
   */
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : 'loopback'))
  @ValidateBy({ name: 'isTrustProxy', validator: { validate: isTrustProxy } }, {
    message: 'TRUST_PROXY muss false, eine Anzahl Proxys oder eine Liste aus Adressen, Netzen (z. B. 172.16.0.0/12) und loopback, linklocal, uniquelocal sein',
  })
  TRUST_PROXY = 'loopback';

  /** Key prefix in Redis, so several installations (or test runs) can share one server. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9_.-]{1,40}$/, { message: 'REDIS_PREFIX darf nur Buchstaben, Ziffern, _ . - enthalten (höchstens 40)' })
  REDIS_PREFIX = 'leadportal';

  /** With Redis configured the worker processes jobs; an API started alone may process them too. */
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean({ message: 'API_PROCESSES_JOBS muss true oder false sein' })
  API_PROCESSES_JOBS = true;

  /**
   * How long a worker holds a job it started. A worker that dies (killed, crashed, host gone) leaves its
   * jobs claimed; after this time the reconciler hands them to another worker. Jobs are cut off a
   * little before it, so a slow job never runs twice at once.
   */
  @Transform(({ value }) => (value === undefined || value === '' ? 300 : Number(value)))
  @IsInt({ message: 'OUTBOX_LEASE_SECONDS muss eine ganze Zahl sein' })
  @Min(2, { message: 'OUTBOX_LEASE_SECONDS muss zwischen 2 und 3600 liegen' })
  @Max(3600, { message: 'OUTBOX_LEASE_SECONDS muss zwischen 2 und 3600 liegen' })
  OUTBOX_LEASE_SECONDS = 300;

  /**
   * On SIGTERM, how long the API lets requests in flight finish before it cuts them: shorter than the
   * orchestrator's wait before it kills (Docker's stop_grace_period, Kubernetes' terminationGracePeriodSeconds).
   */
  @Transform(({ value }) => (value === undefined || value === '' ? 10 : Number(value)))
  @IsInt({ message: 'SHUTDOWN_GRACE_SECONDS muss eine ganze Zahl sein' })
  @Min(1, { message: 'SHUTDOWN_GRACE_SECONDS muss zwischen 1 und 300 liegen' })
  @Max(300, { message: 'SHUTDOWN_GRACE_SECONDS muss zwischen 1 und 300 liegen' })
  SHUTDOWN_GRACE_SECONDS = 10;

  /** Largest file a buyer may upload to a complaint, in MB (spec section 9: 1024). */
  @Transform(({ value }) => (value === undefined || value === '' ? 1024 : Number(value)))
  @IsInt({ message: 'UPLOAD_MAX_MB muss eine ganze Zahl sein' })
  @Min(1, { message: 'UPLOAD_MAX_MB muss zwischen 1 und 10240 liegen' })
  @Max(10240, { message: 'UPLOAD_MAX_MB muss zwischen 1 und 10240 liegen' })
  UPLOAD_MAX_MB = 1024;

  /** Days a staff login lasts at most, however often its renew token is renewed (then the password again). */
  @Transform(({ value }) => (value === undefined || value === '' ? 30 : Number(value)))
  @IsInt({ message: 'SESSION_MAX_DAYS muss eine ganze Zahl sein' })
  @Min(1, { message: 'SESSION_MAX_DAYS muss zwischen 1 und 365 liegen' })
  @Max(365, { message: 'SESSION_MAX_DAYS muss zwischen 1 und 365 liegen' })
  SESSION_MAX_DAYS = 30;

  /** TRUST_PROXY as Express takes it. */
  get trustProxy(): boolean | number | string {
    if (this.TRUST_PROXY === 'false') return false;
    if (/^\d+$/.test(this.TRUST_PROXY)) return Number(this.TRUST_PROXY);
    return this.TRUST_PROXY;
  }
  /** How much the processes log; 'debug' adds Nest's line per route and module at start-up. */
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : 'log'))
  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL muss einer von ${LOG_LEVELS.join(', ')} sein` })
  LOG_LEVEL: AppLogLevel = 'log';

  /** `json` (one object per line, for log collectors) or `pretty`; unset: pretty at a terminal, else json. */
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined))
  @IsOptional()
  @IsIn(LOG_FORMATS, { message: `LOG_FORMAT muss ${LOG_FORMATS.join(' oder ')} sein` })
  LOG_FORMAT?: LogFormat;

  /** Bearer token for GET /metrics (Prometheus); without it the route does not exist. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9._~+/=-]{16,}$/, { message: 'METRICS_TOKEN muss mindestens 16 Zeichen lang sein (Buchstaben, Ziffern, ._~+/=-)' })
  METRICS_TOKEN?: string;

  /** Port on which a worker process serves /metrics (with METRICS_TOKEN); the API serves it on PORT. */
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsOptional()
  @IsInt({ message: 'METRICS_PORT muss eine ganze Zahl sein' })
  @Min(1, { message: 'METRICS_PORT muss zwischen 1 und 65535 liegen' })
  @Max(65535, { message: 'METRICS_PORT muss zwischen 1 und 65535 liegen' })
  METRICS_PORT?: number;

  get logFormat(): LogFormat {
    return this.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
  }

  /** EMAIL_DNS read: `false` when switched off, `[]` for the system's resolver, else the servers. */
  get emailDnsServers(): string[] | false {
    if (this.EMAIL_DNS === undefined) return [];
    return parseDnsServers(this.EMAIL_DNS) ?? [];
  }

  /** OUTBOUND_ALLOW_HOSTS as the OutboundGuard takes it. */
  get outboundAllowHosts(): string[] {
    return parseAllowHosts(this.OUTBOUND_ALLOW_HOSTS).hosts;
  }

  get embeddedDatabase(): boolean {
    return this.DATABASE_URL === undefined;
  }

  get dataDir(): string {
    if (this.DATA_DIR === IN_MEMORY) return IN_MEMORY;
    return isAbsolute(this.DATA_DIR) ? this.DATA_DIR : resolve(process.cwd(), this.DATA_DIR);
  }

  /** Which database this process uses, for start-up and CLI messages (never the password). */
  get databaseDescription(): string {
    if (this.DATABASE_URL) {
      const url = new URL(this.DATABASE_URL);
      return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname} (DATABASE_URL)`;
    }
    return this.dataDir === IN_MEMORY ? 'eingebettet, nur im Arbeitsspeicher (DATA_DIR=memory://)' : `eingebettet in ${this.dataDir} (DATA_DIR)`;
  }

  /** Where the audit anchors go: AUDIT_ANCHOR_DIR, else DATA_DIR; null with neither on disk (DATA_DIR=memory://). */
  get auditAnchorDir(): string | null {
    if (this.AUDIT_ANCHOR_DIR) return resolve(process.cwd(), this.AUDIT_ANCHOR_DIR);
    return this.dataDir === IN_MEMORY ? null : this.dataDir;
  }

  /** The erasure ledger's file: ERASURE_LEDGER, else in DATA_DIR; null with neither on disk (DATA_DIR=memory://). */
  get erasureLedgerPath(): string | null {
    if (this.ERASURE_LEDGER) return resolve(process.cwd(), this.ERASURE_LEDGER);
    return this.dataDir === IN_MEMORY ? null : join(this.dataDir, 'erasure-ledger.jsonl');
  }

  /** Where uploaded files are kept: DATA_DIR/uploads; null with DATA_DIR=memory:// (then a temporary directory). */
  get uploadsDir(): string | null {
    return this.dataDir === IN_MEMORY ? null : join(this.dataDir, 'uploads');
  }

  get publicBaseUrl(): string {
    return (this.PUBLIC_BASE_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }

  /** Link to a deal in the operator's CRM, or null when no template is configured. */
  crmDealUrl(dealId: string | number | null | undefined): string | null {
    if (!this.CRM_DEAL_URL || dealId === null || dealId === undefined || dealId === '') return null;
    return this.CRM_DEAL_URL.replace('{id}', encodeURIComponent(String(dealId)));
  }

  /**
   * The audit chain's HMAC key, derived from AUDIT_KEY or else the signing secret (like ENCRYPTION_KEY: whoever
   * changes JWT_SECRET first sets AUDIT_KEY to its old value), never that secret itself.
   */
  get auditKey(): Buffer {
    return createHmac('sha256', this.AUDIT_KEY ?? this.jwtSecret).update('leadportal audit chain').digest();
  }

  /** The signing secret; in embedded mode generated once and kept in DATA_DIR so sessions survive restarts. */
  get jwtSecret(): string {
    if (this.JWT_SECRET) return this.JWT_SECRET;
    if (this.dataDir === IN_MEMORY) {
      this.JWT_SECRET = randomBytes(48).toString('base64url');
      return this.JWT_SECRET;
    }
    const file = join(this.dataDir, 'jwt-secret');
    if (!existsSync(file)) {
      mkdirSync(this.dataDir, { recursive: true });
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    }
    this.JWT_SECRET = readFileSync(file, 'utf8').trim();
    return this.JWT_SECRET;
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const KNOWN_KEYS = Object.keys(new AppConfig());

/** 'off' → false; '10.0.0.2, 10.0.0.3:5353' → the list (IPv4 or bracketed IPv6, each with an optional port); else null. */
export function parseDnsServers(value: string): string[] | false | null {
  if (value.trim().toLowerCase() === 'off') return false;
  const servers = value.split(',').map((server) => server.trim()).filter(Boolean);
  const valid = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:]+\])(?::\d{1,5})?$/i;
  return servers.length > 0 && servers.every((server) => valid.test(server)) ? servers : null;
}

/** Reads and validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Record<string, string | undefined> = {};
  for (const key of [...KNOWN_KEYS, 'DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'PUBLIC_BASE_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'CRM_DEAL_URL', 'ENCRYPTION_KEY', 'AUDIT_KEY', 'AUDIT_ANCHOR_DIR', 'ERASURE_LEDGER', 'LEXOFFICE_API_KEY', 'OUTBOUND_ALLOW_HOSTS', 'EMAIL_DNS', 'LOG_FORMAT', 'METRICS_TOKEN', 'METRICS_PORT']) {
    if (env[key] !== undefined) raw[key] = env[key];
  }
  const config = plainToInstance(AppConfig, raw, { exposeDefaultValues: true });
  const errors = validateSync(config, { forbidUnknownValues: false });
  if (errors.length > 0) {
    // One message per variable; a wrong type says more than a range check on it.
    throw new ConfigError(
      errors.map((error) => {
        const constraints = error.constraints ?? {};
        return constraints.isInt ?? constraints.isString ?? constraints.isBoolean ?? Object.values(constraints)[0];
      }),
    );
  }
  return config;
}
