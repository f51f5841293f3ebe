import type { Request, RequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger as Pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { routeOf, UNMATCHED_ROUTE } from '../http/route-of';

/** An incoming `X-Request-Id` (from the load balancer) is kept when it is short and plain; anything else gets a new one. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Probes and metric scrapes come every few seconds: written at debug level only, like static files. */
const PROBE_ROUTES = new Set(['/health', '/ready', '/metrics']);

export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

type SignedInRequest = Request & { user?: { id?: unknown }; buyer?: { userId?: unknown } };
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * Who called, by id only (never a name or address): `userId` for a staff member, `buyerUserId` for a buyer
 * user of the portal (`request.buyer`, left by the portal's guard): their ids are counted apart.
 */
const callerOf = (request: SignedInRequest) => ({ userId: numberOrUndefined(request.user?.id), buyerUserId: numberOrUndefined(request.buyer?.userId) });

const quiet = (request: Request, response: Response) => {
  const route = routeOf(request);
  return PROBE_ROUTES.has(route) || (route === UNMATCHED_ROUTE && response.statusCode < 400);
};

/**
 * The first middleware: gives every request its id (sent back as `X-Request-Id`, bound to every line
 * logged while it is handled) and writes one line when it ends with method, route pattern, status,
 * duration and the caller's id. No URL, query string, header or body: those carry tokens and personal data.
 */
export function requestLogging(root: Pino): RequestHandler {
  const summary = (request: Request, response: Response, durationMs: number) => ({ status: response.statusCode, durationMs });
  const message = (request: Request, response: Response, durationMs: number) => `${request.method} ${routeOf(request)} ${response.statusCode} ${durationMs} ms`;
  return pinoHttp<Request, Response>({
    logger: root,
    genReqId: (request, response) => {
      const id = requestIdFor(request.headers['x-request-id']);
      response.setHeader('X-Request-Id', id);
      return id;
    },
    // Only the request id is bound for the lines logged inside the request; the rest comes with the last line.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'reqId', responseTime: 'durationMs' },
    customProps: (request) => ({ method: request.method, route: routeOf(request), ...callerOf(request) }),
    customLogLevel: (request, response, error) => (error || response.statusCode >= 500 ? 'error' : quiet(request, response) ? 'debug' : 'info'),
    customSuccessObject: (request, response, value: { durationMs: number }) => summary(request, response, value.durationMs),
    customErrorObject: (request, response, _error, value: { durationMs: number }) => summary(request, response, value.durationMs),
    customSuccessMessage: (request, response, durationMs) => message(request, response, durationMs),
    // pino-http passes the duration fourth, which its types leave out.
    customErrorMessage: ((request: Request, response: Response, _error: Error, durationMs: number) => message(request, response, durationMs)) as (
      request: Request,
      response: Response,
      error: Error,
    ) => string,
  }) as unknown as RequestHandler;
}
