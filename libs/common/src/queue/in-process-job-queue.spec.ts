import { InProcessJobQueue } from './in-process-job-queue';

const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));

describe('InProcessJobQueue', () => {
  it('keeps jobs until processing starts, then runs each once', async () => {
    const queue = new InProcessJobQueue();
    const seen: string[] = [];
    await queue.add('a-0', 'a');
    await queue.add('a-0', 'a');
    await queue.add('b-0', 'b');
    expect(await queue.has('a-0')).toBe(true);
    await queue.process(async (id) => void seen.push(id));
    await tick();
    expect(seen).toEqual(['a', 'b']);
    expect(await queue.has('a-0')).toBe(false);
    await queue.close();
  });

  it('runs delayed jobs after their delay', async () => {
    const queue = new InProcessJobQueue();
    const seen: string[] = [];
    await queue.process(async (id) => void seen.push(id));
    await queue.add('later-0', 'later', 80);
    await tick(30);
    expect(seen).toEqual([]);
    expect(await queue.has('later-0')).toBe(true);
    await tick(100);
    expect(seen).toEqual(['later']);
    await queue.close();
  });

  it('never runs more jobs at once than its concurrency', async () => {
    const queue = new InProcessJobQueue(2);
    let running = 0;
    let peak = 0;
    await queue.process(async () => {
      running++;
      peak = Math.max(peak, running);
      await tick(20);
      running--;
    });
    for (let i = 0; i < 6; i++) await queue.add(`j${i}`, `m${i}`);
    await tick(150);
    expect(peak).toBe(2);
    expect(running).toBe(0);
    await queue.close();
  });

  it('keeps running after a job throws', async () => {
    const queue = new InProcessJobQueue();
    const seen: string[] = [];
    await queue.process(async (id) => {
      if (id === 'bad') throw new Error('kaputt');
      seen.push(id);
    });
    await queue.add('bad-0', 'bad');
    await queue.add('good-0', 'good');
    await tick(30);
    expect(seen).toEqual(['good']);
    await queue.close();
  });
});

describe('InProcessJobQueue shutdown', () => {
  it('waits for running jobs before it reports closed, and starts no new ones', async () => {
    const queue = new InProcessJobQueue();
    const finished: string[] = [];
    await queue.process(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      finished.push(id);
    });
    await queue.add('a-0', 'a');
    await queue.add('later-0', 'later', 30);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await queue.close();
    expect(finished).toEqual(['a']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(finished).toEqual(['a']);
  });
});
