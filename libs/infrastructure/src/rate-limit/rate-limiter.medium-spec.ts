// PostgreSQL pass: the limits are counted in Redis for every process.
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { RateLimiter } from './rate-limiter';

const redisUrl = process.env.REDIS_URL;
const prefix = `lptest-${randomBytes(4).toString('hex')}`;
const stores: [string, () => RateLimiter][] = [['memory', () => RateLimiter.inMemory()]];
if (redisUrl) stores.push(['redis', () => RateLimiter.onRedis(redisUrl, prefix)]);

afterAll(async () => {
  if (!redisUrl) return;
  const redis = new IORedis(redisUrl);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const counter = (name: string, limit: number, windowMs = 60_000) => ({ name: `${name}-${randomBytes(3).toString('hex')}`, limit, windowMs });

describe.each(stores)('RateLimiter (%s)', (_, makeLimiter) => {
  let limiter: RateLimiter;
  beforeEach(() => {
    limiter = makeLimiter();
  });
  afterEach(() => limiter.close());

  it('allows up to the limit within the window, then refuses with a retry time', async () => {
    const three = counter('k', 3);
    for (let i = 0; i < 3; i++) expect((await limiter.consume(three, 'a')).allowed).toBe(true);
    const refused = await limiter.consume(three, 'a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.consume(three, 'b')).allowed).toBe(true);
  });

  it('starts a new window after it expired', async () => {
    const short = counter('kurz', 1, 1000);
    await limiter.consume(short, 'a');
    expect((await limiter.consume(short, 'a')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.consume(short, 'a')).allowed).toBe(true);
  });

  it('counts failures without refusing, checks without counting and resets', async () => {
    const two = counter('p', 2);
    expect((await limiter.check(two, 'a')).allowed).toBe(true);
    await limiter.countFailure(two, 'a');
    expect((await limiter.check(two, 'a')).allowed).toBe(true);
    await limiter.countFailure(two, 'a');
    await limiter.countFailure(two, 'a');
    const refused = await limiter.check(two, 'a');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect((await limiter.check(two, 'a')).allowed).toBe(false);
    await limiter.reset(two, 'a');
    expect((await limiter.check(two, 'a')).allowed).toBe(true);
  });

  it('keeps policies with the same key apart', async () => {
    const first = counter('eins', 1);
    const second = counter('zwei', 1);
    await limiter.consume(first, 'a');
    expect((await limiter.consume(first, 'a')).allowed).toBe(false);
    expect((await limiter.consume(second, 'a')).allowed).toBe(true);
  });

  it('refuses a policy declared twice with different limits, and windows that are not whole seconds', async () => {
    const policy = counter('doppelt', 1);
    await limiter.consume(policy, 'a');
    await expect(limiter.consume({ ...policy, limit: 2 }, 'a')).rejects.toThrow('declared twice');
    await expect(limiter.consume(counter('krumm', 1, 1500), 'a')).rejects.toThrow('whole seconds');
  });
});

(redisUrl ? describe : describe.skip)('RateLimiter on Redis across API instances', () => {
  it('lets exactly the limit through when two instances count the same key at once', async () => {
    const instances = [RateLimiter.onRedis(redisUrl!, prefix), RateLimiter.onRedis(redisUrl!, prefix)];
    try {
      const shared = counter('gemeinsam', 10);
      const results = await Promise.all(Array.from({ length: 60 }, (_, i) => instances[i % 2].consume(shared, 'eine-adresse')));
      expect(results.filter((result) => result.allowed)).toHaveLength(10);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
