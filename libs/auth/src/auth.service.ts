import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { AuditService } from '@app/audit';
import { AppConfig, byIp, Clock, RateLimitPolicy } from '@app/infrastructure';
import { UserResponseDto, User, UsersService } from '@app/users';
import { AuthException } from './auth.exception';
import { AccessTokenClaims, AuthenticatedUser, ChallengeTokenClaims } from './authenticated-user';
import { LoginAddresses } from './login-addresses/login-addresses';
import { RenewTokenRepository } from './renew-token.repository';
import { SecondFactorService } from './second-factor/second-factor.service';
import { SessionFlow, SessionKind } from './session/session-flow';

const TOO_MANY = 'Zu viele Anmeldeversuche. Bitte in einigen Minuten erneut versuchen.';
const wrongPassword = (error: unknown) => error instanceof AuthException && error.code === 'INVALID_CREDENTIALS';
const account = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');
const accountAtAddress = (request: Request) => `${account((request.body as { email?: unknown } | undefined)?.email)}|${byIp(request)}`;

const failedLogins = (name: string, limit: number, windowMs: number, key: (request: Request) => string): RateLimitPolicy => ({
  name,
  limit,
  windowMs,
  key,
  message: TOO_MANY,
  code: 'TOO_MANY_ATTEMPTS',
  countsFailure: wrongPassword,
  resetOnSuccess: key === accountAtAddress,
});

/**
 * Login throttling by failed attempts. Counted per account AND address together, with growing waits
 * (5 wrong passwords: a minute; 10: a quarter of an hour; 20: an hour), so someone guessing from one
 * address is slowed down while the real owner, from their own address, still gets in. Per address
 * alone, someone trying many accounts is stopped too. Successful logins never count.
 */
export const LOGIN_LIMITS = {
  perIp: failedLogins('login-ip', 30, 15 * 60_000, byIp),
  perAccountMinute: failedLogins('login-account-ip-1m', 5, 60_000, accountAtAddress),
  perAccountQuarter: failedLogins('login-account-ip-15m', 10, 15 * 60_000, accountAtAddress),
  perAccountHour: failedLogins('login-account-ip-1h', 20, 60 * 60_000, accountAtAddress),
} satisfies Record<string, RateLimitPolicy>;

export interface Session {
  token: string;
  renewToken: string;
  user: UserResponseDto;
  /** The setting demands a second factor and the user has none: only the enrolment routes answer. */
  twoFactorSetupRequired?: boolean;
}

const STAFF: SessionKind = { challengeType: '2fa' satisfies ChallengeTokenClaims['typ'], failedLoginLog: 'Fehlgeschlagene Anmeldung', logSalt: 'login-log', accountKind: 'staff' };

/** Login, second factor, renew and logout of staff: the shared session flow on staff_user, with tokens without audience. */
@Injectable()
export class AuthService extends SessionFlow<User, Session> {
  protected readonly kind = STAFF;

  constructor(
    private readonly users: UsersService,
    renewTokens: RenewTokenRepository,
    loginAddresses: LoginAddresses,
    jwt: JwtService,
    secondFactor: SecondFactorService,
    audit: AuditService,
    config: AppConfig,
    clock: Clock,
  ) {
    super(users, renewTokens, loginAddresses, secondFactor, jwt, audit, config, clock, 'Auth');
  }

  /** For links that cannot carry a header (downloads): the token comes in the path. */
  async verifyAccessToken(token: string): Promise<AuthenticatedUser> {
    const refused = () => new AuthException('NOT_AUTHENTICATED', 'Nicht angemeldet oder Sitzung abgelaufen');
    const claims = await this.verifyToken<AccessTokenClaims>(token);
    const user = claims && (await this.userOfClaims(claims));
    if (!user || user.setupOnly) throw refused();
    return user;
  }

  /** The caller behind verified access-token claims: a current user whose login is still open, or null. */
  async userOfClaims(claims: AccessTokenClaims & { typ?: string; aud?: unknown; sid?: unknown }): Promise<AuthenticatedUser | null> {
    const user = await authenticatedUser(this.users, claims);
    return user && (await this.sessionOpen(claims)) ? user : null;
  }

  protected mayServe(user: User, sessionEpoch: number): Promise<boolean> {
    return Promise.resolve(user.active && user.sessionEpoch === sessionEpoch);
  }

  protected async openSession(user: User) {
    const setup = await this.secondFactor.setupRequired(user);
    const claims: AccessTokenClaims = { sub: user.id, email: user.email, name: user.name, role: user.role, ep: user.sessionEpoch, ...(setup ? { scope: 'setup' as const } : {}) };
    const answer = async ({ token, renewToken }: { token: string; renewToken: string }): Promise<Session> => {
      const fresh = (await this.users.findById(user.id)) ?? user;
      return { token, renewToken, user: UserResponseDto.from(fresh), ...(setup ? { twoFactorSetupRequired: true } : {}) };
    };
    return { claims, answer };
  }
}

/** The caller behind valid access-token claims, or null when the token must not be honoured any more. */
export async function authenticatedUser(users: UsersService, claims: AccessTokenClaims & { typ?: string; aud?: unknown }): Promise<AuthenticatedUser | null> {
  // A second-factor challenge token is no session; a buyer's portal token (aud 'portal') is none on /api.
  if (claims.typ !== undefined || claims.aud !== undefined || typeof claims.sub !== 'number') return null;
  const user = await users.findById(claims.sub);
  if (!user || !user.active || user.sessionEpoch !== claims.ep) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    isAdmin: user.role === 'admin',
    setupOnly: claims.scope === 'setup' && user.twoFactorMethod === null,
  };
}
