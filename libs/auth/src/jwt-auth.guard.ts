import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AuthException } from './auth.exception';
import { IS_PORTAL_ROUTE } from '@app/infrastructure';
import { IS_PUBLIC } from './public.decorator';

/**
 * Applied to every route: a valid staff access token, unless the route is marked @Public() or belongs to
 * the buyers' portal (@PortalRoute(), whose own guard demands a portal token instead).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) || this.reflector.getAllAndOverride<boolean>(IS_PORTAL_ROUTE, targets)) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    // A token that does not hold is a failure without an error; an error is the user's row that could not
    // be read (the database busy or away). A 401 for that would log staff out of the back office.
    if (error) throw error;
    if (!user) throw new AuthException('NOT_AUTHENTICATED', 'Nicht angemeldet oder Sitzung abgelaufen');
    return user;
  }
}
