import { RateLimiter } from './rate-limiter';

describe('RateLimiter in process memory', () => {
  afterEach(() => jest.useRealTimers());

  it('leaves no window timer behind when it closes, so a closed app is not kept alive for up to an hour', async () => {
    jest.useFakeTimers();
    const limiter = RateLimiter.inMemory();
    const quarter = { name: 'quarter', limit: 10, windowMs: 15 * 60_000 };
    const hour = { name: 'hour', limit: 20, windowMs: 60 * 60_000 };
    await limiter.consume(quarter, '203.0.113.7');
    await limiter.consume(quarter, '203.0.113.8');
    await limiter.countFailure(hour, 'konto-1|203.0.113.7');
    expect(jest.getTimerCount()).toBe(3);
    await limiter.close();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('still counts within the window before it closes', async () => {
    const limiter = RateLimiter.inMemory();
    const tight = { name: 'tight', limit: 1, windowMs: 60_000 };
    expect((await limiter.consume(tight, 'a')).allowed).toBe(true);
    expect((await limiter.consume(tight, 'a')).allowed).toBe(false);
    expect((await limiter.consume(tight, 'b')).allowed).toBe(true);
    await limiter.close();
  });
});
