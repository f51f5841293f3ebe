/** "Now" in milliseconds on a steady scale, and a way to let time pass; tests pass virtual ones. */
export interface Timer {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realTimer: Timer = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Hands out start slots so that the remote never sees more than `limit` requests in `windowMs`. A request
 * may start once the one `limit` places before it has ended plus the window: it reached the remote before
 * its answer came back, and this one reaches it after it starts, so network delays and a slow first
 * connection can only widen the gap the remote measures, never narrow it. Slots go out in the order they
 * were asked for, so concurrent calls queue instead of racing for the same gap.
 */
export class RequestSpacer {
  /** When each of the last `limit` requests ended, oldest first (pending while it runs). */
  private readonly recent: Promise<number>[] = [];
  private pausedUntil = Number.NEGATIVE_INFINITY;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly timer: Timer,
  ) {}

  /** Resolves when this request may start, with the function to call once it has ended (answer or failure). */
  async slot(): Promise<() => void> {
    let release!: () => void;
    const ended = new Promise<number>((resolve) => (release = () => resolve(this.timer.now())));
    const turn = this.queue.then(() => this.waitForTurn(ended));
    // One failed wait (a broken timer) must not block every later request.
    this.queue = turn.catch(() => undefined);
    await turn;
    return release;
  }

  /** Holds back every request, also those already queued, for `ms` from now (the remote said so). */
  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.timer.now() + ms);
  }

  private async waitForTurn(ended: Promise<number>): Promise<void> {
    const oldest = this.recent.length < this.limit ? undefined : this.recent.shift();
    const windowFreesAt = oldest === undefined ? Number.NEGATIVE_INFINITY : (await oldest) + this.windowMs;
    const now = this.timer.now();
    const at = Math.max(now, windowFreesAt, this.pausedUntil);
    if (at > now) await this.timer.sleep(at - now);
    this.recent.push(ended);
  }
}
