import type { Request } from 'express';
import IORedis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * One throttle: at most `limit` counted requests per fixed window of `windowMs` (whole seconds) for one key.
 * Declared by the feature that owns the route, applied with `@RateLimit(policy)` on its handler.
 */
export interface RateLimitPolicy {
  /** Unique name, part of the counter's key in the store. */
  name: string;
  limit: number;
  windowMs: number;
  /** What a request is counted by: its IP address, an account, an API key. */
  key: (request: Request) => string;
  /** The German answer with status 429, and its error code. */
  message: string;
  code: string;
  /**
   * Which failed requests count (e.g. a wrong password). Without it every request counts; with it only
   * these failures do, and requests are refused once `limit` failures fall in the window.
   */
  countsFailure?: (error: unknown) => boolean;
  /** A successful request forgets the key's failures (e.g. an account's failed logins after a login). */
  resetOnSuccess?: boolean;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for a Retry-After header). */
  retryAfterSeconds: number;
}

type Counter = Pick<RateLimitPolicy, 'name' | 'limit' | 'windowMs'>;

/**
 * Fixed-window counters on rate-limiter-flexible: in Redis when configured, where each count is one
 * atomic Lua script so all API instances count together; in process memory in the embedded mode.
 */
export class RateLimiter {
  private readonly limiters = new Map<string, { counter: Counter; limiter: RateLimiterAbstract }>();

  private constructor(
    private readonly redis: IORedis | undefined,
    private readonly prefix: string,
  ) {}

  static inMemory(): RateLimiter {
    return new RateLimiter(undefined, 'rate');
  }

  static onRedis(redisUrl: string, prefix: string): RateLimiter {
    const redis = new IORedis(redisUrl, { maxRetriesPerRequest: 2 });
    // Errors reach the caller through the failed command; the connection itself reconnects.
    redis.on('error', () => undefined);
    return new RateLimiter(redis, `${prefix}:rate`);
  }

  /** Counts one request for `key`; not allowed once more than `limit` requests fall in the window. */
  async consume(counter: Counter, key: string): Promise<RateLimitResult> {
    try {
      return allowed(await this.limiterFor(counter).consume(key));
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: seconds(refusal.msBeforeNext) };
      throw refusal;
    }
  }

  /** Counts one failure for `key` without refusing anything (the next `check` decides). */
  async countFailure(counter: Counter, key: string): Promise<void> {
    await this.limiterFor(counter).penalty(key);
  }

  /** Whether `key` is still below `limit`, without counting. */
  async check(counter: Counter, key: string): Promise<RateLimitResult> {
    const state = await this.limiterFor(counter).get(key);
    if (!state) return { allowed: true, retryAfterSeconds: 1 };
    return { allowed: state.consumedPoints < counter.limit, retryAfterSeconds: seconds(state.msBeforeNext) };
  }

  async reset(counter: Counter, key: string): Promise<void> {
    await this.limiterFor(counter).delete(key);
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
    for (const { limiter } of this.limiters.values()) if (limiter instanceof RateLimiterMemory) clearWindowTimers(limiter);
    this.limiters.clear();
  }

  private limiterFor(counter: Counter): RateLimiterAbstract {
    const known = this.limiters.get(counter.name);
    if (known) {
      if (known.counter.limit !== counter.limit || known.counter.windowMs !== counter.windowMs) {
        throw new Error(`Rate limit "${counter.name}" is declared twice with different limits`);
      }
      return known.limiter;
    }
    if (!Number.isInteger(counter.windowMs / 1000) || counter.windowMs <= 0) {
      throw new Error(`Rate limit "${counter.name}": the window must be whole seconds`);
    }
    const options = { keyPrefix: `${this.prefix}:${counter.name}`, points: counter.limit, duration: counter.windowMs / 1000 };
    const limiter = this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new RateLimiterMemory(options);
    this.limiters.set(counter.name, { counter, limiter });
    return limiter;
  }
}

/**
 * In memory, each counted key holds a timer until its window ends (up to an hour). A closed app's
 * timers would keep the whole app reachable that long (a test run's worker grew by its apps), so
 * closing clears them. rate-limiter-flexible has no public call for it; rate-limiter.spec.ts fails if
 * its store changes shape.
 */
export function clearWindowTimers(limiter: RateLimiterMemory): number {
  const store = (limiter as unknown as { _memoryStorage?: { _storage?: Map<string, { timeoutId?: ReturnType<typeof setTimeout> }> } })._memoryStorage?._storage;
  if (!store) return 0;
  for (const record of store.values()) clearTimeout(record.timeoutId);
  const cleared = store.size;
  store.clear();
  return cleared;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const allowed = (state: RateLimiterRes): RateLimitResult => ({ allowed: true, retryAfterSeconds: seconds(state.msBeforeNext) });
