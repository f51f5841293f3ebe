/**
 * "Now" for the rules that depend on it (month start of limits, active days, lead age, duplicate
 * window, timestamps a service writes). Services ask the injected Clock instead of `new Date()`, so a
 * test can put them at any instant (the 1st of a month, just before midnight) without waiting for it.
 */
export abstract class Clock {
  abstract now(): Date;
}

/** The real time: what every process uses. */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
