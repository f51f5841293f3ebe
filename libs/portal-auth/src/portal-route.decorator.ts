import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import { IS_PORTAL_ROUTE, Public } from '@app/infrastructure';
import type { BuyerPrincipal } from './buyer-principal';
import { PortalAuthException } from './portal-auth.exception';

export { IS_PORTAL_ROUTE };
/** A portal route that needs no login (set-password, login, renew): the same marker as the staff side's. */
export const PortalPublic = Public;

/** Where the portal guard leaves the buyer on the request (never `request.user`, which is the staff member). */
export const BUYER_REQUEST_KEY = 'buyer';

export type BuyerRequest = Request & { [BUYER_REQUEST_KEY]?: BuyerPrincipal };

/**
 * On a controller (or handler) under `/portal-api`: the staff guards skip it and the portal guard
 * demands a valid portal access token (401 otherwise). Combine with `@PortalPublic()` on the handlers
 * that need no login.
 */
export const PortalRoute = () => applyDecorators(SetMetadata(IS_PORTAL_ROUTE, true), ApiBearerAuth());

/** The logged-in buyer user of a `@PortalRoute()` handler. */
export const CurrentBuyer = createParamDecorator((_data: unknown, context: ExecutionContext): BuyerPrincipal => {
  const buyer = context.switchToHttp().getRequest<BuyerRequest>()[BUYER_REQUEST_KEY];
  // Only reachable when a handler forgot @PortalRoute(): fail closed.
  if (!buyer) throw new PortalAuthException('NOT_AUTHENTICATED', 'Nicht angemeldet oder Sitzung abgelaufen');
  return buyer;
});
