import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuditService } from '@app/audit';
import { LoginAddresses, SessionFlow, SessionKind } from '@app/auth';
import { AppConfig, Clock } from '@app/infrastructure';
import { BuyerPrincipal, PORTAL_AUDIENCE, PortalAccessClaims, PortalChallengeClaims } from './buyer-principal';
import { PortalUser } from './entities/portal-user.entity';
import { PortalAuthException } from './portal-auth.exception';
import { PortalRenewTokenRepository } from './portal-renew-token.repository';
import { PortalSecondFactorService } from './portal-second-factor.service';
import { PortalUsersService } from './portal-users.service';

export interface PortalSession {
  token: string;
  renewToken: string;
  user: { id: number; email: string; name: string; organisationId: number };
}

const BUYER_USERS: SessionKind = {
  challengeType: 'portal-2fa' satisfies PortalChallengeClaims['typ'],
  audience: PORTAL_AUDIENCE,
  failedLoginLog: 'Fehlgeschlagene Anmeldung im Käuferportal',
  logSalt: 'portal-login-log',
  accountKind: 'portal',
};

const notAuthenticated = () => new PortalAuthException('NOT_AUTHENTICATED', 'Nicht angemeldet oder Sitzung abgelaufen');

/**
 * Login, second factor, renew and logout of buyer users: the staff session flow on the portal's own
 * accounts, with tokens of their own audience, so a portal token never opens /api and a staff token never
 * opens /portal-api. A buyer user may hold a session only while it and its organisation are active.
 */
@Injectable()
export class PortalAuthService extends SessionFlow<PortalUser, PortalSession> {
  protected readonly kind = BUYER_USERS;

  constructor(
    private readonly users: PortalUsersService,
    renewTokens: PortalRenewTokenRepository,
    loginAddresses: LoginAddresses,
    secondFactor: PortalSecondFactorService,
    jwt: JwtService,
    audit: AuditService,
    config: AppConfig,
    clock: Clock,
  ) {
    super(users, renewTokens, loginAddresses, secondFactor, jwt, audit, config, clock, 'Käuferportal');
  }

  /**
   * The buyer behind a portal access token, read from the current rows: a deactivated buyer user, an
   * inactive or deleted organisation, or a token from before the sessions were ended is refused. Also for
   * links that cannot carry a header (downloads), where the token comes in the path or query.
   */
  async verifyAccessToken(token: string | undefined): Promise<BuyerPrincipal> {
    const claims = await this.verifyToken<PortalAccessClaims>(token);
    if (!claims || claims.typ !== 'portal' || typeof claims.sub !== 'number' || typeof claims.ep !== 'number') throw notAuthenticated();
    const user = await this.users.findById(claims.sub);
    if (!user || !(await this.users.mayServe(user, claims.ep)) || !(await this.sessionOpen(claims))) throw notAuthenticated();
    return { userId: user.id, organisationId: user.organisationId, email: user.email, name: user.name };
  }

  protected mayServe(user: PortalUser, sessionEpoch: number): Promise<boolean> {
    return this.users.mayServe(user, sessionEpoch);
  }

  protected openSession(user: PortalUser) {
    const claims: PortalAccessClaims = { sub: user.id, org: user.organisationId, email: user.email, name: user.name, ep: user.sessionEpoch, typ: 'portal', aud: PORTAL_AUDIENCE };
    const answer = ({ token, renewToken }: { token: string; renewToken: string }): PortalSession => ({
      token,
      renewToken,
      user: { id: user.id, email: user.email, name: user.name, organisationId: user.organisationId },
    });
    return Promise.resolve({ claims, answer });
  }
}
