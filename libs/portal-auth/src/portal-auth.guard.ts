import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { bearerToken } from '@app/auth';
import { IS_PORTAL_ROUTE, IS_PUBLIC } from '@app/infrastructure';
import { PortalAuthException } from './portal-auth.exception';
import { PortalAuthService } from './portal-auth.service';
import { BUYER_REQUEST_KEY, BuyerRequest } from './portal-route.decorator';

/** Everything under this prefix is the buyers' portal: no staff token opens it. */
export const PORTAL_API_PREFIX = '/portal-api/';

/**
 * A global guard beside the staff ones: on a `@PortalRoute()` it demands a valid portal access token
 * (read against the current rows on every request) and leaves the buyer on the request. A route under
 * /portal-api that forgot the decorator is refused outright rather than left to the staff guards.
 */
@Injectable()
export class PortalAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: PortalAuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<BuyerRequest>();
    const portalRoute = this.reflector.getAllAndOverride<boolean>(IS_PORTAL_ROUTE, targets) === true;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!portalRoute) {
      if (request.path.startsWith(PORTAL_API_PREFIX)) throw new PortalAuthException('NOT_AUTHENTICATED', 'Nicht angemeldet oder Sitzung abgelaufen');
      return true;
    }
    request[BUYER_REQUEST_KEY] = await this.auth.verifyAccessToken(bearerToken(request.headers.authorization));
    return true;
  }
}
