import { createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthenticatedUser, AuthService } from '@app/auth';
import type { Actor } from '@app/leads';
import { ReclamationLinks } from '@app/sales';
import { BuyerOfComplaint, ReclamationRepository } from './reclamation.repository';
import { ReclamationException } from './reclamations.exception';

/** What a public complaint call carries to prove who it is. */
export interface ReclamationCredentials {
  /** `Authorization` header: staff file for a buyer. */
  authorization?: string;
  /** The organisation token of the link in a delivery mail. */
  token?: string;
  /** The per-lead signature of links sent before organisation tokens. */
  sig?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The handler parameter with the caller's credentials (header and query). */
export const Credentials = createParamDecorator((_data: unknown, context: ExecutionContext): ReclamationCredentials => {
  const request = context.switchToHttp().getRequest<Request>();
  return { authorization: text(request.headers.authorization), token: text(request.query.token), sig: text(request.query.sig) };
});

/** `userName`: the buyer user logged in to the portal (a link from a mail names no person). */
export type Caller = { kind: 'staff'; actor: Actor } | { kind: 'buyer'; organisationId: number; userName?: string };

/** A buyer user of the portal: its login already proved the organisation, no link token is needed. */
export interface PortalComplainant {
  organisationId: number;
  userName: string;
}

/** Who a document download's token names (for the audit trail). */
export type Downloader = { kind: 'staff'; user: AuthenticatedUser } | { kind: 'buyer'; organisationId: number };

export const MISSING_TOKEN =
  'Der Link zur Reklamation ist unvollständig: Der Zugangsschlüssel fehlt. Bitte öffnen Sie den Link aus Ihrer Lead-E-Mail erneut oder fordern Sie bei uns einen neuen Link an.';
export const INVALID_TOKEN =
  'Der Link zur Reklamation ist ungültig oder nicht mehr gültig (zum Beispiel nach einem neuen API-Schlüssel). Bitte fordern Sie bei uns einen neuen Link an.';
export const INVALID_DOWNLOAD = 'Der Download-Link ist ungültig oder abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';

/** Whether a token looks like a staff access token (a JWT) rather than an organisation token. */
const isJwt = (token: string) => token.split('.').length === 3;

/**
 * Who may use the public complaint calls: staff with a valid access token (for any buyer), or the buyer
 * with its organisation token (any lead it bought) or an old per-lead link (that lead only).
 */
@Injectable()
export class ReclamationAccess {
  constructor(
    private readonly auth: AuthService,
    private readonly links: ReclamationLinks,
    private readonly reclamations: ReclamationRepository,
  ) {}

  /** The caller on organisation `organisationId`'s complaint about lead `leadId`, and that buyer; 403 otherwise. */
  async check(credentials: ReclamationCredentials, organisationId: number, leadId: number): Promise<{ caller: Caller; buyer: BuyerOfComplaint }> {
    const actor = await this.staff(credentials.authorization);
    const buyer = await this.reclamations.buyer(organisationId);
    if (actor) {
      if (!buyer) throw new ReclamationException('ORGANISATION_NOT_FOUND', `Unternehmen ${organisationId} gibt es nicht.`);
      return { caller: { kind: 'staff', actor }, buyer };
    }
    if (!credentials.token && !credentials.sig) throw new ReclamationException('ACCESS_DENIED', MISSING_TOKEN);
    const valid = buyer && (credentials.token ? this.links.verifyOrganisationToken(buyer, credentials.token) : this.links.verify(organisationId, leadId, credentials.sig!));
    if (!valid) throw new ReclamationException('ACCESS_DENIED', INVALID_TOKEN);
    return { caller: { kind: 'buyer', organisationId }, buyer };
  }

  /** The portal's buyer user on its own organisation's complaints. */
  async portal(complainant: PortalComplainant): Promise<{ caller: Caller; buyer: BuyerOfComplaint }> {
    const buyer = await this.reclamations.buyer(complainant.organisationId);
    if (!buyer) throw new ReclamationException('ORGANISATION_NOT_FOUND', `Unternehmen ${complainant.organisationId} gibt es nicht.`);
    return { caller: { kind: 'buyer', organisationId: buyer.id, userName: complainant.userName }, buyer };
  }

  /** A document's download: a staff access token, the buyer's organisation token, or `sig.<sig>` of an old link to its lead. */
  async downloader(token: string, document: { organisationId: number; leadId: number }): Promise<Downloader | null> {
    const asBuyer = { kind: 'buyer', organisationId: document.organisationId } as const;
    if (token.startsWith('sig.')) return this.links.verify(document.organisationId, document.leadId, token.slice(4)) ? asBuyer : null;
    if (isJwt(token)) {
      const user = await this.auth.verifyAccessToken(token).catch(() => null);
      return user ? { kind: 'staff', user } : null;
    }
    const buyer = await this.reclamations.buyer(document.organisationId);
    return buyer !== null && this.links.verifyOrganisationToken(buyer, token) ? asBuyer : null;
  }

  /** The staff member of a valid bearer token; null without one (an expired one too: the buyer's token may still count). */
  private async staff(authorization: string | undefined): Promise<Actor | null> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return null;
    try {
      const user = await this.auth.verifyAccessToken(match[1]);
      return { id: user.id, name: user.name };
    } catch {
      return null;
    }
  }
}
