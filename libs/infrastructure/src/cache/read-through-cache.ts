import { LRUCache } from 'lru-cache';

/** How long a value read on every request (settings, the mail template, a lead source) is kept. */
export const READ_CACHE_TTL_MS = 10_000;

export interface ReadThroughCacheOptions {
  ttlMs?: number;
  max?: number;
  /** Told of every `invalidate` (not of `forget`): how ReadCaches passes a change on to the other processes. */
  onInvalidate?: (key?: string) => void;
}

/**
 * Values that rarely change but are read on every lead. A change made through this process clears the
 * entry at once (`invalidate`); one made through another process clears it when that process says so
 * (`forget`, see ReadCaches), at the latest once the entry expires (`ttlMs`). Concurrent misses of one key
 * share a single load, and a failed load is not kept.
 */
export class ReadThroughCache<V> {
  private readonly entries: LRUCache<string, { value: V }, () => Promise<V>>;
  private readonly onInvalidate?: (key?: string) => void;

  constructor({ ttlMs = READ_CACHE_TTL_MS, max = 1000, onInvalidate }: ReadThroughCacheOptions = {}) {
    this.onInvalidate = onInvalidate;
    this.entries = new LRUCache({
      max,
      ttl: ttlMs,
      // Wall-clock time, so tests can move it with fake timers.
      perf: { now: () => Date.now() },
      fetchMethod: async (_key, _stale, { context: load }) => ({ value: await load() }),
    });
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = await this.entries.fetch(key, { context: load });
    return entry!.value;
  }

  /** The value changed here. Without a key: everything (e.g. after a write that may touch several keys). */
  invalidate(key?: string): void {
    this.forget(key);
    this.onInvalidate?.(key);
  }

  /** Drops the entry (without a key: every entry) and tells nobody: the change was made elsewhere. */
  forget(key?: string): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
