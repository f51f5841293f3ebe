import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '@app/infrastructure';
import type { AccessTokenClaims, AuthenticatedUser } from './authenticated-user';
import { AuthService } from './auth.service';

/**
 * Reads the bearer token and the user's current row: a deactivated user, a token from before the user's
 * sessions were ended, or one of a login that was logged out is refused on its next request; the role is
 * always the current one.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      ignoreExpiration: false,
      algorithms: ['HS256'],
    });
  }

  async validate(claims: AccessTokenClaims & { typ?: string; aud?: unknown }): Promise<AuthenticatedUser | false> {
    return (await this.auth.userOfClaims(claims)) ?? false;
  }
}
