import type { LoggerService } from '@nestjs/common';
import type { Server } from 'node:http';

/**
 * SIGTERM (the orchestrator stopping the process) and SIGINT (Ctrl+C) run `shutdown` once and end the
 * process with 0, or 1 when shutting down failed. A second signal while it runs ends the process at once.
 */
export function closeOnSignals(shutdown: () => Promise<void>, logger: LoggerService): void {
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) {
        logger.warn(`${signal} während des Herunterfahrens: sofort beendet`);
        process.exit(1);
      }
      closing = true;
      logger.log(`${signal}: fahre herunter`);
      shutdown().then(
        () => {
          logger.log('Beendet');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error(`Herunterfahren fehlgeschlagen: ${(error as Error)?.message ?? String(error)}`);
          process.exit(1);
        },
      );
    });
  }
}

/**
 * Stops accepting connections at once, lets requests in flight finish (at most `graceMs`), closing each
 * kept-alive connection as soon as it is idle, then cuts whatever still runs. Resolves with the number
 * of connections cut.
 */
export async function drainHttpServer(server: Server, graceMs = 10_000): Promise<number> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  let done = false;
  void closed.then(() => (done = true));
  const deadline = Date.now() + graceMs;
  while (!done && Date.now() < deadline) {
    server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (done) return 0;
  const open = await new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
  server.closeAllConnections();
  await closed;
  return open;
}
