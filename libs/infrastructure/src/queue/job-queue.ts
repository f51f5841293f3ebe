/**
 * The port between the outbox and whatever runs jobs. Jobs carry only an outbox message id; the row in
 * PostgreSQL is the truth, so a lost job costs a delay (the reconciler re-adds it), never the work.
 */
export interface JobQueue {
  /** Adds a job; a job with the same `jobId` that is still waiting or running is not added twice. */
  add(jobId: string, messageId: string, delayMs?: number): Promise<void>;
  /** Whether a job with this id is waiting, delayed or running right now. */
  has(jobId: string): Promise<boolean>;
  /** Starts running jobs in this process. */
  process(run: (messageId: string) => Promise<void>): Promise<void>;
  /** 'ok' or a German reason; null when the queue needs no external service. */
  ping(): Promise<string | null>;
  close(): Promise<void>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');

/** The job id for a message's current attempt: unique per attempt, stable for re-adds of the same one. */
export const jobIdFor = (messageId: string, attempts: number) => `${messageId}-${attempts}`;
