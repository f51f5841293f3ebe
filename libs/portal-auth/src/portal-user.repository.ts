import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionalRepository } from '@app/infrastructure';
import { Organisation } from '@app/organisations';
import { PortalRecoveryCode } from './entities/portal-recovery-code.entity';
import { PortalUser } from './entities/portal-user.entity';

export type PortalSecondFactorState = Pick<PortalUser, 'twoFactorMethod' | 'totpSecret' | 'totpPendingSecret' | 'totpLastStep'>;

@Injectable()
export class PortalUserRepository extends TransactionalRepository {
  private get users() {
    return this.manager.getRepository(PortalUser);
  }

  private get recoveryCodes() {
    return this.manager.getRepository(PortalRecoveryCode);
  }

  findById(id: number): Promise<PortalUser | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<PortalUser | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  findByInvitationHash(tokenHash: string): Promise<PortalUser | null> {
    return this.users.findOneBy({ invitationTokenHash: tokenHash });
  }

  /** The organisation's buyer users, oldest first. */
  listOfOrganisation(organisationId: number): Promise<PortalUser[]> {
    return this.users.find({ where: { organisationId }, order: { id: 'ASC' } });
  }

  /** Whether buyer users of the organisation may use the portal: it exists, is active and not deleted. */
  async organisationOpen(organisationId: number): Promise<boolean> {
    const organisation = await this.manager.getRepository(Organisation).findOne({ where: { id: organisationId }, select: { id: true, active: true, deleted: true } });
    return organisation !== null && organisation.active && !organisation.deleted;
  }

  /** The organisation unless deleted (staff may manage the buyer users of an inactive one). */
  findOrganisation(organisationId: number): Promise<Pick<Organisation, 'id' | 'name' | 'active'> | null> {
    return this.manager.getRepository(Organisation).findOne({ where: { id: organisationId, deleted: false }, select: { id: true, name: true, active: true } });
  }

  save(user: Partial<PortalUser>): Promise<PortalUser> {
    return this.users.save(this.users.create(user));
  }

  /** Null when the address was taken meanwhile (two invitations at once). */
  insertUnlessTaken(user: Partial<PortalUser>): Promise<PortalUser | null> {
    return this.unlessTaken('uq_portal_user_email', () => this.users.save(this.users.create(user)));
  }

  async update(id: number, patch: Partial<PortalUser>): Promise<void> {
    await this.users.update(id, patch);
  }

  /** Takes the invitation link: false when it was used meanwhile (two tabs, a double click). */
  async takeInvitation(id: number, tokenHash: string): Promise<boolean> {
    const result = await this.users.update({ id, invitationTokenHash: tokenHash }, { invitationTokenHash: null, invitationExpiresAt: null });
    return (result.affected ?? 0) === 1;
  }

  /** Takes a TOTP time step; false when it (or a later one) was used already: no code works twice. */
  async claimTotpStep(id: number, step: number): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update()
      .set({ totpLastStep: step })
      .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', { id, step })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
    await this.recoveryCodes.delete({ userId });
    if (codeHashes.length > 0) await this.recoveryCodes.insert(codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })));
  }

  async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
    const result = await this.recoveryCodes.update({ userId, codeHash, usedAt: IsNull() }, { usedAt: at });
    return (result.affected ?? 0) === 1;
  }

  countUnusedRecoveryCodes(userId: number): Promise<number> {
    return this.recoveryCodes.countBy({ userId, usedAt: IsNull() });
  }
}
