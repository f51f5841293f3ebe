import { Injectable } from '@nestjs/common';
import { EntityTarget, IsNull, MoreThan, Not } from 'typeorm';
import { TransactionalRepository } from '@app/infrastructure';
import { SecondFactorChallenge } from '../entities/second-factor-challenge.entity';

/** The columns a second-factor challenge has; staff and buyer users keep theirs in tables of their own. */
export type ChallengeRow = Pick<SecondFactorChallenge, 'id' | 'userId' | 'expiresAt' | 'failedAttempts' | 'emailCodeHash' | 'emailCodeExpiresAt' | 'endedAt'>;

/** Staff challenges; the portal's subclass names its own table. */
@Injectable()
export class SecondFactorChallengeRepository extends TransactionalRepository {
  protected get entity(): EntityTarget<ChallengeRow> {
    return SecondFactorChallenge;
  }

  private get challenges() {
    return this.manager.getRepository(this.entity);
  }

  create(userId: number, expiresAt: Date): Promise<ChallengeRow> {
    return this.challenges.save(this.challenges.create({ userId, expiresAt }));
  }

  /** The open challenge, locked for the check (two submissions of one code cannot both pass). */
  findOpenForUpdate(id: string): Promise<ChallengeRow | null> {
    return this.challenges.findOne({ where: { id, endedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
  }

  /** The account's newest open challenge that carries a mailed code still valid at `now`, locked for the check. */
  findNewestWithEmailCodeForUpdate(userId: number, now: Date): Promise<ChallengeRow | null> {
    return this.challenges.findOne({
      where: { userId, endedAt: IsNull(), emailCodeHash: Not(IsNull()), emailCodeExpiresAt: MoreThan(now) },
      order: { emailCodeExpiresAt: 'DESC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async setEmailCode(id: string, codeHash: string, expiresAt: Date): Promise<void> {
    await this.challenges.update({ id }, { emailCodeHash: codeHash, emailCodeExpiresAt: expiresAt });
  }

  /** Wrong codes the account typed in its challenges of the last `minutes` (the database's clock). */
  async failuresSince(userId: number, minutes: number): Promise<number> {
    const row = await this.challenges
      .createQueryBuilder('challenge')
      .select('coalesce(sum(challenge.failedAttempts), 0)::int', 'failures')
      .where('challenge.userId = :userId', { userId })
      .andWhere(`challenge.createdAt > now() - make_interval(mins => :minutes)`, { minutes })
      .getRawOne<{ failures: number }>();
    return Number(row?.failures ?? 0);
  }

  async countFailure(challenge: ChallengeRow, endAt: Date | null): Promise<void> {
    await this.challenges.update({ id: challenge.id }, { failedAttempts: challenge.failedAttempts + 1, endedAt: endAt });
  }

  async end(id: string, at: Date): Promise<void> {
    await this.challenges.update({ id }, { endedAt: at, emailCodeHash: null });
  }
}
