import { InProcessJobQueue } from './in-process-job-queue';

// Jest's fake timers drive the queue's delays and its wait on shutdown: no test waits for real time, and
// "not yet after 79 ms, done at 80 ms" is exact instead of a race. The queue starts each job on an
// immediate; those stay real, and `tick` lets them run before the fake clock moves on.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
afterEach(() => jest.useRealTimers());

const startedJobs = () => new Promise((resolve) => setImmediate(resolve));

/** Lets `ms` of fake time pass millisecond by millisecond, starting the jobs that became ready on the way. */
async function tick(ms = 0) {
  await startedJobs();
  for (let elapsed = 0; elapsed < ms; elapsed++) {
    await jest.advanceTimersByTimeAsync(1);
    await startedJobs();
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('InProcessJobQueue', () => {
  it('keeps jobs until processing starts, then runs each once', async () => {
    const queue = new InProcessJobQueue();
    const seen: string[] = [];
    await queue.add('a-0', 'a');
    await queue.add('a-0', 'a');
    await queue.add('b-0', 'b');
    expect(await queue.has('a-0')).toBe(true);
    await tick(1000);
    expect(seen).toEqual([]);
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
    await tick(79);
    expect(seen).toEqual([]);
    expect(await queue.has('later-0')).toBe(true);
    await tick(1);
    expect(seen).toEqual(['later']);
    await queue.close();
  });

  it('never runs more jobs at once than its concurrency', async () => {
    const queue = new InProcessJobQueue(2);
    let running = 0;
    let peak = 0;
    const finished: string[] = [];
    await queue.process(async (id) => {
      running++;
      peak = Math.max(peak, running);
      await sleep(20);
      running--;
      finished.push(id);
    });
    for (let i = 0; i < 6; i++) await queue.add(`j${i}`, `m${i}`);
    await tick(19);
    expect(finished).toEqual([]);
    // Two at a time, 20 ms each: three rounds.
    await tick(41);
    expect(finished).toHaveLength(6);
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
    await tick();
    expect(seen).toEqual(['good']);
    await queue.close();
  });
});

describe('InProcessJobQueue shutdown', () => {
  it('waits for running jobs before it reports closed, and starts no new ones', async () => {
    const queue = new InProcessJobQueue();
    const finished: string[] = [];
    await queue.process(async (id) => {
      await sleep(80);
      finished.push(id);
    });
    await queue.add('a-0', 'a');
    await queue.add('later-0', 'later', 30);
    await tick(10);
    let closed = false;
    const closing = queue.close().then(() => (closed = true));
    await tick(60);
    expect(closed).toBe(false);
    await tick(40);
    expect(closed).toBe(true);
    await closing;
    expect(finished).toEqual(['a']);
    await tick(1000);
    expect(finished).toEqual(['a']);
  });
});
