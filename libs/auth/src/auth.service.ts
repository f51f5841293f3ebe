import { Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { byIp, RateLimitPolicy } from '@app/infrastructure';
import type { Request } from 'express';
import { UserResponseDto, User, UNKNOWN_USER_HASH, verifyPassword, UsersService } from '@app/users';
import { AuthException } from './auth.exception';
import { AccessTokenClaims, AuthenticatedUser } from './authenticated-user';
import { RenewTokenRepository } from './renew-token.repository';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const RENEW_TOKEN_TTL_MS = 30 * 24 * 3600_000;

const TOO_MANY = 'Zu viele Anmeldeversuche. Bitte in einigen Minuten erneut versuchen.';
const wrongPassword = (error: unknown) => error instanceof AuthException && error.code === 'INVALID_CREDENTIALS';
const account = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/**
 * Login throttling by failed attempts (applied on the login route): per account (guessing one password)
 * and per IP address (trying many accounts). Successful logins never count, so a whole office behind
 * one address can log in freely; a successful login forgets its account's failures.
 */
export const LOGIN_LIMITS = {
  perIp: {
    name: 'login-ip',
    limit: 20,
    windowMs: 15 * 60_000,
    key: byIp,
    message: TOO_MANY,
    code: 'TOO_MANY_ATTEMPTS',
    countsFailure: wrongPassword,
  },
  perAccount: {
    name: 'login-account',
    limit: 5,
    windowMs: 15 * 60_000,
    key: (request: Request) => account((request.body as { email?: unknown } | undefined)?.email),
    message: TOO_MANY,
    code: 'TOO_MANY_ATTEMPTS',
    countsFailure: wrongPassword,
    resetOnSuccess: true,
  },
} satisfies Record<string, RateLimitPolicy>;

export interface Session {
  token: string;
  renewToken: string;
  user: UserResponseDto;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersService,
    private readonly renewTokens: RenewTokenRepository,
    private readonly jwt: JwtService,
  ) {}

  async login(email: string, password: string, ip: string): Promise<Session> {
    const user = await this.users.findByEmail(account(email));
    const valid = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !valid) {
      this.logger.warn(`Fehlgeschlagene Anmeldung für ${account(email)} von ${ip}`);
      throw new AuthException('INVALID_CREDENTIALS', 'E-Mail oder Passwort ist falsch.');
    }
    return this.startSession(user, randomUUID());
  }

  /** Exchanges a renew token for a new pair; a token used twice ends its whole session family. */
  async renew(renewToken: string): Promise<Session> {
    const invalid = () => new AuthException('INVALID_RENEW_TOKEN', 'Sitzung abgelaufen. Bitte erneut anmelden.');
    const stored = await this.renewTokens.findByHash(sha256(renewToken));
    if (!stored || stored.revokedAt) throw invalid();
    if (stored.rotatedAt || !(await this.renewTokens.markRotated(stored.id))) {
      await this.renewTokens.revokeFamily(stored.familyId);
      this.logger.warn(`Wiederverwendetes Renew-Token: Sitzung ${stored.familyId} beendet`);
      throw new AuthException('RENEW_TOKEN_REUSED', 'Sitzung aus Sicherheitsgründen beendet. Bitte erneut anmelden.');
    }
    if (stored.expiresAt.getTime() <= Date.now()) throw invalid();
    const user = await this.users.findById(stored.userId);
    if (!user) throw invalid();
    return this.startSession(user, stored.familyId);
  }

  async logout(renewToken: string | undefined): Promise<void> {
    if (!renewToken) return;
    const stored = await this.renewTokens.findByHash(sha256(renewToken));
    if (stored) await this.renewTokens.revokeFamily(stored.familyId);
  }

  /** For links that cannot carry a header (downloads): the token comes in the path. */
  async verifyAccessToken(token: string): Promise<AuthenticatedUser> {
    try {
      const claims = await this.jwt.verifyAsync<AccessTokenClaims>(token, { algorithms: ['HS256'] });
      return { id: claims.sub, email: claims.email, name: claims.name, isAdmin: claims.isAdmin };
    } catch {
      throw new AuthException('NOT_AUTHENTICATED', 'Nicht angemeldet oder Sitzung abgelaufen');
    }
  }

  private async startSession(user: User, familyId: string): Promise<Session> {
    const claims: AccessTokenClaims = { sub: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin };
    // A unique id per token: two sessions started in the same second still get different tokens.
    const token = await this.jwt.signAsync(claims, { expiresIn: ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256', jwtid: randomUUID() });
    const renewToken = randomBytes(32).toString('base64url');
    await this.renewTokens.insert({
      familyId,
      userId: user.id,
      tokenHash: sha256(renewToken),
      expiresAt: new Date(Date.now() + RENEW_TOKEN_TTL_MS),
    });
    return { token, renewToken, user: UserResponseDto.from(user) };
  }
}
