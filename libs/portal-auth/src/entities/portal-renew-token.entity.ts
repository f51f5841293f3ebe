import { Entity, Index, ManyToOne } from 'typeorm';
import { RenewTokenColumns } from '@app/auth';
import { PortalUser } from './portal-user.entity';

/** A renew token of a buyer user's session: the same rotation and reuse detection as renew_token for staff. */
@Entity('portal_renew_token')
@Index('ix_portal_renew_token_family', ['familyId'])
@Index('uq_portal_renew_token_hash', ['tokenHash'], { unique: true })
export class PortalRenewToken extends RenewTokenColumns {
  @ManyToOne(() => PortalUser, { onDelete: 'CASCADE', nullable: false })
  user: PortalUser;
}
