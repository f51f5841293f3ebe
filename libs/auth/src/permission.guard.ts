import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { permissionDeniedMessage, staffMay } from '@app/contract';
import { IS_PORTAL_ROUTE, IS_PUBLIC } from '@app/infrastructure';
import { AuthException } from './auth.exception';
import type { AuthenticatedUser } from './authenticated-user';

/** What a user who must first set up a second factor may call. */
const SETUP_ROUTES = new Set(['GET /api/auth/me', 'POST /api/auth/2fa/totp', 'POST /api/auth/2fa/totp/confirm', 'POST /api/auth/2fa/email', 'PUT /api/auth/2fa/email']);

/** Express's route path in the OpenAPI form the permission table uses: `/api/lead/:id` → `/api/lead/{id}`. */
export const openApiRoute = (method: string, expressPath: string) => `${method.toUpperCase()} ${expressPath.replace(/:(\w+)/g, '{$1}')}`;

/**
 * Runs after the login guard on every route and before any pipe: the staff permission table
 * (libs/contract) decides, so a refused call never has its body validated or anything looked up.
 */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    // The buyers' portal has no staff roles: its own guard scopes every call to the buyer's organisation.
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) || this.reflector.getAllAndOverride<boolean>(IS_PORTAL_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const user = request.user;
    if (!user) throw new AuthException('NOT_AUTHENTICATED', 'Nicht angemeldet oder Sitzung abgelaufen');
    const route = openApiRoute(request.method, (request.route as { path?: string } | undefined)?.path ?? request.path);
    if (user.setupOnly && !SETUP_ROUTES.has(route)) {
      throw new AuthException('TWO_FACTOR_SETUP_REQUIRED', 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.');
    }
    if (!staffMay(user.role, route)) throw new AuthException('FORBIDDEN', permissionDeniedMessage(user.role));
    return true;
  }
}
