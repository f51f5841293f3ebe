import { findings, type Finding } from './findings';

/** What the funnel's server side knows about how a lead was sent; a figure nobody measured is left out. */
export interface FunnelSignals {
  /** From the funnel's first step to sending, in milliseconds; absent for supplier leads. */
  elapsedMs?: number | null;
  /** The hidden field that people never see had a value. */
  honeypotFilled?: boolean;
  /** Leads from the same IP address within the last hour, before this one. */
  earlierLeadsFromIpLastHour?: number | null;
  /** Leads from the same browser (its funnel session) within the last hour, before this one. */
  earlierLeadsFromBrowserLastHour?: number | null;
}

export interface FunnelCheckOptions {
  /** Sent faster than this after the first step is 'too-fast'. */
  minElapsedMs?: number;
  /** More leads than this from one IP address or browser within an hour, this one included, is 'velocity'. */
  maxLeadsPerHour?: number;
}

/**
 * Eight seconds: the funnel has several steps with a contact form at the end; a person who knows the answers and
 * lets the browser fill the form needs some ten seconds, a bot one or two.
 */
export const DEFAULT_MIN_ELAPSED_MS = 8000;
/** Five an hour: a household asks once or twice; an office or a mobile carrier's shared address rarely sends more. */
export const DEFAULT_MAX_LEADS_PER_HOUR = 5;
/**
 * Earlier leads from one address or browser are counted up to this many: beyond it the figure says nothing
 * more, and a flood from one address must not make every check read the whole flood.
 */
export const EARLIER_LEADS_COUNTED = 100;

export function checkFunnel(signals: FunnelSignals, options: FunnelCheckOptions = {}): Finding[] {
  const minElapsedMs = options.minElapsedMs ?? DEFAULT_MIN_ELAPSED_MS;
  const maxLeadsPerHour = options.maxLeadsPerHour ?? DEFAULT_MAX_LEADS_PER_HOUR;
  const found: Finding[] = [];
  const { elapsedMs, honeypotFilled, earlierLeadsFromIpLastHour, earlierLeadsFromBrowserLastHour } = signals;
  if (elapsedMs != null && elapsedMs < minElapsedMs) found.push(findings.tooFast(elapsedMs, minElapsedMs));
  if (honeypotFilled) found.push(findings.honeypot());
  const fromIp = (earlierLeadsFromIpLastHour ?? 0) + 1;
  const fromBrowser = (earlierLeadsFromBrowserLastHour ?? 0) + 1;
  if (fromIp > maxLeadsPerHour && fromIp >= fromBrowser) found.push(findings.velocity(fromIp, 'ip', EARLIER_LEADS_COUNTED));
  else if (fromBrowser > maxLeadsPerHour) found.push(findings.velocity(fromBrowser, 'browser', EARLIER_LEADS_COUNTED));
  return found;
}
