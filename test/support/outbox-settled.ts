import type { DataSource } from 'typeorm';

/**
 * Waits until the outbox has nothing pending or in progress: jobs run after their commit, in their
 * own time, and a job may queue more (a run queues invoices, an invoice queues its mail).
 */
export async function outboxSettled(db: DataSource, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM outbox_message WHERE status IN ('pending', 'processing')`);
    if (n === 0) return;
    if (Date.now() > deadline) throw new Error(`${n} Outbox-Jobs hängen`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
