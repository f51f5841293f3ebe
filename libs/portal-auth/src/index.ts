// The public surface of libs/portal-auth: buyer users, their login, and what the portal's other libs need.
export * from './portal-auth.module';
export type { BuyerPrincipal } from './buyer-principal';
export { PortalRoute, PortalPublic, CurrentBuyer } from './portal-route.decorator';
export { PortalAuthService } from './portal-auth.service';
export type { PortalSession } from './portal-auth.service';
export { PortalUsersService, PORTAL_INVITATION_HOURS } from './portal-users.service';
export { PortalAuthException } from './portal-auth.exception';
export { BUYER_ROLE } from './portal-second-factor.service';
export { PortalUser } from './entities/portal-user.entity';
export { PortalRecoveryCode } from './entities/portal-recovery-code.entity';
export { PortalRenewToken } from './entities/portal-renew-token.entity';
export { PortalSecondFactorChallenge } from './entities/portal-second-factor-challenge.entity';
