import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { AuditService } from '@app/audit';
import { AppConfig, Clock } from '@app/infrastructure';
import { AuthException } from '../auth.exception';
import { AccountKind, LoginAddresses } from '../login-addresses/login-addresses';
import { RenewTokenRepository } from '../renew-token.repository';
import { CHALLENGE_MINUTES, ChallengeMethod, SecondFactorAccount, SecondFactorAnswer, SecondFactorFlow } from '../second-factor/second-factor.service';

/** Access tokens live a quarter of an hour; the renew token carries the session on. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** What the session flow reads of an account besides its second factor. */
export interface SessionAccount extends SecondFactorAccount {
  /** Raised when all of the account's sessions must end (deactivated, new password). */
  sessionEpoch: number;
}

/** Where the accounts of one kind live (UsersService for staff, PortalUsersService for buyer users). */
export interface SessionAccounts<A extends SessionAccount> {
  checkPassword(email: string, password: string): Promise<A | null>;
  findById(id: number): Promise<A | null>;
  recordLogin(id: number): Promise<void>;
  setPasswordWithToken(token: string, password: string): Promise<A>;
  changePassword(id: number, currentPassword: string, newPassword: string): Promise<A>;
}

export interface SessionTokens {
  token: string;
  renewToken: string;
}

/** The answer to a correct password of an account with a second factor: the code comes next. */
export interface SecondFactorStep {
  twoFactorRequired: true;
  methods: ChallengeMethod[];
  token: string;
  user: { id: number; email: string };
}

/** How one kind of account is told apart in its tokens and the log (the audit trail: its SecondFactorFlow). */
export interface SessionKind {
  /** The `typ` claim of its five-minute challenge token. */
  challengeType: string;
  /** The `aud` claim of its tokens; staff tokens carry none. */
  audience?: string;
  /** The log line of a failed login, before the account's hash. */
  failedLoginLog: string;
  /** Keeps the account hashes in the logs of the kinds apart. */
  logSalt: string;
  /** Which kind of account, for the addresses it logged in from (LoginAddresses). */
  accountKind: AccountKind;
}

interface ChallengeClaims {
  sub: number;
  cid: string;
  typ: string;
  aud?: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const account = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');
const challengeExpired = () => new AuthException('INVALID_CHALLENGE', 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.');

/**
 * The session rules of every kind of account: password, then the second factor when one is set up;
 * 15-minute access tokens; single-use renew tokens that rotate, where a reused one ends the whole session;
 * an absolute session end that renewing never moves; the session epoch that ends every session at once.
 * Staff (AuthService) and buyer users (libs/portal-auth) each name their accounts, tokens and answer.
 */
export abstract class SessionFlow<A extends SessionAccount, S extends SessionTokens> {
  protected abstract readonly kind: SessionKind;
  private readonly logger: Logger;

  constructor(
    protected readonly accounts: SessionAccounts<A>,
    private readonly renewTokens: RenewTokenRepository,
    private readonly loginAddresses: LoginAddresses,
    protected readonly secondFactor: SecondFactorFlow<A>,
    protected readonly jwt: JwtService,
    protected readonly audit: AuditService,
    protected readonly config: AppConfig,
    protected readonly clock: Clock,
    logContext: string,
  ) {
    this.logger = new Logger(logContext);
  }

  /** Whether the account may hold a session begun at that epoch (active, nothing ended it since). */
  protected abstract mayServe(user: A, sessionEpoch: number): Promise<boolean>;

  /** The claims of a new access token and the answer that hands it out. */
  protected abstract openSession(user: A): Promise<{ claims: object; answer: (tokens: SessionTokens) => Promise<S> | S }>;

  /** A session, or, for an account with a second factor, the step that asks for the code. */
  async login(email: string, password: string, ip: string): Promise<S | SecondFactorStep> {
    const user = await this.accounts.checkPassword(account(email), password);
    if (!user) {
      // Neither the typed address nor the IP (both personal data): a keyed hash still shows repeats, in the log
      // and in the audit trail (what was typed may be anyone's address, or a mistyped password).
      const typed = `Konto ${this.accountHash(email)}`;
      this.logger.warn(`${this.kind.failedLoginLog} (${typed})`);
      const actor = { email: typed, ip, userId: null, role: this.secondFactor.actorRole ?? null };
      await this.audit.record({ action: 'login-failed', entityType: this.secondFactor.entityType, actor });
      // Also for deactivated accounts: which accounts exist stays unknown.
      throw new AuthException('INVALID_CREDENTIALS', 'E-Mail oder Passwort ist falsch.');
    }
    if (user.twoFactorMethod) {
      const challenge = await this.secondFactor.openChallenge(user);
      const claims: ChallengeClaims = { sub: user.id, cid: challenge.id, typ: this.kind.challengeType, ...(this.kind.audience ? { aud: this.kind.audience } : {}) };
      const token = await this.jwt.signAsync(claims, { expiresIn: CHALLENGE_MINUTES * 60, algorithm: 'HS256', jwtid: randomUUID() });
      await this.audit.record({ action: 'login-password-ok', entityType: this.secondFactor.entityType, entityId: user.id, actor: { ...this.secondFactor.actorOf(user), ip } });
      return { twoFactorRequired: true, methods: this.secondFactor.methodsOf(user), token, user: { id: user.id, email: user.email } };
    }
    return this.completeLogin(user, ip);
  }

  /** The second step: a code (or recovery code) with the challenge token from the login answer. */
  async passSecondFactor(challengeToken: string | undefined, answer: SecondFactorAnswer, ip: string): Promise<S> {
    const challenge = await this.verifyChallengeToken(challengeToken);
    const user = await this.secondFactor.pass(challenge.cid, challenge.sub, answer, ip);
    // The account may have been deactivated between password and code.
    if (!(await this.mayServe(user, user.sessionEpoch))) throw challengeExpired();
    return this.completeLogin(user, ip);
  }

  /** Mails a login code; `userId`, when the route names one, must be the challenge's. */
  async sendEmailCode(challengeToken: string | undefined, userId?: number): Promise<void> {
    const challenge = await this.verifyChallengeToken(challengeToken);
    if (userId !== undefined && challenge.sub !== userId) throw challengeExpired();
    await this.secondFactor.sendEmailCode(challenge.cid, challenge.sub);
  }

  /** Exchanges a renew token for a new pair; a token used twice ends its whole session family. */
  async renew(renewToken: string): Promise<S> {
    const invalid = () => new AuthException('INVALID_RENEW_TOKEN', 'Sitzung abgelaufen. Bitte erneut anmelden.');
    const stored = await this.renewTokens.findByHash(sha256(String(renewToken ?? '')));
    if (!stored || stored.revokedAt) throw invalid();
    if (stored.rotatedAt || !(await this.renewTokens.markRotated(stored.id))) {
      await this.renewTokens.revokeFamily(stored.familyId);
      this.logger.warn(`Wiederverwendetes Renew-Token: Sitzung ${stored.familyId} beendet`);
      throw new AuthException('RENEW_TOKEN_REUSED', 'Sitzung aus Sicherheitsgründen beendet. Bitte erneut anmelden.');
    }
    if (stored.expiresAt.getTime() <= this.clock.now().getTime()) throw invalid();
    const user = await this.accounts.findById(stored.userId);
    if (!user || !(await this.mayServe(user, stored.sessionEpoch))) {
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
    const user = await this.accounts.setPasswordWithToken(token, password);
    await this.audit.record({ action: 'password-set', entityType: this.secondFactor.entityType, entityId: user.id, actor: { ...this.secondFactor.actorOf(user), ip } });
    return { email: user.email };
  }

  /** The caller's own new password: every session of theirs ends, this one goes on with a new session. */
  async changePassword(userId: number, currentPassword: string, newPassword: string, ip: string): Promise<S> {
    const user = await this.accounts.changePassword(userId, currentPassword, newPassword);
    await this.audit.record({ action: 'password-changed', entityType: this.secondFactor.entityType, entityId: user.id, actor: { ...this.secondFactor.actorOf(user), ip } });
    return this.startSession(user, randomUUID());
  }

  /**
   * Whether the login an access token belongs to is still open. Logout revokes its renew tokens, and the access
   * token stops working at once instead of for up to 15 minutes more. (A token without `sid` was issued before
   * logins were named in tokens; it expires within 15 minutes of the update.)
   */
  protected async sessionOpen(claims: { sid?: unknown }): Promise<boolean> {
    if (claims.sid === undefined) return true;
    return typeof claims.sid === 'string' && (await this.renewTokens.familyOpen(claims.sid));
  }

  /** Verifies a token of this kind of account (signature, expiry, audience); undefined when it is none. */
  protected async verifyToken<C extends object>(token: string | undefined): Promise<C | undefined> {
    if (!token) return undefined;
    try {
      return await this.jwt.verifyAsync<C>(token, { algorithms: ['HS256'], ...(this.kind.audience ? { audience: this.kind.audience } : {}) });
    } catch {
      return undefined;
    }
  }

  private async verifyChallengeToken(token: string | undefined): Promise<ChallengeClaims> {
    const claims = await this.verifyToken<ChallengeClaims>(token);
    if (!claims || claims.typ !== this.kind.challengeType || typeof claims.cid !== 'string' || typeof claims.sub !== 'number') throw challengeExpired();
    return claims;
  }

  private async completeLogin(user: A, ip: string): Promise<S> {
    await this.accounts.recordLogin(user.id);
    // From here on the owner's wrong passwords at this address do not count against the account's hourly limit.
    await this.loginAddresses.remember(this.kind.accountKind, user.email, ip);
    await this.audit.record({ action: 'login', entityType: this.secondFactor.entityType, entityId: user.id, actor: { ...this.secondFactor.actorOf(user), ip } });
    return this.startSession(user, randomUUID());
  }

  private async startSession(user: A, familyId: string, sessionEnd?: Date): Promise<S> {
    const { claims, answer } = await this.openSession(user);
    // A unique id per token: two sessions started in the same second still get different tokens.
    // `sid` names the login: logging out (or a reused renew token) ends it, and with it this access token.
    const token = await this.jwt.signAsync({ ...claims, sid: familyId }, { expiresIn: ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256', jwtid: randomUUID() });
    const renewToken = randomBytes(32).toString('base64url');
    await this.renewTokens.insert({
      familyId,
      userId: user.id,
      tokenHash: sha256(renewToken),
      expiresAt: sessionEnd ?? new Date(this.clock.now().getTime() + this.config.SESSION_MAX_DAYS * 24 * 3600_000),
      sessionEpoch: user.sessionEpoch,
    });
    return answer({ token, renewToken });
  }

  /** Stands for a typed login address in the log: the same address gives the same value, which cannot be turned back into it. */
  private accountHash(email: unknown): string {
    return createHmac('sha256', this.config.jwtSecret).update(`${this.kind.logSalt}:${account(email)}`).digest('hex').slice(0, 16);
  }
}
