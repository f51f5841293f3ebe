import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { mergeMap, Observable } from 'rxjs';
import { AuditRoute, requestActor, setCurrentRoute } from './audit-context';
import { describeRoute, openApiPath, RouteTarget } from './audit-route';
import { AuditService } from './audit.service';
import { AUDITED, AuditedRoute } from './audited.decorator';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every staff write on /api that succeeds is one row; so is every GET marked `@Audited` (exports,
 * downloads, a lead's page). The route is described before the handler runs, so a service's
 * `noteChange` inside it writes its before and after under the request's action; the request's own
 * row follows only when no noted change already covers its object. A failed request (an exception,
 * or a 4xx/5xx sent by hand) writes nothing here, and rows its services wrote roll back with them.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & { user?: { id?: number } }>();
    const audited = this.reflector.get<AuditedRoute | undefined>(AUDITED, context.getHandler());
    const path = openApiPath(typeof request.route?.path === 'string' ? request.route.path : request.path);
    const params = stringParams(request.params);
    let target: RouteTarget | null = null;
    if (audited) {
      const entityId = audited.idParam ? (params[audited.idParam] ?? null) : null;
      const rest = { ...params };
      if (audited.idParam) delete rest[audited.idParam];
      target = { action: audited.action, entityType: audited.entityType, entityId, params: rest };
    } else if (WRITES.has(request.method) && path.startsWith('/api/') && request.user) {
      target = describeRoute(request.method, path, params, request.user.id ?? null);
    }
    if (!target) return next.handle();

    const route: AuditRoute = { ...target, route: `${request.method} ${path}`, noted: new Set(), notedTypes: new Set() };
    setCurrentRoute(route);
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        if (response.statusCode < 400 && !coveredByNotedChange(route)) await this.recordRequest(route, target, request, body);
        return body;
      }),
    );
  }

  private async recordRequest(route: AuditRoute, target: RouteTarget, request: Request, body: unknown): Promise<void> {
    const details: Record<string, unknown> = { route: route.route, ...target.params };
    const fields = bodyFields(request.body);
    if (fields.length > 0 && WRITES.has(request.method)) details.fields = fields;
    if (request.method === 'GET' && Object.keys(request.query).length > 0) details.query = request.query;
    await this.audit.record({
      action: target.action,
      entityType: target.entityType,
      entityId: target.entityId ?? createdId(request.method, body),
      details,
      actor: requestActor(request),
    });
  }
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
