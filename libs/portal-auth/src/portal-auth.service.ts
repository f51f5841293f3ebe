import { Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { AuditService } from '@app/audit';
import { ACCESS_TOKEN_TTL_SECONDS, CHALLENGE_MINUTES, ChallengeMethod, SecondFactorAnswer } from '@app/auth';
import { AppConfig, Clock } from '@app/infrastructure';
import { BuyerPrincipal, PORTAL_AUDIENCE, PortalAccessClaims, PortalChallengeClaims } from './buyer-principal';
import { PortalUser } from './entities/portal-user.entity';
import { PortalAuthException } from './portal-auth.exception';
import { PortalRenewTokenRepository } from './portal-renew-token.repository';
import { BUYER_ROLE, PortalSecondFactorService } from './portal-second-factor.service';
import { PortalUsersService } from './portal-users.service';

export interface PortalSession {
  token: string;
  renewToken: string;
  user: { id: number; email: string; name: string; organisationId: number };
}

export interface PortalSecondFactorStep {
  twoFactorRequired: true;
  methods: ChallengeMethod[];
  token: string;
  user: { id: number; email: string };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const account = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');
const actorOf = (user: PortalUser) => ({ userId: user.id, email: user.email, role: BUYER_ROLE });
const notAuthenticated = () => new PortalAuthException('NOT_AUTHENTICATED', 'Nicht angemeldet oder Sitzung abgelaufen');
const challengeExpired = () => new PortalAuthException('INVALID_CHALLENGE', 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.');

/**
 * Login, second factor, renew and logout of buyer users: the staff session rules (15-minute access
 * tokens, rotating single-use renew tokens with reuse detection, the absolute session end, the session
 * epoch) with tokens of their own audience, so a portal token never opens /api and a staff token never
 * opens /portal-api.
 */
@Injectable()
export class PortalAuthService {
  private readonly logger = new Logger('Käuferportal');

  constructor(
    private readonly users: PortalUsersService,
    private readonly renewTokens: PortalRenewTokenRepository,
    private readonly secondFactor: PortalSecondFactorService,
    private readonly jwt: JwtService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** A session, or, for a buyer user with a second factor, the step that asks for the code. */
  async login(email: string, password: string, ip: string): Promise<PortalSession | PortalSecondFactorStep> {
    const user = await this.users.checkPassword(account(email), password);
    if (!user) {
      this.logger.warn(`Fehlgeschlagene Anmeldung im Käuferportal (Konto ${this.accountHash(email)})`);
      await this.audit.record({ action: 'login-failed', entityType: 'portal-user', actor: { email: account(email).slice(0, 254), ip, userId: null, role: BUYER_ROLE } });
      // The same words as the staff login: which accounts exist, or are deactivated, stays unknown.
      throw new PortalAuthException('INVALID_CREDENTIALS', 'E-Mail oder Passwort ist falsch.');
    }
    if (user.twoFactorMethod) {
      const challenge = await this.secondFactor.openChallenge(user);
      const claims: PortalChallengeClaims = { sub: user.id, cid: challenge.id, typ: 'portal-2fa', aud: PORTAL_AUDIENCE };
      const token = await this.jwt.signAsync(claims, { expiresIn: CHALLENGE_MINUTES * 60, algorithm: 'HS256', jwtid: randomUUID() });
      await this.audit.record({ action: 'login-password-ok', entityType: 'portal-user', entityId: user.id, actor: { ...actorOf(user), ip } });
      return { twoFactorRequired: true, methods: this.secondFactor.methodsOf(user), token, user: { id: user.id, email: user.email } };
    }
    return this.completeLogin(user, ip);
  }

  async passSecondFactor(challengeToken: string | undefined, answer: SecondFactorAnswer, ip: string): Promise<PortalSession> {
    const challenge = await this.verifyChallengeToken(challengeToken);
    const user = await this.secondFactor.pass(challenge.cid, challenge.sub, answer, ip);
    // The organisation may have been deactivated between password and code.
    if (!(await this.users.mayServe(user, user.sessionEpoch))) throw challengeExpired();
    return this.completeLogin(user, ip);
  }

  async sendEmailCode(challengeToken: string | undefined): Promise<void> {
    const challenge = await this.verifyChallengeToken(challengeToken);
    await this.secondFactor.sendEmailCode(challenge.cid, challenge.sub);
  }

  /** Exchanges a renew token for a new pair; a token used twice ends its whole session. */
  async renew(renewToken: string): Promise<PortalSession> {
    const invalid = () => new PortalAuthException('INVALID_RENEW_TOKEN', 'Sitzung abgelaufen. Bitte erneut anmelden.');
    const stored = await this.renewTokens.findByHash(sha256(String(renewToken ?? '')));
    if (!stored || stored.revokedAt) throw invalid();
    if (stored.rotatedAt || !(await this.renewTokens.markRotated(stored.id))) {
      await this.renewTokens.revokeFamily(stored.familyId);
      this.logger.warn(`Wiederverwendetes Renew-Token im Käuferportal: Sitzung ${stored.familyId} beendet`);
      throw new PortalAuthException('RENEW_TOKEN_REUSED', 'Sitzung aus Sicherheitsgründen beendet. Bitte erneut anmelden.');
    }
    if (stored.expiresAt.getTime() <= this.clock.now().getTime()) throw invalid();
    const user = await this.users.findById(stored.userId);
    if (!user || !(await this.users.mayServe(user, stored.sessionEpoch))) {
      await this.renewTokens.revokeFamily(stored.familyId);
      throw invalid();
    }
    return this.startSession(user, stored.familyId, stored.expiresAt);
  }

  async logout(renewToken: string | undefined): Promise<void> {
    if (!renewToken) return;
    const stored = await this.renewTokens.findByHash(sha256(renewToken));
    if (stored) await this.renewTokens.revokeFamily(stored.familyId);
  }

  /** Sets the password from the invitation link; the person logs in with it next. */
  async setPassword(token: string, password: string, ip: string): Promise<{ email: string }> {
    const user = await this.users.setPasswordWithToken(token, password);
    await this.audit.record({ action: 'password-set', entityType: 'portal-user', entityId: user.id, actor: { ...actorOf(user), ip } });
    return { email: user.email };
  }

  /** The buyer user's own new password: every session of theirs ends, this one goes on with a new session. */
  async changePassword(userId: number, currentPassword: string, newPassword: string): Promise<PortalSession> {
    const user = await this.users.changePassword(userId, currentPassword, newPassword);
    return this.startSession(user, randomUUID());
  }

  /**
   * The buyer behind a portal access token, read from the current rows: a deactivated buyer user, an
   * inactive or deleted organisation, or a token from before the sessions were ended is refused. Also for
   * links that cannot carry a header (downloads), where the token comes in the path or query.
   */
  async verifyAccessToken(token: string | undefined): Promise<BuyerPrincipal> {
    if (!token) throw notAuthenticated();
    let claims: PortalAccessClaims;
    try {
      claims = await this.jwt.verifyAsync<PortalAccessClaims>(token, { algorithms: ['HS256'], audience: PORTAL_AUDIENCE });
    } catch {
      throw notAuthenticated();
    }
    if (claims.typ !== 'portal' || typeof claims.sub !== 'number' || typeof claims.ep !== 'number') throw notAuthenticated();
    const user = await this.users.findById(claims.sub);
    if (!user || !(await this.users.mayServe(user, claims.ep))) throw notAuthenticated();
    return { userId: user.id, organisationId: user.organisationId, email: user.email, name: user.name };
  }

  private async verifyChallengeToken(token: string | undefined): Promise<PortalChallengeClaims> {
    if (!token) throw challengeExpired();
    try {
      const claims = await this.jwt.verifyAsync<PortalChallengeClaims>(token, { algorithms: ['HS256'], audience: PORTAL_AUDIENCE });
      if (claims.typ !== 'portal-2fa' || typeof claims.cid !== 'string' || typeof claims.sub !== 'number') throw challengeExpired();
      return claims;
    } catch {
      throw challengeExpired();
    }
  }

  private async completeLogin(user: PortalUser, ip: string): Promise<PortalSession> {
    await this.users.recordLogin(user.id);
    await this.audit.record({ action: 'login', entityType: 'portal-user', entityId: user.id, actor: { ...actorOf(user), ip } });
    return this.startSession(user, randomUUID());
  }

  private async startSession(user: PortalUser, familyId: string, sessionEnd?: Date): Promise<PortalSession> {
    const claims: PortalAccessClaims = { sub: user.id, org: user.organisationId, email: user.email, name: user.name, ep: user.sessionEpoch, typ: 'portal', aud: PORTAL_AUDIENCE };
    const token = await this.jwt.signAsync(claims, { expiresIn: ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256', jwtid: randomUUID() });
    const renewToken = randomBytes(32).toString('base64url');
    await this.renewTokens.insert({
      familyId,
      userId: user.id,
      tokenHash: sha256(renewToken),
      expiresAt: sessionEnd ?? new Date(this.clock.now().getTime() + this.config.SESSION_MAX_DAYS * 24 * 3600_000),
      sessionEpoch: user.sessionEpoch,
    });
    return { token, renewToken, user: { id: user.id, email: user.email, name: user.name, organisationId: user.organisationId } };
  }

  /** Stands for a typed login address in the log without being one. */
  private accountHash(email: unknown): string {
    return createHmac('sha256', this.config.jwtSecret).update(`portal-login-log:${account(email)}`).digest('hex').slice(0, 16);
  }
}
