import type { StaffRole } from '@app/contract';

/** Who is calling, as read from a valid access token and the user's current row (request.user). */
export interface AuthenticatedUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  isAdmin: boolean;
  /**
   * The user must set up a second factor before anything else (the setting demands one and they have
   * none): only the enrolment routes answer.
   */
  setupOnly: boolean;
}

export interface AccessTokenClaims {
  sub: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The user's session epoch at issue: a raised epoch (deactivated, new password) refuses the token. */
  ep: number;
  scope?: 'setup';
  /** The login the token belongs to (set by the session flow): logging out ends it. */
  sid?: string;
}

/** The five-minute token between password and second factor: good only for sending and checking a code. */
export interface ChallengeTokenClaims {
  sub: number;
  cid: string;
  typ: '2fa';
}
