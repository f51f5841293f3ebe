import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { AuditService } from '@app/audit';
import type { SecondFactorAccounts } from '@app/auth';
import { AppConfig, Clock, Transactional } from '@app/infrastructure';
import { MailService } from '@app/mail';
import { hashPassword, passwordWeakness, UNKNOWN_USER_HASH, verifyPassword, type Invited } from '@app/users';
import { PortalUser } from './entities/portal-user.entity';
import { portalInvitationMail } from './portal-mails';
import { PortalAuthException } from './portal-auth.exception';
import { PortalSecondFactorState, PortalUserRepository } from './portal-user.repository';

/** How long an invitation link works (as for staff). */
export const PORTAL_INVITATION_HOURS = 72;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const normalEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/** What the audit trail keeps of a buyer user: never the password hash, the invitation token or a secret. */
const auditView = (user: PortalUser) => ({ organisationId: user.organisationId, email: user.email, name: user.name, active: user.active });

export interface PortalUserInput {
  email: string;
  name: string;
}

/**
 * The buyer users of the portal: invited by staff or by a colleague of the same organisation, a password
 * from the invitation link (the staff password rules), deactivated by staff. Also the account store the
 * shared second-factor flow (libs/auth) reads and writes for buyer users.
 */
@Injectable()
export class PortalUsersService implements SecondFactorAccounts<PortalUser> {
  constructor(
    private readonly users: PortalUserRepository,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  findById(id: number): Promise<PortalUser | null> {
    return this.users.findById(id);
  }

  async get(id: number): Promise<PortalUser> {
    const user = await this.users.findById(id);
    if (!user) throw notFound(id);
    return user;
  }

  /** The organisation's buyer users; 404 for an unknown or deleted organisation. */
  async listOfOrganisation(organisationId: number): Promise<PortalUser[]> {
    await this.organisation(organisationId);
    return this.users.listOfOrganisation(organisationId);
  }

  /**
   * A new buyer user without a password; the invitation mail's link lets the person choose one. Without an SMTP
   * server the answer carries the link, once, for whoever invited to hand on.
   */
  @Transactional()
  async invite(organisationId: number, input: PortalUserInput): Promise<Invited<PortalUser>> {
    const organisation = await this.organisation(organisationId);
    const email = validEmail(input.email);
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name) throw new PortalAuthException('INVALID_INPUT', 'Bitte einen Namen angeben.');
    if (await this.users.findByEmail(email)) throw emailTaken();
    const user = await this.users.insertUnlessTaken({ organisationId, email, name, passwordHash: null, active: true });
    if (!user) throw emailTaken();
    const invitationLink = await this.sendInvitation(user, organisation.name);
    await this.audit.noteChange('portal-user', user.id, null, auditView(user));
    return { user: (await this.users.findById(user.id)) ?? user, invitationLink };
  }

  /** A new invitation link (earlier ones stop working), e.g. when the first one expired; the link as with `invite`. */
  @Transactional()
  async reinvite(organisationId: number, userId: number): Promise<Invited<PortalUser>> {
    const organisation = await this.organisation(organisationId);
    const user = await this.ofOrganisation(organisationId, userId);
    const invitationLink = await this.sendInvitation(user, organisation.name);
    return { user: (await this.users.findById(user.id)) ?? user, invitationLink };
  }

  /** Deactivating ends every session of the buyer user at once (its session epoch is raised). */
  @Transactional()
  async setActive(organisationId: number, userId: number, active: boolean): Promise<PortalUser> {
    await this.organisation(organisationId);
    const user = await this.ofOrganisation(organisationId, userId);
    const deactivated = user.active && !active;
    const saved = await this.users.save({ ...user, active, sessionEpoch: deactivated ? user.sessionEpoch + 1 : user.sessionEpoch });
    await this.audit.noteChange('portal-user', user.id, auditView(user), auditView(saved));
    return saved;
  }

  /** Sets the password chosen through the invitation link; the link works once, for 72 hours. */
  @Transactional()
  async setPasswordWithToken(token: string, password: string): Promise<PortalUser> {
    const invalid = () => new PortalAuthException('INVALID_TOKEN', 'Dieser Link ist ungültig oder abgelaufen. Bitte lassen Sie sich einen neuen schicken.');
    const tokenHash = typeof token === 'string' && token ? sha256(token) : null;
    const user = tokenHash ? await this.users.findByInvitationHash(tokenHash) : null;
    if (!user || !tokenHash || !user.active || !user.invitationExpiresAt || user.invitationExpiresAt.getTime() <= this.clock.now().getTime()) throw invalid();
    // Staff may invite before they activate the organisation: the password can be chosen, the login waits.
    if (!(await this.users.findOrganisation(user.organisationId))) throw invalid();
    requireStrong(password, [user.email, user.name]);
    if (!(await this.users.takeInvitation(user.id, tokenHash))) throw invalid();
    return this.users.save({ ...user, invitationTokenHash: null, invitationExpiresAt: null, passwordHash: await hashPassword(password), sessionEpoch: user.sessionEpoch + 1 });
  }

  /** The buyer user when the password is right and it may log in (active, its organisation active and not deleted). */
  async checkPassword(email: string, password: string): Promise<PortalUser | null> {
    const user = await this.users.findByEmail(normalEmail(email));
    // Compared against a dummy hash when the address is unknown, so both cases take the same time.
    const valid = await verifyPassword(typeof password === 'string' ? password : '', user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !valid || !user.active || !user.passwordHash) return null;
    return (await this.users.organisationOpen(user.organisationId)) ? user : null;
  }

  /** Whether the buyer user may be served now: active, the session epoch unchanged, the organisation open. */
  async mayServe(user: PortalUser, sessionEpoch: number): Promise<boolean> {
    return user.active && user.sessionEpoch === sessionEpoch && (await this.users.organisationOpen(user.organisationId));
  }

  /** The buyer user's own new password; every other session of theirs ends. */
  @Transactional()
  async changePassword(id: number, currentPassword: string, newPassword: string): Promise<PortalUser> {
    const user = await this.get(id);
    if (!(await verifyPassword(typeof currentPassword === 'string' ? currentPassword : '', user.passwordHash ?? UNKNOWN_USER_HASH))) {
      throw new PortalAuthException('WRONG_PASSWORD', 'Das bisherige Passwort ist falsch.');
    }
    requireStrong(newPassword, [user.email, user.name]);
    return this.users.save({ ...user, passwordHash: await hashPassword(newPassword), sessionEpoch: user.sessionEpoch + 1 });
  }

  async recordLogin(id: number): Promise<void> {
    await this.users.update(id, { lastLoginAt: this.clock.now() });
  }

  /**
   * A buyer user with a password at once, no invitation (the demo seed and tests); an existing address
   * gets the new password, name and organisation, and its sessions end.
   */
  @Transactional()
  async createOrUpdate(input: PortalUserInput & { organisationId: number; password: string }): Promise<PortalUser> {
    await this.organisation(input.organisationId);
    const email = validEmail(input.email);
    const name = input.name.trim();
    requireStrong(input.password, [email, name]);
    const existing = await this.users.findByEmail(email);
    return this.users.save({
      ...(existing ?? {}),
      organisationId: input.organisationId,
      email,
      name,
      active: true,
      passwordHash: await hashPassword(input.password),
      invitationTokenHash: null,
      invitationExpiresAt: null,
      sessionEpoch: existing ? existing.sessionEpoch + 1 : 0,
    });
  }

  async saveSecondFactor(id: number, state: Partial<PortalSecondFactorState>): Promise<void> {
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

  private async organisation(id: number) {
    const organisation = await this.users.findOrganisation(id);
    if (!organisation) throw new PortalAuthException('ORGANISATION_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`);
    return organisation;
  }

  /** A buyer user of exactly this organisation: another organisation's user is unknown here (404). */
  private async ofOrganisation(organisationId: number, userId: number): Promise<PortalUser> {
    const user = await this.users.findById(userId);
    if (!user || user.organisationId !== organisationId) throw notFound(userId);
    return user;
  }

  /** Writes the invitation mail with a new link; answers the link when no SMTP server can send the mail. */
  private async sendInvitation(user: PortalUser, organisationName: string): Promise<string | null> {
    const token = randomBytes(32).toString('base64url');
    await this.users.update(user.id, {
      invitationTokenHash: sha256(token),
      invitationExpiresAt: new Date(this.clock.now().getTime() + PORTAL_INVITATION_HOURS * 3600_000),
    });
    const link = `${this.config.publicBaseUrl}/portal/set-password?token=${encodeURIComponent(token)}`;
    await this.mail.queue({
      ...portalInvitationMail({ name: user.name, organisation: organisationName, link, hours: PORTAL_INVITATION_HOURS }),
      recipient: user.email,
    });
    return this.mail.smtpConfigured ? null : link;
  }
}

const notFound = (id: number | string) => new PortalAuthException('PORTAL_USER_NOT_FOUND', `Einen Benutzer des Käuferportals mit der Id ${id} gibt es nicht.`);
const emailTaken = () => new PortalAuthException('EMAIL_TAKEN', 'Für diese E-Mail-Adresse gibt es schon einen Zugang zum Käuferportal.');

function validEmail(raw: unknown): string {
  const email = normalEmail(raw);
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw new PortalAuthException('INVALID_EMAIL', 'Bitte eine gültige E-Mail-Adresse angeben.');
  return email;
}

function requireStrong(password: unknown, personal: string[]): void {
  const weakness = passwordWeakness(typeof password === 'string' ? password : '', personal);
  if (weakness) throw new PortalAuthException('WEAK_PASSWORD', weakness);
}
