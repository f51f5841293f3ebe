import { ReadThroughCache } from './read-through-cache';

describe('ReadThroughCache', () => {
  afterEach(() => jest.useRealTimers());

  it('loads once for concurrent reads and keeps the value until it expires', async () => {
    jest.useFakeTimers();
    const cache = new ReadThroughCache<number>({ ttlMs: 1000 });
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    await expect(Promise.all([cache.get('a', load), cache.get('a', load)])).resolves.toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1001);
    await expect(cache.get('a', load)).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps null (e.g. an unknown API key) and forgets a key or everything on invalidate', async () => {
    const cache = new ReadThroughCache<string | null>();
    const load = jest.fn().mockResolvedValue(null);
    await cache.get('x', load);
    await cache.get('x', load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate('x');
    await cache.get('x', load);
    await cache.get('y', load);
    cache.invalidate();
    await cache.get('x', load);
    await cache.get('y', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('tells of its own invalidations only, not of entries forgotten because another process changed them', async () => {
    const onInvalidate = jest.fn();
    const cache = new ReadThroughCache<number>({ onInvalidate });
    const load = jest.fn().mockResolvedValue(1);
    await cache.get('a', load);
    cache.forget('a');
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(onInvalidate).not.toHaveBeenCalled();
    cache.invalidate('a');
    cache.invalidate();
    expect(onInvalidate.mock.calls).toEqual([['a'], [undefined]]);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadThroughCache<number>();
    const load = jest.fn().mockRejectedValueOnce(new Error('weg')).mockResolvedValueOnce(7);
    await expect(cache.get('a', load)).rejects.toThrow('weg');
    await expect(cache.get('a', load)).resolves.toBe(7);
  });
});
