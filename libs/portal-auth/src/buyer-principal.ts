/** The logged-in buyer user on a `/portal-api` request (what `@CurrentBuyer()` yields). */
export interface BuyerPrincipal {
  userId: number;
  organisationId: number;
  email: string;
  name: string;
}

/** The audience of a portal access token; staff tokens carry none and are refused on the portal. */
export const PORTAL_AUDIENCE = 'portal';

/** The claims of a portal access token (15 minutes, HS256, the same secret as staff tokens, told apart by `aud` and `typ`). */
export interface PortalAccessClaims {
  sub: number;
  org: number;
  email: string;
  name: string;
  /** The buyer user's session epoch at issue: a raised epoch (deactivated, new password) refuses the token. */
  ep: number;
  typ: 'portal';
  aud: typeof PORTAL_AUDIENCE;
  /** The login the token belongs to (set by the session flow): logging out ends it. */
  sid?: string;
}

/** The five-minute token between password and second factor of a buyer user. */
export interface PortalChallengeClaims {
  sub: number;
  cid: string;
  typ: 'portal-2fa';
  aud: typeof PORTAL_AUDIENCE;
}
