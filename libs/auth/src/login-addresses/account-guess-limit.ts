import { CallHandler, ExecutionContext, Injectable, NestInterceptor, Type } from '@nestjs/common';
import type { Request } from 'express';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import { byIp, RateLimiter, RateLimitException, RateLimitPolicy } from '@app/infrastructure';
import { AuthException } from '../auth.exception';
import { AccountKind, KNOWN_ADDRESS_DAYS, LoginAddresses } from './login-addresses';

/** Wrong passwords per account and hour from addresses the account never logged in from. */
export const ACCOUNT_GUESSES_PER_HOUR = 20;

const guessPolicy = (kind: AccountKind): RateLimitPolicy => ({
  name: `${kind}-login-account-1h`,
  limit: ACCOUNT_GUESSES_PER_HOUR,
  windowMs: 60 * 60_000,
  key: () => '',
  message: `Zu viele falsche Passwörter für dieses Konto. Bitte versuchen Sie es in einer Stunde erneut; von einem Anschluss, über den Sie sich in den letzten ${KNOWN_ADDRESS_DAYS} Tagen angemeldet haben, geht es sofort.`,
  code: 'TOO_MANY_ATTEMPTS',
});

const wrongPassword = (error: unknown) => error instanceof AuthException && error.code === 'INVALID_CREDENTIALS';

/**
 * Password guesses per account across all addresses: at most ACCOUNT_GUESSES_PER_HOUR wrong passwords an
 * hour, however the guesser changes address (the per-address throttles count an account and address
 * together, so rotating X-Forwarded-For behind a proxy went unlimited). The account's owner is not locked out:
 * from an address the account logged in from within KNOWN_ADDRESS_DAYS these guesses neither count nor block.
 */
export function accountGuessLimit(kind: AccountKind): Type<NestInterceptor> {
  const policy = guessPolicy(kind);

  @Injectable()
  class AccountGuessLimit implements NestInterceptor {
    constructor(
      private readonly limiter: RateLimiter,
      private readonly addresses: LoginAddresses,
    ) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<Request>();
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (typeof email !== 'string' || email.trim() === '') return next.handle();
      if (await this.addresses.known(kind, email, byIp(request))) return next.handle();
      // Counted by the account's keyed hash: the store (Redis) holds no login address.
      const key = this.addresses.hash(kind, 'account', email);
      const result = await this.limiter.check(policy, key);
      if (!result.allowed) throw new RateLimitException(policy, result.retryAfterSeconds);
      return next.handle().pipe(
        catchError((error: unknown) => {
          if (!wrongPassword(error)) return throwError(() => error);
          return from(this.limiter.countFailure(policy, key)).pipe(mergeMap(() => throwError(() => error)));
        }),
      );
    }
  }
  return AccountGuessLimit;
}

export const StaffAccountGuessLimit = accountGuessLimit('staff');
export const PortalAccountGuessLimit = accountGuessLimit('portal');
