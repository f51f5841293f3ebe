import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityTarget } from 'typeorm';
import { AuditService, BUYER_ACTOR_ROLE } from '@app/audit';
import { ChallengeRow, SecondFactorChallengeRepository, SecondFactorFlow } from '@app/auth';
import { Clock, SecretBox } from '@app/infrastructure';
import { MailService } from '@app/mail';
import { PortalSecondFactorChallenge } from './entities/portal-second-factor-challenge.entity';
import { PortalUser } from './entities/portal-user.entity';
import { PortalUsersService } from './portal-users.service';

/** The buyer users' challenges: the staff repository on the portal's own table. */
@Injectable()
export class PortalChallengeRepository extends SecondFactorChallengeRepository {
  constructor(txHost: TransactionHost<TransactionalAdapterTypeOrm>) {
    super(txHost);
  }

  protected override get entity(): EntityTarget<ChallengeRow> {
    return PortalSecondFactorChallenge;
  }
}

/** The audit role of a buyer user: shown as 'Käufer', never to be confused with a staff member's id. */
export const BUYER_ROLE = BUYER_ACTOR_ROLE;

/** The staff second-factor flow for buyer users; no setting demands it of them, it is their choice. */
@Injectable()
export class PortalSecondFactorService extends SecondFactorFlow<PortalUser> {
  readonly entityType = 'portal-user';
  readonly actorRole = BUYER_ROLE;

  constructor(users: PortalUsersService, challenges: PortalChallengeRepository, secretBox: SecretBox, mail: MailService, audit: AuditService, clock: Clock) {
    super(users, challenges, secretBox, mail, audit, clock);
  }

  protected requiredForAll(): Promise<boolean> {
    return Promise.resolve(false);
  }

  actorOf(user: PortalUser) {
    return { userId: user.id, email: user.email, role: BUYER_ROLE };
  }
}
