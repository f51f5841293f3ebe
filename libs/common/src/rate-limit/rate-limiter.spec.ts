import { randomBytes } from 'node:crypto';
import { MemoryRateLimitStore, RateLimiter, RateLimitStore, RedisRateLimitStore } from './rate-limiter';

const stores: [string, () => RateLimitStore][] = [['memory', () => new MemoryRateLimitStore()]];
if (process.env.REDIS_URL) {
  stores.push(['redis', () => new RedisRateLimitStore(process.env.REDIS_URL!, `lptest-${randomBytes(4).toString('hex')}`)]);
}

describe.each(stores)('RateLimiter (%s)', (_, makeStore) => {
  let limiter: RateLimiter;
  beforeEach(() => {
    limiter = new RateLimiter(makeStore());
  });
  afterEach(() => limiter.close());

  it('allows up to the limit within the window, then refuses with a retry time', async () => {
    for (let i = 0; i < 3; i++) expect((await limiter.consume('k', 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.consume('k', 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.consume('anderer-key', 3, 60_000)).allowed).toBe(true);
  });

  it('starts a new window after it expired', async () => {
    await limiter.consume('kurz', 1, 100);
    expect((await limiter.consume('kurz', 1, 100)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await limiter.consume('kurz', 1, 100)).allowed).toBe(true);
  });

  it('checks without counting and resets', async () => {
    expect((await limiter.check('p', 2)).allowed).toBe(true);
    await limiter.consume('p', 2, 60_000);
    expect((await limiter.check('p', 2)).allowed).toBe(true);
    await limiter.consume('p', 2, 60_000);
    expect((await limiter.check('p', 2)).allowed).toBe(false);
    expect((await limiter.check('p', 2)).allowed).toBe(false);
    await limiter.reset('p');
    expect((await limiter.check('p', 2)).allowed).toBe(true);
  });
});
