import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '@app/infrastructure';
import { AccessTokenClaims, AuthenticatedUser } from './authenticated-user';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      ignoreExpiration: false,
      algorithms: ['HS256'],
    });
  }

  validate(claims: AccessTokenClaims): AuthenticatedUser {
    return { id: claims.sub, email: claims.email, name: claims.name, isAdmin: claims.isAdmin };
  }
}
