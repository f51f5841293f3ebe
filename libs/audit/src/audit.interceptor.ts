import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AsyncResource } from 'node:async_hooks';
import { Observable, tap } from 'rxjs';
import { AuditRoute, requestActor, setCurrentRoute } from './audit-context';
import { idRanges } from './audit-ids';
import { describeRoute, openApiPath, RouteTarget } from './audit-route';
import { AuditService } from './audit.service';
import { AUDITED, AuditedRoute } from './audited.decorator';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every staff write on /api (and every buyer user's write on /portal-api) that succeeds is one row; so is every GET marked `@Audited` (exports,
 * downloads, a lead's page). The route is described before the handler runs, so a service's
 * `noteChange` inside it writes its before and after under the request's action; the request's own
 * row follows only when no noted change already covers its object.
 *
 * The request's row is written when the answer starts with a status below 400, before its first byte
 * leaves: also for handlers that stream with `@Res()` (the exports), and so that a client that got any
 * of the answer finds the row. A failed request (an exception, or a 4xx/5xx sent by hand) writes nothing
 * here, and rows its services wrote in their transaction roll back with it.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Protokoll');

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & { user?: { id?: number }; buyer?: { userId: number } }>();
    const target = this.target(request, this.reflector.get<AuditedRoute | undefined>(AUDITED, context.getHandler()));
    if (!target) return next.handle();

    const path = openApiPath(routePath(request));
    const route: AuditRoute = { ...target, route: `${request.method} ${path}`, noted: new Set(), notedTypes: new Set(), subjectIds: [] };
    setCurrentRoute(route);
    const response = context.switchToHttp().getResponse<Response>();
    let body: unknown;
    // Bound to the request's context: a stream may end the response from a callback outside it.
    const record = AsyncResource.bind(() => this.recordRequest(route, target, request, body));
    holdFirstBytes(response, async () => {
      if (response.statusCode >= 400 || coveredByNotedChange(route)) return 'ok';
      try {
        await record();
        return 'ok';
      } catch (error) {
        this.logger.error(`Protokolleintrag für ${route.route} fehlgeschlagen: ${(error as Error).message}`);
        // Personal data leaves only on the record: an export or download that could not be written down is refused.
        return request.method === 'GET' ? 'refuse' : 'ok';
      }
    });
    return next.handle().pipe(tap((value: unknown) => (body = value)));
  }

  private target(request: Request & { user?: { id?: number }; buyer?: { userId: number } }, audited: AuditedRoute | undefined): RouteTarget | null {
    const params = stringParams(request.params);
    if (audited) {
      const rest = { ...params };
      if (audited.idParam) delete rest[audited.idParam];
      return { action: audited.action, entityType: audited.entityType, entityId: audited.idParam ? (params[audited.idParam] ?? null) : null, params: rest };
    }
    const path = openApiPath(routePath(request));
    if (!WRITES.has(request.method)) return null;
    // Staff on /api, and a logged-in buyer user on the portal's /portal-api: both leave a row per write.
    if (path.startsWith('/api/') && request.user) return describeRoute(request.method, path, params, request.user.id ?? null);
    if (path.startsWith('/portal-api/') && request.buyer) return describeRoute(request.method, path, params, request.buyer.userId);
    return null;
  }

  private async recordRequest(route: AuditRoute, target: RouteTarget, request: Request, body: unknown): Promise<void> {
    const actor = requestActor(request);
    if (target.action === 'view' && (await this.audit.viewedRecently(actor.userId, target.entityType, target.entityId, actor.role))) return;
    const details: Record<string, unknown> = { route: route.route, ...target.params };
    const fields = bodyFields(request.body);
    if (fields.length > 0 && WRITES.has(request.method)) details.fields = fields;
    if (request.method === 'GET' && Object.keys(request.query).length > 0) details.query = request.query;
    if (route.subjectIds.length > 0) {
      details.count = route.subjectIds.length;
      details.ids = idRanges(route.subjectIds);
    }
    await this.audit.record({
      action: target.action,
      entityType: target.entityType,
      entityId: target.entityId ?? createdId(request.method, body),
      details,
      actor,
    });
  }
}

/**
 * Holds the answer's first bytes (its first `write()` or `end()`, and all that follow) until `before`
 * settled, then lets them go in order: no byte of an audited answer leaves before its row is written.
 * Holding only `end()` was not enough: a download with a Content-Length is complete for the client with
 * its last written byte, before `end()`. 'refuse' answers with a 500 instead (no header has left yet).
 * While held, writes ask a piping source to pause; it resumes on the 'drain' sent after the release.
 */
function holdFirstBytes(response: Response, before: () => Promise<'ok' | 'refuse'>): void {
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => Response;
  const held: { call: 'write' | 'end'; args: unknown[] }[] = [];
  const release = (verdict: 'ok' | 'refuse') => {
    response.write = write as Response['write'];
    response.end = end as Response['end'];
    if (verdict === 'refuse') {
      response.status(500).setHeader('Content-Type', 'application/json; charset=utf-8');
      response.removeHeader('Content-Disposition');
      response.removeHeader('Content-Length');
      end(JSON.stringify({ statusCode: 500, error: 'Der Abruf konnte nicht protokolliert werden. Bitte versuchen Sie es erneut.' }));
      return;
    }
    let flowing = true;
    for (const { call, args } of held) {
      if (call === 'write') flowing = write(...args);
      else end(...args);
    }
    if (flowing && !held.some(({ call }) => call === 'end')) response.emit('drain');
  };
  const hold = (call: 'write' | 'end', args: unknown[]) => {
    held.push({ call, args });
    if (held.length === 1) void before().then(release);
  };
  response.write = ((...args: unknown[]) => {
    hold('write', args);
    return false;
  }) as Response['write'];
  response.end = ((...args: unknown[]) => {
    hold('end', args);
    return response;
  }) as Response['end'];
}

function routePath(request: Request): string {
  const path: unknown = request.route?.path;
  return typeof path === 'string' ? path : request.path;
}

function coveredByNotedChange(route: AuditRoute): boolean {
  if (route.entityId === null) return route.notedTypes.has(route.entityType);
  return route.noted.has(`${route.entityType}:${route.entityId}`);
}

function stringParams(params: Request['params']): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) if (typeof value === 'string') result[name] = value;
  return result;
}

/** The names of the fields a write sent (never their values: those may be personal). */
function bodyFields(body: unknown): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body).slice(0, 50);
}

/** A create answers the new object: its id is the row's object. */
function createdId(method: string, body: unknown): string | null {
  if (method !== 'POST' || body === null || typeof body !== 'object') return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}
