import { Resolver } from 'node:dns/promises';
import { domainToASCII } from 'node:url';
import type { EmailDnsResult } from '../email-check';

export interface EmailDomainCheckOptions {
  /** Name servers as 'host' or 'host:port' (e.g. ['127.0.0.1:5353']); without them, the system's. */
  servers?: string[];
  /** The longest one check waits, all of its queries together. */
  timeoutMs?: number;
  /** How long an answer (mail host or none) is kept. */
  cacheTtlMs?: number;
  /** How many domains are kept; the least recently used goes first. */
  cacheSize?: number;
  /** A domain that surely accepts mail: the proof that the resolver's 'no such domain' can be believed. */
  wellKnownDomain?: string;
  /** How long the verdict on the resolver (see wellKnownDomain) is kept. */
  trustTtlMs?: number;
  /** Milliseconds since the epoch; injected by tests. */
  now?: () => number;
}

export const DEFAULT_DNS_TIMEOUT_MS = 1500;
export const DEFAULT_DNS_CACHE_TTL_MS = 60 * 60 * 1000;
export const DEFAULT_DNS_CACHE_SIZE = 10_000;
export const DEFAULT_WELL_KNOWN_DOMAIN = 'gmail.com';
/** Shorter than an answer's TTL: a network whose DNS breaks (or heals) should be noticed within minutes. */
export const DEFAULT_DNS_TRUST_TTL_MS = 5 * 60 * 1000;

/**
 * What DNS said about a domain: it takes mail, it refuses all mail (null MX), it has no record that could take
 * mail (no such name, or a name without MX, A and AAAA), or it gave no usable answer.
 */
type MailHostLookup = 'accepts-mail' | 'null-mx' | 'nothing' | 'failed';

/** The answers by which a resolver says a name or record does not exist; every other error says nothing. */
const NEGATIVE_ANSWERS: ReadonlySet<string> = new Set(['ENOTFOUND', 'ENODATA']);

const TRAILING_DOT = /\.$/;

interface Cached<T> {
  value: T;
  expiresAt: number;
}

/**
 * Looks up whether an email address's domain can receive mail: an MX record, or without one an A or AAAA record
 * (the implicit MX of RFC 5321 §5.1); a null MX (RFC 7505) says it takes none. Answers 'no-such-domain' only when
 * the resolver can be trusted: some networks answer 'no such domain' for every name, and a real lead must never
 * be marked down for that. Never rejects: a resolver that times out, refuses or fails gives 'not-checked'.
 */
export class EmailDomainCheck {
  private readonly resolver: Resolver;
  private readonly timeoutMs: number;
  private readonly cacheTtlMs: number;
  private readonly cacheSize: number;
  private readonly wellKnownDomain: string;
  private readonly trustTtlMs: number;
  private readonly now: () => number;
  /** In insertion order, which a read renews: the first entry is the least recently used. */
  private readonly cache = new Map<string, Cached<EmailDnsResult>>();
  /** One lookup per domain at a time: a burst of leads from one domain costs one set of queries. */
  private readonly inFlight = new Map<string, Promise<EmailDnsResult>>();
  private trust: Cached<boolean> | undefined;
  private trustProbe: Promise<boolean | undefined> | undefined;

  constructor(options: EmailDomainCheckOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_DNS_TIMEOUT_MS;
    this.cacheTtlMs = options.cacheTtlMs ?? DEFAULT_DNS_CACHE_TTL_MS;
    this.cacheSize = options.cacheSize ?? DEFAULT_DNS_CACHE_SIZE;
    this.wellKnownDomain = options.wellKnownDomain ?? DEFAULT_WELL_KNOWN_DOMAIN;
    this.trustTtlMs = options.trustTtlMs ?? DEFAULT_DNS_TRUST_TTL_MS;
    this.now = options.now ?? Date.now;
    // One try: a retry would only come after the time a lead's check may take (c-ares stretches its timeout,
    // so the check keeps its own deadline too, see withDeadline).
    this.resolver = new Resolver({ timeout: this.timeoutMs, tries: 1 });
    if (options.servers && options.servers.length > 0) this.resolver.setServers(options.servers);
  }

  async check(domain: string): Promise<EmailDnsResult> {
    try {
      const name = toLookupName(domain);
      // Nothing to look up in an empty or malformed name; whether it is one is the syntax check's finding.
      if (name === '') return 'not-checked';
      const cached = this.cached(name);
      if (cached) return cached;
      return await this.shareLookup(name);
    } catch {
      return 'not-checked';
    }
  }

  /** Ends the queries still running (at shutdown): their checks answer 'not-checked'. */
  cancel(): void {
    this.resolver.cancel();
  }

  private cached(name: string): EmailDnsResult | undefined {
    const entry = this.cache.get(name);
    if (!entry) return undefined;
    this.cache.delete(name);
    if (entry.expiresAt <= this.now()) return undefined;
    this.cache.set(name, entry);
    return entry.value;
  }

  private remember(name: string, value: EmailDnsResult): void {
    // 'not-checked' says nothing about the domain: the next lead should try again.
    if (value === 'not-checked' || this.cacheSize <= 0) return;
    this.cache.delete(name);
    while (this.cache.size >= this.cacheSize) {
      const oldest = this.cache.keys().next().value as string;
      this.cache.delete(oldest);
    }
    this.cache.set(name, { value, expiresAt: this.now() + this.cacheTtlMs });
  }

  private shareLookup(name: string): Promise<EmailDnsResult> {
    const running = this.inFlight.get(name);
    if (running) return running;
    const lookup = this.withDeadline(this.lookup(name)).finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, lookup);
    return lookup;
  }

  /** The lookup goes on after the deadline, so that a late answer still serves the next lead from the cache. */
  private async lookup(name: string): Promise<EmailDnsResult> {
    const result = await this.resultFor(await this.lookupMailHost(name));
    this.remember(name, result);
    return result;
  }

  private withDeadline(lookup: Promise<EmailDnsResult>): Promise<EmailDnsResult> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<EmailDnsResult>((resolve) => {
      timer = setTimeout(() => resolve('not-checked'), this.timeoutMs);
    });
    return Promise.race([lookup, deadline]).finally(() => clearTimeout(timer));
  }

  private async resultFor(lookup: MailHostLookup): Promise<EmailDnsResult> {
    switch (lookup) {
      case 'accepts-mail':
        return 'has-mail-host';
      // A record that exists cannot be a resolver's blanket 'no such domain': no trust needed.
      case 'null-mx':
        return 'no-such-domain';
      case 'nothing':
        return (await this.resolverTrusted()) ? 'no-such-domain' : 'not-checked';
      case 'failed':
        return 'not-checked';
    }
  }

  private async lookupMailHost(name: string): Promise<MailHostLookup> {
    const mx = await this.query(() => this.resolver.resolveMx(name));
    if (mx === 'failed') return 'failed';
    if (mx.records.length > 0) return mx.records.some(isRealExchange) ? 'accepts-mail' : 'null-mx';
    // A name that does not exist has no address records either.
    if (mx.error === 'ENOTFOUND') return 'nothing';
    return this.lookupImplicitMx(name);
  }

  /** RFC 5321 §5.1: without an MX, mail goes to the domain's own address. */
  private async lookupImplicitMx(name: string): Promise<MailHostLookup> {
    const answers = await Promise.all([
      this.query(() => this.resolver.resolve4(name)),
      this.query(() => this.resolver.resolve6(name)),
    ]);
    if (answers.some((answer) => answer !== 'failed' && answer.records.length > 0)) return 'accepts-mail';
    return answers.includes('failed') ? 'failed' : 'nothing';
  }

  /** Records, or the negative answer that left none; 'failed' when the resolver gave no answer. */
  private async query<T>(run: () => Promise<T[]>): Promise<{ records: T[]; error?: string } | 'failed'> {
    try {
      return { records: await run() };
    } catch (error) {
      const code = errorCode(error);
      return code !== undefined && NEGATIVE_ANSWERS.has(code) ? { records: [], error: code } : 'failed';
    }
  }

  /** Whether the resolver knows the well-known domain; asked once for many leads (trustTtlMs). */
  private async resolverTrusted(): Promise<boolean> {
    if (this.trust && this.trust.expiresAt > this.now()) return this.trust.value;
    this.trustProbe ??= this.probeTrust().finally(() => (this.trustProbe = undefined));
    return (await this.trustProbe) ?? false;
  }

  /** undefined when the probe got no answer: not kept, since a passing outage says nothing about the resolver. */
  private async probeTrust(): Promise<boolean | undefined> {
    const lookup = await this.lookupMailHost(toLookupName(this.wellKnownDomain));
    if (lookup === 'failed') return undefined;
    const trusted = lookup === 'accepts-mail';
    this.trust = { value: trusted, expiresAt: this.now() + this.trustTtlMs };
    return trusted;
  }
}

/** Lower case, ASCII (an IDN as its punycode 'xn--' form), without the root's dot; '' for no valid name. */
function toLookupName(domain: string): string {
  return domainToASCII(domain.trim().replace(TRAILING_DOT, ''));
}

/** A null MX (RFC 7505) points at the root, which Node reports as '' (or '.'). */
function isRealExchange(record: { exchange: string }): boolean {
  return record.exchange !== '' && record.exchange !== '.';
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
