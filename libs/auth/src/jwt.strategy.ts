import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '@app/infrastructure';
import { UsersService } from '@app/users';
import { AccessTokenClaims, AuthenticatedUser } from './authenticated-user';

/**
 * Reads the bearer token and the user's current row: a deactivated user, or a token from before the
 * user's sessions were ended, is refused on its next request; the role is always the current one.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      ignoreExpiration: false,
      algorithms: ['HS256'],
    });
  }

  async validate(claims: AccessTokenClaims & { typ?: string; aud?: unknown }): Promise<AuthenticatedUser | false> {
    return (await authenticatedUser(this.users, claims)) ?? false;
  }
}

/** The caller behind valid access-token claims, or null when the token must not be honoured any more. */
export async function authenticatedUser(users: UsersService, claims: AccessTokenClaims & { typ?: string; aud?: unknown }): Promise<AuthenticatedUser | null> {
  // A second-factor challenge token is no session; a buyer's portal token (aud 'portal') is none on /api.
  if (claims.typ !== undefined || claims.aud !== undefined || typeof claims.sub !== 'number') return null;
  const user = await users.findById(claims.sub);
  if (!user || !user.active || user.sessionEpoch !== claims.ep) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    isAdmin: user.role === 'admin',
    setupOnly: claims.scope === 'setup' && user.twoFactorMethod === null,
  };
}
