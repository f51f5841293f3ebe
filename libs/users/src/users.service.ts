import { Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { AppConfig, Clock, Transactional } from '@app/infrastructure';
import { isStaffRole, STAFF_ROLE_NAMES, type ListQuery, type StaffRole } from '@app/contract';
import { MailService } from '@app/mail';
import type { UserSortField } from './dto/list-users.query';
import { User } from './entities/user.entity';
import { invitationMail, type Invited } from './invitation-mail';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './password-hasher';
import { passwordWeakness } from './password-policy';
import { StaffPasswordTokenRepository } from './staff-password-token.repository';
import { SecondFactorState, UserRepository } from './user.repository';
import { UsersException } from './users.exception';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$|^[^\s@]+@localhost$/;
/** How long an invitation link works. */
export const PASSWORD_LINK_HOURS = 72;

export interface UserInput {
  email: string;
  password: string;
  name?: string;
  role?: StaffRole;
}

export interface Invitation {
  email: string;
  name: string;
  role: StaffRole;
}

export interface UserChange {
  name?: string;
  role?: StaffRole;
  active?: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const normalEmail = (email: string) => email.trim().toLowerCase();

/** Staff accounts: who may log in, with which role, and the password they chose. */
@Injectable()
export class UsersService {
  private readonly logger = new Logger('Users');

  constructor(
    private readonly users: UserRepository,
    private readonly passwordTokens: StaffPasswordTokenRepository,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  list(query: ListQuery<UserSortField>): Promise<{ rows: User[]; total: number }> {
    return this.users.list(query);
  }

  findById(id: number): Promise<User | null> {
    return this.users.findById(id);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(email);
  }

  /** Who hears of problems when Settings → 'Benachrichtigungen' names nobody: every active administrator. */
  activeAdminEmails(): Promise<string[]> {
    return this.users.activeAdminEmails();
  }

  async get(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new UsersException('USER_NOT_FOUND', `Einen Mitarbeiter mit der Id ${id} gibt es nicht.`);
    return user;
  }

  /** The user when the password is right and the account may log in; null otherwise (same time either way). */
  async checkPassword(email: string, password: string): Promise<User | null> {
    const user = await this.users.findByEmail(normalEmail(email));
    const valid = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    return user && valid && user.active ? user : null;
  }

  /** Creates the user, or sets a new password (and name/role when given) for an existing e-mail (CLI, tests). */
  @Transactional()
  async createOrUpdate(input: UserInput): Promise<{ user: User; created: boolean }> {
    const email = this.validEmail(input.email);
    const existing = await this.users.findByEmail(email);
    const name = input.name ?? existing?.name ?? email.split('@')[0];
    this.requireStrong(input.password, [email, name]);
    const user = await this.users.save({
      ...(existing ?? {}),
      email,
      name,
      role: input.role ?? existing?.role ?? 'sales',
      active: true,
      passwordHash: await hashPassword(input.password),
      sessionEpoch: existing ? existing.sessionEpoch + 1 : 0,
    });
    return { user, created: !existing };
  }

  /**
   * A new staff account without a password: the invitation mail's link lets the person choose one. Without an
   * SMTP server the mail cannot reach the person: then the answer carries the link, for the inviting admin to
   * hand on (the Postausgang never shows it).
   */
  @Transactional()
  async invite(invitation: Invitation): Promise<Invited<User>> {
    const email = this.validEmail(invitation.email);
    const name = invitation.name?.trim();
    if (!name) throw new UsersException('INVALID_INPUT', 'Bitte einen Namen angeben.');
    if (!isStaffRole(invitation.role)) throw new UsersException('INVALID_INPUT', 'Unbekannte Rolle.');
    if (await this.users.findByEmail(email)) {
      throw new UsersException('EMAIL_TAKEN', 'Für diese E-Mail-Adresse gibt es schon ein Konto.');
    }
    const user = await this.users.save({ email, name, role: invitation.role, passwordHash: null, active: true });
    return { user, invitationLink: await this.sendPasswordLink(user) };
  }

  /** Sends a new invitation link (the old ones stop working), e.g. when the first one expired; the link as with `invite`. */
  @Transactional()
  async reinvite(id: number): Promise<Invited<User>> {
    const user = await this.get(id);
    return { user, invitationLink: await this.sendPasswordLink(user) };
  }

  @Transactional()
  async update(id: number, change: UserChange, actingUserId: number): Promise<User> {
    const user = await this.get(id);
    if (change.role !== undefined && !isStaffRole(change.role)) throw new UsersException('INVALID_INPUT', 'Unbekannte Rolle.');
    const name = change.name?.trim();
    if (change.name !== undefined && !name) throw new UsersException('INVALID_INPUT', 'Der Name darf nicht leer sein.');
    if (id === actingUserId && change.active === false) {
      throw new UsersException('SELF_CHANGE', 'Sie können Ihr eigenes Konto nicht deaktivieren.');
    }
    const staysAdmin = (change.role ?? user.role) === 'admin' && (change.active ?? user.active);
    if (user.role === 'admin' && user.active && !staysAdmin && (await this.users.countActiveAdmins()) <= 1) {
      throw new UsersException('LAST_ADMIN', 'Es muss mindestens ein aktiver Administrator bleiben.');
    }
    const deactivated = user.active && change.active === false;
    return this.users.save({
      ...user,
      name: name ?? user.name,
      role: change.role ?? user.role,
      active: change.active ?? user.active,
      // Deactivating ends every session at once: tokens carry the epoch they were issued under.
      sessionEpoch: deactivated ? user.sessionEpoch + 1 : user.sessionEpoch,
    });
  }

  /** Sets the password chosen through an invitation or reset link; the link works once, for 72 hours. */
  @Transactional()
  async setPasswordWithToken(token: string, password: string): Promise<User> {
    const invalid = () => new UsersException('INVALID_TOKEN', 'Dieser Link ist ungültig oder abgelaufen. Bitte lassen Sie sich einen neuen schicken.');
    const stored = typeof token === 'string' && token ? await this.passwordTokens.findByHash(sha256(token)) : null;
    if (!stored || stored.usedAt || stored.expiresAt.getTime() <= this.clock.now().getTime()) throw invalid();
    const user = await this.users.findById(stored.userId);
    if (!user || !user.active) throw invalid();
    this.requireStrong(password, [user.email, user.name]);
    if (!(await this.passwordTokens.markUsed(stored.id, this.clock.now()))) throw invalid();
    return this.users.save({ ...user, passwordHash: await hashPassword(password), sessionEpoch: user.sessionEpoch + 1 });
  }

  /** The user's own new password; every other session of theirs ends. */
  @Transactional()
  async changePassword(id: number, currentPassword: string, newPassword: string): Promise<User> {
    const user = await this.get(id);
    if (!(await verifyPassword(currentPassword ?? '', user.passwordHash ?? UNKNOWN_USER_HASH))) {
      throw new UsersException('WRONG_PASSWORD', 'Das bisherige Passwort ist falsch.');
    }
    this.requireStrong(newPassword, [user.email, user.name]);
    return this.users.save({ ...user, passwordHash: await hashPassword(newPassword), sessionEpoch: user.sessionEpoch + 1 });
  }

  /** The second-factor fields (the auth lib decides what goes in them). */
  async saveSecondFactor(id: number, state: Partial<SecondFactorState>): Promise<void> {
    await this.users.update(id, state);
  }

  claimTotpStep(id: number, step: number): Promise<boolean> {
    return this.users.claimTotpStep(id, step);
  }

  replaceRecoveryCodes(id: number, codeHashes: string[]): Promise<void> {
    return this.users.replaceRecoveryCodes(id, codeHashes);
  }

  useRecoveryCode(id: number, codeHash: string): Promise<boolean> {
    return this.users.useRecoveryCode(id, codeHash, this.clock.now());
  }

  countUnusedRecoveryCodes(id: number): Promise<number> {
    return this.users.countUnusedRecoveryCodes(id);
  }

  async recordLogin(id: number): Promise<void> {
    await this.users.update(id, { lastLoginAt: this.clock.now() });
  }

  /**
   * On the very first start there is nobody to log in: create the configured admin, or
   * admin@localhost with a random password that is printed exactly once. Several processes may start at
   * once (replicas): one transaction at a time looks and creates, so the others find it.
   */
  @Transactional()
  async ensureFirstAdmin(config: AppConfig): Promise<{ email: string; password?: string } | null> {
    await this.users.lockFirstUser();
    if ((await this.users.count()) > 0) return null;
    const email = config.ADMIN_EMAIL ?? 'admin@localhost';
    const generated = config.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
    let user: User;
    try {
      ({ user } = await this.createOrUpdate({ email, password: config.ADMIN_PASSWORD ?? generated!, name: 'Administrator', role: 'admin' }));
    } catch (error) {
      if (error instanceof UsersException && config.ADMIN_PASSWORD) {
        throw new UsersException('WEAK_PASSWORD', `ADMIN_PASSWORD: ${error.message}`);
      }
      throw error;
    }
    this.logger.log(`Erster Benutzer angelegt (Id ${user.id})`);
    return { email, password: generated };
  }

  /** Writes the mail with a new password link; answers the link when no SMTP server can send the mail. */
  private async sendPasswordLink(user: User): Promise<string | null> {
    const token = randomBytes(32).toString('base64url');
    await this.passwordTokens.replaceForUser(user.id, {
      tokenHash: sha256(token),
      expiresAt: new Date(this.clock.now().getTime() + PASSWORD_LINK_HOURS * 3600_000),
    });
    const link = `${this.config.publicBaseUrl}/login/set-password?token=${encodeURIComponent(token)}`;
    await this.mail.queue({ ...invitationMail({ name: user.name, role: STAFF_ROLE_NAMES[user.role], link, hours: PASSWORD_LINK_HOURS }), recipient: user.email });
    return this.mail.smtpConfigured ? null : link;
  }

  private validEmail(raw: string): string {
    const email = normalEmail(typeof raw === 'string' ? raw : '');
    if (!EMAIL_PATTERN.test(email) || email.length > 254) throw new UsersException('INVALID_EMAIL', 'Bitte eine gültige E-Mail-Adresse angeben.');
    return email;
  }

  private requireStrong(password: string, personal: string[]): void {
    const weakness = passwordWeakness(typeof password === 'string' ? password : '', personal);
    if (weakness) throw new UsersException('WEAK_PASSWORD', weakness);
  }
}
