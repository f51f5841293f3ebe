import type { NextFunction, Request, Response } from 'express';

/** Where answers carry personal data (leads, buyers, staff, complaint files) or tokens; the buyers' portal API too. */
const DATA_PREFIXES = ['/api/', '/auth/', '/public-api/', '/portal-api/', '/download/'];

/**
 * `Cache-Control: no-store` on every answer under the data prefixes, so no browser or proxy keeps a copy
 * (a shared office PC, a company proxy). Set before the handler: one that needs another value (e.g.
 * `private, no-store` on downloads) overrides it. The built pages' static assets are elsewhere and keep
 * their long cache.
 */
export function noStoreForData() {
  return (request: Request, response: Response, next: NextFunction): void => {
    // Express matches routes regardless of case: '/API/leads' reaches the same handler and must not be cached either.
    const path = request.path.toLowerCase();
    if (DATA_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1))) response.setHeader('Cache-Control', 'no-store');
    next();
  };
}
