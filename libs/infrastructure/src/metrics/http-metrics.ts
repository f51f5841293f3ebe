import type { RequestHandler } from 'express';
import { routeOf } from '../http/route-of';
import { Metrics } from './metrics';

/** Observes every request's duration by method, route pattern and status, when its response ended (or broke off). */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      metrics.httpRequest(request.method, routeOf(request), response.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    };
    response.once('finish', record);
    response.once('close', record);
    next();
  };
}
