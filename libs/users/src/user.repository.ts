import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionalRepository } from '@app/infrastructure';
import type { ListQuery } from '@app/contract';
import type { UserSortField } from './dto/list-users.query';
import { StaffRecoveryCode } from './entities/staff-recovery-code.entity';
import { User } from './entities/user.entity';

export type SecondFactorState = Pick<User, 'twoFactorMethod' | 'totpSecret' | 'totpPendingSecret' | 'totpLastStep'>;

/** The key of the transaction-scoped advisory lock under which the first user is created. */
const FIRST_USER_LOCK_KEY = 724_311_019;

@Injectable()
export class UserRepository extends TransactionalRepository {
  private get users() {
    return this.manager.getRepository(User);
  }

  private get recoveryCodes() {
    return this.manager.getRepository(StaffRecoveryCode);
  }

  async list(query: ListQuery<UserSortField>): Promise<{ rows: User[]; total: number }> {
    const [rows, total] = await this.users.findAndCount({
      // The id last, so equal names or flags page in a stable order.
      order: { [query.sort.field]: query.sort.order, ...(query.sort.field === 'id' ? {} : { id: 'ASC' }) },
      skip: query.offset,
      take: query.limit,
    });
    return { rows, total };
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /**
   * Held until the transaction ends: API processes starting at the same moment on a new database each find
   * no user; under this lock the second one looks again only after the first has stored its administrator.
   */
  async lockFirstUser(): Promise<void> {
    await this.manager.query('SELECT pg_advisory_xact_lock($1)', [FIRST_USER_LOCK_KEY]);
  }

  countActiveAdmins(): Promise<number> {
    return this.users.countBy({ role: 'admin', active: true });
  }

  async activeAdminEmails(): Promise<string[]> {
    return (await this.users.find({ where: { role: 'admin', active: true }, select: { email: true }, order: { id: 'ASC' } })).map((user) => user.email);
  }

  save(user: Partial<User>): Promise<User> {
    return this.users.save(this.users.create(user));
  }

  async update(id: number, patch: Partial<User>): Promise<void> {
    await this.users.update(id, patch);
  }

  /** Takes a TOTP time step for the user; false when it (or a later one) was used already: no code works twice. */
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

  /** Uses one recovery code; false when it is unknown or was used. */
  async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
    const result = await this.recoveryCodes.update({ userId, codeHash, usedAt: IsNull() }, { usedAt: at });
    return (result.affected ?? 0) === 1;
  }

  countUnusedRecoveryCodes(userId: number): Promise<number> {
    return this.recoveryCodes.countBy({ userId, usedAt: IsNull() });
  }
}
