/** Who is calling, as read from a valid access token (request.user). */
export interface AuthenticatedUser {
  id: number;
  email: string;
  name: string;
  isAdmin: boolean;
}

export interface AccessTokenClaims {
  sub: number;
  email: string;
  name: string;
  isAdmin: boolean;
}
