import { Logger } from '@nestjs/common';
import { JobQueue } from './job-queue';

interface Entry {
  messageId: string;
  timer?: NodeJS.Timeout;
  running: boolean;
}

/**
 * Runs jobs inside this process (no Redis configured). Jobs vanish when the process stops; the outbox
 * reconciler re-adds what is still due at the next start.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly logger = new Logger('InProcessJobQueue');
  private readonly entries = new Map<string, Entry>();
  private readonly ready: string[] = [];
  private run?: (messageId: string) => Promise<void>;
  private active = 0;
  private closed = false;

  constructor(private readonly concurrency = 4) {}

  async add(jobId: string, messageId: string, delayMs = 0): Promise<void> {
    if (this.closed || this.entries.has(jobId)) return;
    const entry: Entry = { messageId, running: false };
    this.entries.set(jobId, entry);
    if (delayMs > 0) {
      entry.timer = setTimeout(() => this.makeReady(jobId), delayMs);
      entry.timer.unref();
    } else {
      this.makeReady(jobId);
    }
  }

  async has(jobId: string): Promise<boolean> {
    return this.entries.has(jobId);
  }

  async process(run: (messageId: string) => Promise<void>): Promise<void> {
    this.run = run;
    this.drain();
  }

  async ping(): Promise<string | null> {
    return null;
  }

  /** Stops taking jobs and waits (up to `graceMs`) for the running ones; the rest stay due in the outbox. */
  async close(graceMs = 10_000): Promise<void> {
    this.closed = true;
    for (const entry of this.entries.values()) clearTimeout(entry.timer);
    this.ready.length = 0;
    const started = Date.now();
    while (this.active > 0 && Date.now() - started < graceMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    this.entries.clear();
  }

  private makeReady(jobId: string) {
    this.ready.push(jobId);
    this.drain();
  }

  private drain() {
    while (this.run && !this.closed && this.active < this.concurrency && this.ready.length > 0) {
      const jobId = this.ready.shift()!;
      const entry = this.entries.get(jobId);
      if (!entry) continue;
      entry.running = true;
      this.active++;
      const run = this.run;
      setImmediate(() => {
        run(entry.messageId)
          .catch((error: unknown) => this.logger.error(`Job ${jobId} abgebrochen: ${String(error)}`))
          .finally(() => {
            this.active--;
            this.entries.delete(jobId);
            this.drain();
          });
      });
    }
  }
}
