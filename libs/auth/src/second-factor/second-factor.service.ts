import { Injectable } from '@nestjs/common';
import { AuditService } from '@app/audit';
import type { AuditAction, AuditEntityType } from '@app/contract';
import { Clock, SecretBox, Transactional } from '@app/infrastructure';
import { MailService } from '@app/mail';
import { SecuritySettingsService } from '@app/settings';
import { loginCodeMail, TwoFactorMethod, User, UsersService, verifyPassword, UNKNOWN_USER_HASH, wrongCodesWarningMail } from '@app/users';
import { AuthException } from '../auth.exception';
import {
  EMAIL_CODE_MINUTES,
  emailCodeHash,
  newEmailCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpStep,
} from './one-time-codes';
import { SecondFactorChallengeRepository } from './second-factor-challenge.repository';

/** How long the step between password and code may take, and how many wrong codes it allows. */
export const CHALLENGE_MINUTES = 5;
export const MAX_WRONG_CODES = 5;
/**
 * Wrong codes of one account in an hour, across all its challenges: a new login opened a fresh challenge, so
 * 72 guesses took 4 s. At the limit the account's owner gets a warning by mail; codes are refused for the hour.
 */
export const MAX_WRONG_CODES_PER_HOUR = 10;
const CODE_WINDOW_MINUTES = 60;

export type ChallengeMethod = TwoFactorMethod | 'recovery';
export type SecondFactorAnswer = { code: string } | { recoveryCode: string };

/** What the second factor reads and writes of an account: a staff user, or a buyer user of the portal. */
export interface SecondFactorAccount {
  id: number;
  email: string;
  name: string;
  active: boolean;
  passwordHash: string | null;
  twoFactorMethod: TwoFactorMethod | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
}

/** Where the accounts of one kind live (UsersService for staff). */
export interface SecondFactorAccounts<A extends SecondFactorAccount> {
  get(id: number): Promise<A>;
  findById(id: number): Promise<A | null>;
  saveSecondFactor(id: number, state: Partial<Pick<SecondFactorAccount, 'twoFactorMethod' | 'totpSecret' | 'totpPendingSecret' | 'totpLastStep'>>): Promise<void>;
  claimTotpStep(id: number, step: number): Promise<boolean>;
  replaceRecoveryCodes(id: number, codeHashes: string[]): Promise<void>;
  useRecoveryCode(id: number, codeHash: string): Promise<boolean>;
  countUnusedRecoveryCodes(id: number): Promise<number>;
}

type CheckOutcome<A> = { ok: true; user: A; via: ChallengeMethod } | { ok: false; ended: boolean };

/**
 * The second factor of a login: an authenticator app (TOTP) or a code by e-mail, with ten single-use
 * recovery codes for a lost phone or mailbox. One flow for every kind of account: staff
 * (SecondFactorService) and the buyers' portal (libs/portal-auth) each name their accounts, challenge
 * table, audit object type and whether a setting demands the factor.
 */
export abstract class SecondFactorFlow<A extends SecondFactorAccount> {
  /** The audit trail's object type of the account ('user' for staff). */
  abstract readonly entityType: AuditEntityType;
  /** The role written beside a bare account id (a failed code, whose account is not loaded). */
  abstract readonly actorRole: string | undefined;

  constructor(
    protected readonly users: SecondFactorAccounts<A>,
    private readonly challenges: SecondFactorChallengeRepository,
    private readonly secretBox: SecretBox,
    private readonly mail: MailService,
    protected readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** True when a setting demands a second factor of every account of this kind. */
  protected abstract requiredForAll(): Promise<boolean>;

  /** The audit actor the account stands for (its id, address and role). */
  abstract actorOf(user: A): { userId: number; email: string; role: string };

  methodsOf(user: A): ChallengeMethod[] {
    return user.twoFactorMethod ? [user.twoFactorMethod, 'recovery'] : [];
  }

  async setupRequired(user: A): Promise<boolean> {
    return user.twoFactorMethod === null && (await this.requiredForAll());
  }

  /**
   * Step one of enrolling an authenticator app: a secret that counts only once a code from it is confirmed.
   * Replacing a factor that is set up needs the password, like removing it: a session alone (a borrowed
   * laptop, a stolen token) must not move the second factor to another phone.
   */
  async startTotp(userId: number, password?: string): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
    const user = await this.users.get(userId);
    await this.requirePasswordToReplace(user, password);
    const { secret, otpauthUrl } = newTotpSecret(user.email);
    await this.users.saveSecondFactor(user.id, { totpPendingSecret: this.secretBox.seal(secret) });
    return { secret, otpauthUrl, qrCode: await qrCodeImage(otpauthUrl) };
  }

  @Transactional()
  async confirmTotp(userId: number, code: string): Promise<{ recoveryCodes: string[] }> {
    const user = await this.users.get(userId);
    if (!user.totpPendingSecret) throw new AuthException('NO_PENDING_SECRET', 'Bitte zuerst die Einrichtung der Authenticator-App starten.');
    const secret = this.secretBox.open(user.totpPendingSecret);
    const step = totpStep(secret, String(code ?? ''), this.clock.now());
    if (step === null) throw new AuthException('WRONG_CODE', 'Der Code stimmt nicht. Bitte geben Sie den aktuellen Code aus der App ein.');
    await this.users.saveSecondFactor(user.id, { twoFactorMethod: 'totp', totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpLastStep: step });
    await this.audit.record({ action: '2fa-enabled', entityType: this.entityType, entityId: user.id, details: { method: 'totp' } });
    return { recoveryCodes: await this.renewRecoveryCodes(user.id) };
  }

  /**
   * Step one of codes by e-mail: a test code to the account's address. Only with an SMTP server: without one
   * the login codes could never arrive, and the account would be locked out by its own factor.
   */
  @Transactional()
  async startEmail(userId: number, password?: string): Promise<void> {
    if (!this.mail.smtpConfigured) {
      throw new AuthException(
        'EMAIL_NEEDS_SMTP',
        'Codes per E-Mail lassen sich erst einschalten, wenn ein SMTP-Server eingerichtet ist (SMTP_URL): sonst käme kein Code an. Bitte richten Sie zuerst SMTP_URL ein oder nutzen Sie eine Authenticator-App.',
      );
    }
    const user = await this.users.get(userId);
    await this.requirePasswordToReplace(user, password);
    const setup = await this.challenges.create(user.id, new Date(this.clock.now().getTime() + EMAIL_CODE_MINUTES * 60_000));
    const code = newEmailCode();
    await this.challenges.setEmailCode(setup.id, emailCodeHash(setup.id, code), setup.expiresAt);
    await this.mail.queue({ ...loginCodeMail({ name: user.name, code, minutes: EMAIL_CODE_MINUTES, purpose: 'setup' }), recipient: user.email });
    await this.audit.record({ action: '2fa-code-sent', entityType: this.entityType, entityId: user.id, details: { method: 'email', purpose: 'setup' } });
  }

  /**
   * Step two: the test code typed in proves the mails arrive; from now on logins ask for a code by e-mail.
   * A wrong code counts like a wrong login code (five end the test code, ten an hour stop the account's codes).
   */
  async confirmEmail(userId: number, code: string): Promise<{ recoveryCodes: string[] }> {
    await this.refuseWhileTooManyWrongCodes(userId);
    // The failure is counted in a transaction of its own that commits before the refusal is thrown.
    const outcome = await this.checkSetupCode(userId, String(code ?? ''));
    if (outcome === 'none') throw new AuthException('NO_PENDING_CODE', 'Bitte lassen Sie sich zuerst einen Testcode per E-Mail schicken.');
    if (outcome === 'wrong' || outcome === 'ended') {
      await this.warnAtTheLimit(userId);
      throw new AuthException(
        'WRONG_SETUP_CODE',
        outcome === 'ended' ? 'Zu viele falsche Codes. Bitte fordern Sie einen neuen Testcode an.' : 'Der Code stimmt nicht. Bitte geben Sie den Code aus der Test-Mail ein.',
      );
    }
    return outcome;
  }

  /** The test code checked and, when right, codes by e-mail switched on, in one transaction. */
  @Transactional()
  private async checkSetupCode(userId: number, code: string): Promise<'none' | 'wrong' | 'ended' | { recoveryCodes: string[] }> {
    const user = await this.users.get(userId);
    const now = this.clock.now();
    const setup = await this.challenges.findNewestWithEmailCodeForUpdate(user.id, now);
    if (!setup) return 'none';
    if (setup.emailCodeHash !== emailCodeHash(setup.id, code)) {
      const ended = setup.failedAttempts + 1 >= MAX_WRONG_CODES;
      await this.challenges.countFailure(setup, ended ? now : null);
      return ended ? 'ended' : 'wrong';
    }
    await this.challenges.end(setup.id, now);
    await this.users.saveSecondFactor(user.id, { twoFactorMethod: 'email', totpSecret: null, totpPendingSecret: null, totpLastStep: null });
    await this.audit.record({ action: '2fa-enabled', entityType: this.entityType, entityId: user.id, details: { method: 'email' } });
    return { recoveryCodes: await this.renewRecoveryCodes(user.id) };
  }

  private async requirePasswordToReplace(user: A, password: string | undefined): Promise<void> {
    if (user.twoFactorMethod === null) return;
    if (typeof password !== 'string' || password === '') {
      throw new AuthException('PASSWORD_REQUIRED', 'Bitte bestätigen Sie mit Ihrem Passwort: Ein eingerichteter zweiter Faktor lässt sich nur mit dem Passwort ersetzen.');
    }
    if (!(await verifyPassword(password, user.passwordHash ?? UNKNOWN_USER_HASH))) throw new AuthException('WRONG_PASSWORD', 'Das Passwort ist falsch.');
  }

  /** The user turns the factor off; refused while the setting demands one for everybody. */
  @Transactional()
  async disable(userId: number, password: string): Promise<void> {
    const user = await this.users.get(userId);
    if (!(await verifyPassword(String(password ?? ''), user.passwordHash ?? UNKNOWN_USER_HASH))) {
      throw new AuthException('WRONG_PASSWORD', 'Das Passwort ist falsch.');
    }
    if (await this.requiredForAll()) {
      throw new AuthException('SECOND_FACTOR_REQUIRED', 'Die Zwei-Faktor-Anmeldung ist für alle Mitarbeiter vorgeschrieben. Sie können die Methode wechseln, aber nicht abschalten.');
    }
    await this.clear(user.id, '2fa-disabled');
  }

  /** An administrator resets someone's factor (lost phone): they log in with the password and set up a new one. */
  @Transactional()
  async reset(userId: number): Promise<A> {
    const user = await this.users.get(userId);
    await this.clear(user.id, '2fa-reset');
    return this.users.get(userId);
  }

  async unusedRecoveryCodes(userId: number): Promise<number> {
    return this.users.countUnusedRecoveryCodes(userId);
  }

  /** After a correct password: the challenge the login answer's token stands for. */
  async openChallenge(user: A): Promise<{ id: string; expiresAt: Date }> {
    const challenge = await this.challenges.create(user.id, new Date(this.clock.now().getTime() + CHALLENGE_MINUTES * 60_000));
    return { id: challenge.id, expiresAt: challenge.expiresAt };
  }

  /** Mails a fresh 6-digit code for the challenge (an earlier one stops working). */
  @Transactional()
  async sendEmailCode(challengeId: string, userId: number): Promise<void> {
    const { user } = await this.openChallengeOf(challengeId, userId);
    if (user.twoFactorMethod !== 'email') {
      throw new AuthException('INVALID_CODE_INPUT', 'Für dieses Konto ist die Anmeldung mit Code per E-Mail nicht eingerichtet.');
    }
    const code = newEmailCode();
    const now = this.clock.now();
    await this.challenges.setEmailCode(challengeId, emailCodeHash(challengeId, code), new Date(now.getTime() + EMAIL_CODE_MINUTES * 60_000));
    await this.mail.queue({ ...loginCodeMail({ name: user.name, code, minutes: EMAIL_CODE_MINUTES }), recipient: user.email });
    await this.audit.record({ action: '2fa-code-sent', entityType: this.entityType, entityId: user.id, actor: this.actorOf(user) });
  }

  /**
   * Checks a code or recovery code; the user on success. Five wrong answers end the challenge; ten in an hour
   * stop the account's codes for the rest of the hour, however many logins they came from.
   */
  async pass(challengeId: string, userId: number, answer: SecondFactorAnswer, ip: string): Promise<A> {
    await this.refuseWhileTooManyWrongCodes(userId);
    // The failure is counted in a transaction of its own that commits before the refusal is thrown.
    const outcome = await this.check(challengeId, userId, answer);
    if (!outcome.ok) await this.warnAtTheLimit(userId);
    if (outcome.ok) {
      await this.audit.record({ action: '2fa-passed', entityType: this.entityType, entityId: userId, details: { method: outcome.via }, actor: { ...this.actorOf(outcome.user), ip } });
      return outcome.user;
    }
    await this.audit.record({ action: '2fa-failed', entityType: this.entityType, entityId: userId, actor: { userId, ip, role: this.actorRole } });
    if (outcome.ended) throw new AuthException('TOO_MANY_CODES', 'Zu viele falsche Codes. Bitte melden Sie sich erneut an.');
    throw new AuthException('WRONG_CODE', 'Der Code ist falsch oder abgelaufen.');
  }

  private async refuseWhileTooManyWrongCodes(userId: number): Promise<void> {
    if ((await this.challenges.failuresSince(userId, CODE_WINDOW_MINUTES)) < MAX_WRONG_CODES_PER_HOUR) return;
    throw new AuthException('TOO_MANY_CODES_FOR_ACCOUNT', 'Zu viele falsche Codes für dieses Konto. Bitte versuchen Sie es in einer Stunde erneut.', {
      retryAfterSeconds: CODE_WINDOW_MINUTES * 60,
    });
  }

  /** The wrong code that reached the hour's limit: the owner learns of it (someone may know the password). */
  private async warnAtTheLimit(userId: number): Promise<void> {
    if ((await this.challenges.failuresSince(userId, CODE_WINDOW_MINUTES)) !== MAX_WRONG_CODES_PER_HOUR) return;
    const user = await this.users.findById(userId);
    if (!user) return;
    await this.mail.queue({ ...wrongCodesWarningMail({ name: user.name, wrongCodes: MAX_WRONG_CODES_PER_HOUR }), recipient: user.email });
    await this.audit.record({ action: '2fa-locked', entityType: this.entityType, entityId: userId, actor: { userId, role: this.actorRole } });
  }

  @Transactional()
  private async check(challengeId: string, userId: number, answer: SecondFactorAnswer): Promise<CheckOutcome<A>> {
    const { challenge, user } = await this.openChallengeOf(challengeId, userId);
    const now = this.clock.now();
    const via = await this.matches(user, challenge, answer, now);
    if (via) {
      await this.challenges.end(challenge.id, now);
      return { ok: true, user, via };
    }
    const ended = challenge.failedAttempts + 1 >= MAX_WRONG_CODES;
    await this.challenges.countFailure(challenge, ended ? now : null);
    return { ok: false, ended };
  }

  private async matches(
    user: A,
    challenge: { id: string; emailCodeHash: string | null; emailCodeExpiresAt: Date | null },
    answer: SecondFactorAnswer,
    now: Date,
  ): Promise<ChallengeMethod | null> {
    if ('recoveryCode' in answer && typeof answer.recoveryCode === 'string' && answer.recoveryCode.trim()) {
      return (await this.users.useRecoveryCode(user.id, recoveryCodeHash(answer.recoveryCode))) ? 'recovery' : null;
    }
    const code = 'code' in answer && typeof answer.code === 'string' ? answer.code : '';
    if (user.twoFactorMethod === 'totp' && user.totpSecret) {
      const step = totpStep(this.secretBox.open(user.totpSecret), code, now);
      return step !== null && (await this.users.claimTotpStep(user.id, step)) ? 'totp' : null;
    }
    if (user.twoFactorMethod === 'email') {
      const fresh = challenge.emailCodeHash !== null && challenge.emailCodeExpiresAt !== null && challenge.emailCodeExpiresAt > now;
      return fresh && challenge.emailCodeHash === emailCodeHash(challenge.id, code) ? 'email' : null;
    }
    return null;
  }

  private async openChallengeOf(challengeId: string, userId: number) {
    const invalid = () => new AuthException('INVALID_CHALLENGE', 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.');
    const challenge = await this.challenges.findOpenForUpdate(challengeId);
    if (!challenge || challenge.userId !== userId || challenge.expiresAt <= this.clock.now()) throw invalid();
    const user = await this.users.findById(userId);
    if (!user || !user.active || !user.twoFactorMethod) throw invalid();
    return { challenge, user };
  }

  private async renewRecoveryCodes(userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.users.replaceRecoveryCodes(userId, codes.map(recoveryCodeHash));
    return codes;
  }

  private async clear(userId: number, action: AuditAction): Promise<void> {
    await this.users.saveSecondFactor(userId, { twoFactorMethod: null, totpSecret: null, totpPendingSecret: null, totpLastStep: null });
    await this.users.replaceRecoveryCodes(userId, []);
    await this.audit.record({ action, entityType: this.entityType, entityId: userId });
  }

}

/** The second factor of staff logins (staff_user, second_factor_challenge, Settings → 'Sicherheit'). */
@Injectable()
export class SecondFactorService extends SecondFactorFlow<User> {
  readonly entityType = 'user';
  // A failed staff code names the staff member by id alone.
  readonly actorRole = undefined;

  constructor(
    users: UsersService,
    challenges: SecondFactorChallengeRepository,
    secretBox: SecretBox,
    mail: MailService,
    private readonly security: SecuritySettingsService,
    audit: AuditService,
    clock: Clock,
  ) {
    super(users, challenges, secretBox, mail, audit, clock);
  }

  protected async requiredForAll(): Promise<boolean> {
    return (await this.security.get()).requireTwoFactor;
  }

  actorOf(user: User) {
    return { userId: user.id, email: user.email, role: user.role };
  }
}

/** The QR code an authenticator app scans, as a data URL; qrcode is loaded only when someone enrols. */
async function qrCodeImage(otpauthUrl: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(otpauthUrl, { margin: 1, width: 240 });
}
