import { Logger } from '@nestjs/common';
import { BullMqJobQueue } from './bullmq-job-queue';

describe('BullMqJobQueue.ping (readiness)', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(true));

  it('answers at once with the reason while Redis cannot be reached, instead of waiting for the reconnect', async () => {
    // A port nothing listens on: connections are refused and ioredis keeps retrying.
    const queue = new BullMqJobQueue('redis://127.0.0.1:1', `lp-ping-${process.pid}`);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      expect(await queue.ping()).toMatch(/^Redis nicht erreichbar \(Verbindung: (connecting|reconnecting|connect|wait)\)$/);
      expect(Date.now() - started).toBeLessThan(100);
    } finally {
      await queue.close();
    }
  });

});
