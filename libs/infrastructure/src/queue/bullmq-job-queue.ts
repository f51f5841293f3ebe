import { Logger } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { JobQueue } from './job-queue';

const QUEUE_NAME = 'outbox';
const LIVE_STATES = new Set(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);

/** BullMQ on Redis: several API and worker processes share the work. */
export class BullMqJobQueue implements JobQueue {
  private readonly logger = new Logger('BullMqJobQueue');
  private readonly connection: IORedis;
  private readonly queue: Queue;
  private worker?: Worker;
  private workerConnection?: IORedis;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix = 'leadportal',
    private readonly concurrency = 5,
  ) {
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    this.connection.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    this.queue = new Queue(QUEUE_NAME, {
      connection: this.connection,
      prefix,
      defaultJobOptions: {
        // Retries live in the outbox row (with backoff and a visible error), not in Redis.
        attempts: 1,
        removeOnComplete: true,
        removeOnFail: { count: 1000 },
      },
    });
  }

  async add(jobId: string, messageId: string, delayMs = 0): Promise<void> {
    await this.queue.add(QUEUE_NAME, { messageId }, { jobId, delay: Math.max(0, delayMs) });
  }

  async has(jobId: string): Promise<boolean> {
    const job = await this.queue.getJob(jobId);
    if (!job) return false;
    return LIVE_STATES.has(await job.getState());
  }

  async process(run: (messageId: string) => Promise<void>): Promise<void> {
    if (this.worker) return;
    this.workerConnection = new IORedis(this.redisUrl, { maxRetriesPerRequest: null });
    this.worker = new Worker(QUEUE_NAME, async (job: Job<{ messageId: string }>) => run(job.data.messageId), {
      connection: this.workerConnection,
      prefix: this.prefix,
      concurrency: this.concurrency,
    });
    this.worker.on('error', (error) => this.logger.warn(`Worker: ${error.message}`));
  }

  /**
   * Answers at once while the connection is down: commands would wait for the reconnect (no retry limit,
   * as BullMQ needs), and a readiness probe must say "not ready" rather than hang.
   */
  async ping(timeoutMs = 2000): Promise<string | null> {
    if (this.connection.status !== 'ready') return `Redis nicht erreichbar (Verbindung: ${this.connection.status})`;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`Redis antwortet nicht innerhalb von ${timeoutMs} ms`), timeoutMs);
    });
    try {
      return await Promise.race([this.connection.ping().then((answer) => (answer === 'PONG' ? 'ok' : 'Redis antwortet nicht')), timeout]);
    } catch (error) {
      return `Redis nicht erreichbar: ${(error as Error).message}`;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.worker?.close();
    this.workerConnection?.disconnect();
    await this.queue.close();
    this.connection.disconnect();
  }
}
