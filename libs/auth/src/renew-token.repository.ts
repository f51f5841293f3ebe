import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { IsNull } from 'typeorm';
import { RenewToken } from './entities/renew-token.entity';

@Injectable()
export class RenewTokenRepository extends TransactionalRepository {
  private get tokens() {
    return this.manager.getRepository(RenewToken);
  }

  findByHash(tokenHash: string): Promise<RenewToken | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  async insert(token: Pick<RenewToken, 'familyId' | 'userId' | 'tokenHash' | 'expiresAt' | 'sessionEpoch'>): Promise<void> {
    await this.tokens.insert(token);
  }

  /** Marks the token used; false when someone else used or revoked it first. */
  async markRotated(id: string): Promise<boolean> {
    const result = await this.tokens.update({ id, rotatedAt: IsNull(), revokedAt: IsNull() }, { rotatedAt: new Date() });
    return (result.affected ?? 0) === 1;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.tokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
