import type { Request } from 'express';

/** What `routeOf` answers for a request no route took (static files, 404s, bodies refused before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route pattern that handled the request (`/api/lead/:id`), never the path itself: paths carry ids
 * and download tokens, and a metric label per path would grow without bound.
 */
export function routeOf(request: Request): string {
  const path: unknown = (request.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${request.baseUrl ?? ''}${path}` : UNMATCHED_ROUTE;
}
