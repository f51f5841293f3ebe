import IORedis from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for a Retry-After header). */
  retryAfterSeconds: number;
}

/** Fixed-window counters; in Redis when configured, so all API instances count together. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.evictExpired(now);
    }
    window.count++;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string) {
    const window = this.windows.get(key);
    const now = Date.now();
    if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  async close() {
    this.windows.clear();
  }

  private evictExpired(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: IORedis;

  constructor(redisUrl: string, private readonly prefix: string) {
    this.redis = new IORedis(redisUrl, { maxRetriesPerRequest: 2 });
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, windowMs: number) {
    const redisKey = `${this.prefix}:rate:${key}`;
    const [[, count], [, ttl]] = (await this.redis
      .multi()
      .incr(redisKey)
      .pttl(redisKey)
      .exec()) as [[null, number], [null, number]];
    if (ttl < 0) {
      await this.redis.pexpire(redisKey, windowMs);
      return { count, resetInMs: windowMs };
    }
    return { count, resetInMs: ttl };
  }

  async peek(key: string) {
    const redisKey = `${this.prefix}:rate:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().get(redisKey).pttl(redisKey).exec()) as [
      [null, string | null],
      [null, number],
    ];
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  }

  async reset(key: string) {
    await this.redis.del(`${this.prefix}:rate:${key}`);
  }

  async close() {
    this.redis.disconnect();
  }
}

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Counts one hit for `key`; not allowed once more than `limit` hits fall in the window. */
  async consume(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const { count, resetInMs } = await this.store.hit(key, windowMs);
    return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  /** Checks a counter without counting (e.g. "too many failed logins for this account already?"). */
  async check(key: string, limit: number): Promise<RateLimitResult> {
    const { count, resetInMs } = await this.store.peek(key);
    return { allowed: count < limit, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
