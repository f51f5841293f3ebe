import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { PortalAuthService, type BuyerPrincipal } from '@app/portal-auth';

/**
 * Downloads the portal opens as plain browser links (a link cannot carry a header): the buyer user's
 * portal access token rides in the query as `?token=…`, the same short-lived token the app sends as
 * bearer elsewhere, and is redacted from every logged URL (redactUrl). A bearer header works too.
 * The buyer is left on the request where the portal's guard leaves it, so the audit row names it.
 */
@Injectable()
export class PortalDownloadAccess {
  constructor(private readonly auth: PortalAuthService) {}

  async buyer(request: Request): Promise<BuyerPrincipal> {
    const header = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const query = typeof request.query.token === 'string' && request.query.token !== '' ? request.query.token : undefined;
    const buyer = await this.auth.verifyAccessToken(header ?? query);
    (request as Request & { buyer?: BuyerPrincipal }).buyer = buyer;
    return buyer;
  }
}
