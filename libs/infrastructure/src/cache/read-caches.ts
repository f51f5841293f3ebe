import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type IORedis from 'ioredis';
import { afterCommit } from '../database/transactions';
import { ReadThroughCache, ReadThroughCacheOptions } from './read-through-cache';

/** What one process tells the others: the cache `name` dropped `key` (every key when absent). */
interface Invalidation {
  origin: string;
  name: string;
  key?: string;
}

/** How long the start waits for the subscription before it goes on without (the entries then expire as before). */
const SUBSCRIBE_WAIT_MS = 5_000;

/**
 * The process's read caches by name. Every API instance and the worker keep their own; with REDIS_URL an
 * `invalidate` in one process is published on a Redis channel (pub/sub) and the others drop the entry too,
 * so a change applies everywhere within a moment instead of once the entry expires. Without Redis there is
 * only one process and nothing to tell.
 */
export class ReadCaches implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReadCaches');
  private readonly caches = new Map<string, Pick<ReadThroughCache<unknown>, 'forget'>[]>();
  /** This process's own messages come back to it on the channel: it has dropped those entries already. */
  private readonly origin = randomUUID();
  private readonly channel: string;
  private publisher?: IORedis;
  private subscriber?: IORedis;

  constructor(
    private readonly redisUrl?: string,
    prefix = 'leadportal',
  ) {
    this.channel = `${prefix}:read-cache`;
  }

  /**
   * A cache whose invalidations reach the other processes' caches of the same name. Its keys travel through
   * Redis when invalidated one by one: a key that is a secret (an API key) is only ever cleared with all others.
   */
  create<V>(name: string, options: Omit<ReadThroughCacheOptions, 'onInvalidate'> = {}): ReadThroughCache<V> {
    const cache = new ReadThroughCache<V>({ ...options, onInvalidate: (key) => this.invalidated(name, key) });
    this.caches.set(name, [...(this.caches.get(name) ?? []), cache]);
    return cache;
  }

  /** Subscribes before the app takes requests, so no change made meanwhile elsewhere goes unnoticed. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.redisUrl || this.caches.size === 0) return;
    // Loaded only when used, like BullMQ's client (see QueueModule).
    const { default: Redis } = await import('ioredis');
    this.publisher = new Redis(this.redisUrl, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(this.redisUrl);
    for (const connection of [this.publisher, this.subscriber]) connection.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    this.subscriber.on('message', (_channel: string, text: string) => this.received(text));
    // Messages sent while the connection was down are lost: after a reconnect every entry is read anew.
    let connected = false;
    this.subscriber.on('ready', () => {
      if (connected) this.forgetAll();
      connected = true;
    });
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), SUBSCRIBE_WAIT_MS)));
    try {
      if ((await Promise.race([this.subscriber.subscribe(this.channel), waited])) === 'timeout') {
        this.logger.warn(`Redis antwortet nicht: Änderungen anderer Prozesse gelten hier erst nach ${SUBSCRIBE_WAIT_MS / 1000} s Wartezeit der Zwischenspeicher`);
      }
    } catch (error) {
      this.logger.warn(`Redis: ${(error as Error).message}; Änderungen anderer Prozesse gelten hier, wenn die Zwischenspeicher ablaufen`);
    } finally {
      clearTimeout(timer);
    }
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
    this.publisher?.disconnect();
  }

  /**
   * After the commit of the transaction that changed the value: a process told earlier (this one included)
   * could load the old value again meanwhile and keep it for the whole ttl.
   */
  private invalidated(name: string, key: string | undefined): void {
    void afterCommit(async () => {
      for (const cache of this.caches.get(name) ?? []) cache.forget(key);
      await this.publisher?.publish(this.channel, JSON.stringify({ origin: this.origin, name, ...(key === undefined ? {} : { key }) } satisfies Invalidation));
    }).catch((error: Error) => this.logger.warn(`Änderung nicht an die anderen Prozesse gemeldet: ${error.message}`));
  }

  private received(text: string): void {
    let message: Partial<Invalidation>;
    try {
      message = JSON.parse(text) as Partial<Invalidation>;
    } catch {
      return;
    }
    if (message.origin === this.origin || typeof message.name !== 'string') return;
    const key = typeof message.key === 'string' ? message.key : undefined;
    for (const cache of this.caches.get(message.name) ?? []) cache.forget(key);
  }

  private forgetAll(): void {
    for (const caches of this.caches.values()) for (const cache of caches) cache.forget();
  }
}
