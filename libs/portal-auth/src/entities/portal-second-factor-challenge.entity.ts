import { Entity, ManyToOne } from 'typeorm';
import { SecondFactorChallengeColumns } from '@app/auth';
import { PortalUser } from './portal-user.entity';

/** The step between a buyer user's correct password and a session: as second_factor_challenge for staff. */
@Entity('portal_second_factor_challenge')
export class PortalSecondFactorChallenge extends SecondFactorChallengeColumns {
  @ManyToOne(() => PortalUser, { onDelete: 'CASCADE', nullable: false })
  user: PortalUser;
}
