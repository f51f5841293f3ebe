import { RequestSpacer } from './request-spacer';

describe('RequestSpacer', () => {
  let now: number;
  let spacer: RequestSpacer;
  /** Starts a request when its slot comes and records when that was. */
  const start = async (starts: number[]) => {
    const release = await spacer.slot();
    starts.push(now);
    return release;
  };

  beforeEach(() => {
    now = 0;
    spacer = new RequestSpacer(2, 1000, {
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    });
  });

  it('lets a request start a window after the one two places before it ended, and waits while that one runs', async () => {
    const starts: number[] = [];
    const first = await start(starts);
    now = 300;
    first();
    const second = await start(starts);
    now = 400;
    second();
    const third = await start(starts);
    const fourth = await start(starts);
    let fifthStarted = false;
    const fifth = start(starts).then((release) => {
      fifthStarted = true;
      return release;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(fifthStarted).toBe(false);
    now = 1500;
    third();
    (await fifth)();
    fourth();

    expect(starts).toEqual([0, 300, 1300, 1400, 2500]);
  });

  it('holds back every request during a pause', async () => {
    const starts: number[] = [];
    (await start(starts))();
    spacer.pause(3000);
    (await start(starts))();
    expect(starts).toEqual([0, 3000]);
  });
});
