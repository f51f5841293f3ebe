import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { EntityTarget, IsNull } from 'typeorm';
import { RenewToken } from './entities/renew-token.entity';

/** The columns the renew-token rotation uses; staff (renew_token) and buyer users (portal_renew_token) share them. */
export type RenewTokenRow = Pick<RenewToken, 'id' | 'familyId' | 'userId' | 'tokenHash' | 'expiresAt' | 'sessionEpoch' | 'rotatedAt' | 'revokedAt'>;

/** Staff renew tokens; the portal's subclass names its own table (its user ids are buyer users). */
@Injectable()
export class RenewTokenRepository extends TransactionalRepository {
  protected get entity(): EntityTarget<RenewTokenRow> {
    return RenewToken;
  }

  private get tokens() {
    return this.manager.getRepository(this.entity);
  }

  findByHash(tokenHash: string): Promise<RenewTokenRow | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  async insert(token: Pick<RenewTokenRow, 'familyId' | 'userId' | 'tokenHash' | 'expiresAt' | 'sessionEpoch'>): Promise<void> {
    await this.tokens.insert(token);
  }

  /** Marks the token used; false when someone else used or revoked it first. */
  async markRotated(id: string): Promise<boolean> {
    const result = await this.tokens.update({ id, rotatedAt: IsNull(), revokedAt: IsNull() }, { rotatedAt: new Date() });
    return (result.affected ?? 0) === 1;
  }

  /**
   * Whether the login `familyId` names is still open: one of its tokens is not revoked (logout and a reused
   * renew token revoke them all). The session's end is the access token's own expiry's business.
   */
  async familyOpen(familyId: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(familyId)) return false;
    return this.tokens.exists({ where: { familyId, revokedAt: IsNull() } });
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.tokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
