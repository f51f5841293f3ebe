import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionalRepository } from '@app/infrastructure';
import { StaffPasswordToken } from './entities/staff-password-token.entity';

@Injectable()
export class StaffPasswordTokenRepository extends TransactionalRepository {
  private get tokens() {
    return this.manager.getRepository(StaffPasswordToken);
  }

  findByHash(tokenHash: string): Promise<StaffPasswordToken | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  /** A new link for the user; earlier links stop working. */
  async replaceForUser(userId: number, token: Pick<StaffPasswordToken, 'tokenHash' | 'expiresAt'>): Promise<void> {
    await this.tokens.delete({ userId, usedAt: IsNull() });
    await this.tokens.insert({ ...token, userId });
  }

  /** False when the link was used meanwhile (two tabs, a double click). */
  async markUsed(id: string, at: Date): Promise<boolean> {
    const result = await this.tokens.update({ id, usedAt: IsNull() }, { usedAt: at });
    return (result.affected ?? 0) === 1;
  }
}
