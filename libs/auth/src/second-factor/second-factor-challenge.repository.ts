import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionalRepository } from '@app/infrastructure';
import { SecondFactorChallenge } from '../entities/second-factor-challenge.entity';

@Injectable()
export class SecondFactorChallengeRepository extends TransactionalRepository {
  private get challenges() {
    return this.manager.getRepository(SecondFactorChallenge);
  }

  create(userId: number, expiresAt: Date): Promise<SecondFactorChallenge> {
    return this.challenges.save(this.challenges.create({ userId, expiresAt }));
  }

  /** The open challenge, locked for the check (two submissions of one code cannot both pass). */
  findOpenForUpdate(id: string): Promise<SecondFactorChallenge | null> {
    return this.challenges.findOne({ where: { id, endedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
  }

  async setEmailCode(id: string, codeHash: string, expiresAt: Date): Promise<void> {
    await this.challenges.update({ id }, { emailCodeHash: codeHash, emailCodeExpiresAt: expiresAt });
  }

  async countFailure(challenge: SecondFactorChallenge, endAt: Date | null): Promise<void> {
    await this.challenges.update({ id: challenge.id }, { failedAttempts: challenge.failedAttempts + 1, endedAt: endAt });
  }

  async end(id: string, at: Date): Promise<void> {
    await this.challenges.update({ id }, { endedAt: at, emailCodeHash: null });
  }
}
