import { Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { AuditService } from '@app/audit';
import { AppConfig, byIp, Clock, RateLimitPolicy } from '@app/infrastructure';
import { UserResponseDto, User, UsersService } from '@app/users';
import { AuthException } from './auth.exception';
import { AccessTokenClaims, AuthenticatedUser, ChallengeTokenClaims } from './authenticated-user';
import { authenticatedUser } from './jwt.strategy';
import { RenewTokenRepository } from './renew-token.repository';
import { CHALLENGE_MINUTES, ChallengeMethod, SecondFactorAnswer, SecondFactorService } from './second-factor/second-factor.service';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

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

export interface SecondFactorStep {
  twoFactorRequired: true;
  methods: ChallengeMethod[];
  token: string;
  user: { id: number; email: string };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersService,
    private readonly renewTokens: RenewTokenRepository,
    private readonly jwt: JwtService,
    private readonly secondFactor: SecondFactorService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** A session, or, for a user with a second factor, the step that asks for the code. */
  async login(email: string, password: string, ip: string): Promise<Session | SecondFactorStep> {
    const user = await this.users.checkPassword(account(email), password);
    if (!user) {
      // Neither the typed address nor the IP (both personal data, both in the audit trail): a keyed hash still shows repeats.
      this.logger.warn(`Fehlgeschlagene Anmeldung (Konto ${this.accountHash(email)})`);
      await this.audit.record({ action: 'login-failed', entityType: 'user', actor: { email: account(email).slice(0, 254), ip, userId: null, role: null } });
      throw new AuthException('INVALID_CREDENTIALS', 'E-Mail oder Passwort ist falsch.');
    }
    if (user.twoFactorMethod) {
      const challenge = await this.secondFactor.openChallenge(user);
      const claims: ChallengeTokenClaims = { sub: user.id, cid: challenge.id, typ: '2fa' };
      const token = await this.jwt.signAsync(claims, { expiresIn: CHALLENGE_MINUTES * 60, algorithm: 'HS256', jwtid: randomUUID() });
      await this.audit.record({ action: 'login-password-ok', entityType: 'user', entityId: user.id, actor: { ...actorOf(user), ip } });
      return { twoFactorRequired: true, methods: this.secondFactor.methodsOf(user), token, user: { id: user.id, email: user.email } };
    }
    return this.completeLogin(user, ip);
  }

  /** Stands for a typed login address in the log: the same address gives the same value, which cannot be turned back into it. */
  private accountHash(email: unknown): string {
    return createHmac('sha256', this.config.jwtSecret).update(`login-log:${account(email)}`).digest('hex').slice(0, 16);
  }

  /** The second step: a code (or recovery code) with the challenge token from the login answer. */
  async passSecondFactor(challengeToken: string | undefined, answer: SecondFactorAnswer, ip: string): Promise<Session> {
    const challenge = await this.verifyChallengeToken(challengeToken);
    const user = await this.secondFactor.pass(challenge.cid, challenge.sub, answer, ip);
    return this.completeLogin(user, ip);
  }

  async sendEmailCode(challengeToken: string | undefined, userId: number): Promise<void> {
    const challenge = await this.verifyChallengeToken(challengeToken);
    if (challenge.sub !== userId) throw new AuthException('INVALID_CHALLENGE', 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.');
    await this.secondFactor.sendEmailCode(challenge.cid, userId);
  }

  /** Exchanges a renew token for a new pair; a token used twice ends its whole session family. */
  async renew(renewToken: string): Promise<Session> {
    const invalid = () => new AuthException('INVALID_RENEW_TOKEN', 'Sitzung abgelaufen. Bitte erneut anmelden.');
    const stored = await this.renewTokens.findByHash(sha256(String(renewToken ?? '')));
    if (!stored || stored.revokedAt) throw invalid();
    if (stored.rotatedAt || !(await this.renewTokens.markRotated(stored.id))) {
      await this.renewTokens.revokeFamily(stored.familyId);
      this.logger.warn(`Wiederverwendetes Renew-Token: Sitzung ${stored.familyId} beendet`);
      throw new AuthException('RENEW_TOKEN_REUSED', 'Sitzung aus Sicherheitsgründen beendet. Bitte erneut anmelden.');
    }
    if (stored.expiresAt.getTime() <= this.clock.now().getTime()) throw invalid();
    const user = await this.users.findById(stored.userId);
    if (!user || !user.active || user.sessionEpoch !== stored.sessionEpoch) {
      await this.renewTokens.revokeFamily(stored.familyId);
      throw invalid();
    }
    // The new renew token keeps the session's end: renewing never extends a login.
    return this.startSession(user, stored.familyId, stored.expiresAt);
  }

  async logout(renewToken: string | undefined): Promise<void> {
    if (!renewToken) return;
    const stored = await this.renewTokens.findByHash(sha256(renewToken));
    if (stored) await this.renewTokens.revokeFamily(stored.familyId);
  }

  /** Sets the password from an invitation or reset link; the person logs in with it next. */
  async setPassword(token: string, password: string, ip: string): Promise<{ email: string }> {
    const user = await this.users.setPasswordWithToken(token, password);
    await this.audit.record({ action: 'password-set', entityType: 'user', entityId: user.id, actor: { ...actorOf(user), ip } });
    return { email: user.email };
  }

  /** The caller's own new password: every session of theirs ends, this one goes on with a new session. */
  async changePassword(userId: number, currentPassword: string, newPassword: string, ip: string): Promise<Session> {
    const user = await this.users.changePassword(userId, currentPassword, newPassword);
    await this.audit.record({ action: 'password-changed', entityType: 'user', entityId: user.id, actor: { ...actorOf(user), ip } });
    return this.startSession(user, randomUUID());
  }

  /** For links that cannot carry a header (downloads): the token comes in the path. */
  async verifyAccessToken(token: string): Promise<AuthenticatedUser> {
    const refused = () => new AuthException('NOT_AUTHENTICATED', 'Nicht angemeldet oder Sitzung abgelaufen');
    let claims: AccessTokenClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessTokenClaims>(token, { algorithms: ['HS256'] });
    } catch {
      throw refused();
    }
    const user = await authenticatedUser(this.users, claims);
    if (!user || user.setupOnly) throw refused();
    return user;
  }

  private async verifyChallengeToken(token: string | undefined): Promise<ChallengeTokenClaims> {
    const invalid = () => new AuthException('INVALID_CHALLENGE', 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.');
    if (!token) throw invalid();
    try {
      const claims = await this.jwt.verifyAsync<ChallengeTokenClaims>(token, { algorithms: ['HS256'] });
      if (claims.typ !== '2fa' || typeof claims.cid !== 'string') throw invalid();
      return claims;
    } catch {
      throw invalid();
    }
  }

  private async completeLogin(user: User, ip: string): Promise<Session> {
    await this.users.recordLogin(user.id);
    await this.audit.record({ action: 'login', entityType: 'user', entityId: user.id, actor: { ...actorOf(user), ip } });
    return this.startSession(user, randomUUID());
  }

  private async startSession(user: User, familyId: string, sessionEnd?: Date): Promise<Session> {
    const setup = await this.secondFactor.setupRequired(user);
    const claims: AccessTokenClaims = { sub: user.id, email: user.email, name: user.name, role: user.role, ep: user.sessionEpoch, ...(setup ? { scope: 'setup' as const } : {}) };
    // A unique id per token: two sessions started in the same second still get different tokens.
    const token = await this.jwt.signAsync(claims, { expiresIn: ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256', jwtid: randomUUID() });
    const renewToken = randomBytes(32).toString('base64url');
    await this.renewTokens.insert({
      familyId,
      userId: user.id,
      tokenHash: sha256(renewToken),
      expiresAt: sessionEnd ?? new Date(this.clock.now().getTime() + this.config.SESSION_MAX_DAYS * 24 * 3600_000),
      sessionEpoch: user.sessionEpoch,
    });
    const fresh = (await this.users.findById(user.id)) ?? user;
    return { token, renewToken, user: UserResponseDto.from(fresh), ...(setup ? { twoFactorSetupRequired: true } : {}) };
  }
}

const actorOf = (user: User) => ({ userId: user.id, email: user.email, role: user.role });
