import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a scrape may read the metrics: `disabled` without METRICS_TOKEN (the route then does not
 * exist: 404), `refused` without the right `Authorization: Bearer <token>` (401). Compared as SHA-256
 * digests in constant time, so neither the token nor its length leaks through timing.
 */
export function metricsAccess(token: string | undefined, authorization: string | undefined): 'disabled' | 'refused' | 'allowed' {
  if (!token) return 'disabled';
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token)) ? 'allowed' : 'refused';
}
