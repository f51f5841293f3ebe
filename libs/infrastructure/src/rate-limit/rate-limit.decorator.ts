import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import { DomainException } from '../errors/domain.exception';
import { RateLimiter, RateLimitPolicy } from './rate-limiter';

const RATE_LIMITS = 'rate-limits';

/** 429 with the policy's German message and code; the exception filter adds Retry-After. */
export class RateLimitException extends DomainException {
  constructor(policy: RateLimitPolicy, retryAfterSeconds: number) {
    super(policy.code, policy.message, 429, { retryAfterSeconds });
  }
}

/** Counts the request by its IP address (Express's `request.ip`, which honours the trusted proxies). */
export const byIp = (request: Request): string => request.ip ?? '';

/**
 * Throttles a handler by the given policies, checked in order. An interceptor rather than a guard: it
 * runs after the route's guards (so a policy may count by what a guard found, e.g. the supplier's lead
 * source) and sees the handler's outcome, which policies that count only failures need.
 */
export function RateLimit(...policies: RateLimitPolicy[]): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(RATE_LIMITS, policies), UseInterceptors(RateLimitInterceptor));
}

@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const policies = this.reflector.getAllAndOverride<RateLimitPolicy[] | undefined>(RATE_LIMITS, [context.getHandler(), context.getClass()]) ?? [];
    const request = context.switchToHttp().getRequest<Request>();
    const counted = policies.map((policy) => ({ policy, key: policy.key(request) }));
    for (const { policy, key } of counted) {
      const result = policy.countsFailure ? await this.limiter.check(policy, key) : await this.limiter.consume(policy, key);
      if (!result.allowed) throw new RateLimitException(policy, result.retryAfterSeconds);
    }
    const onFailure = counted.filter(({ policy }) => policy.countsFailure);
    const onSuccess = counted.filter(({ policy }) => policy.resetOnSuccess);
    if (onFailure.length === 0 && onSuccess.length === 0) return next.handle();
    return next.handle().pipe(
      mergeMap(async (value) => {
        await Promise.all(onSuccess.map(({ policy, key }) => this.limiter.reset(policy, key)));
        return value;
      }),
      catchError((error: unknown) => {
        const failures = onFailure.filter(({ policy }) => policy.countsFailure!(error));
        return from(Promise.all(failures.map(({ policy, key }) => this.limiter.countFailure(policy, key)))).pipe(
          mergeMap(() => throwError(() => error)),
        );
      }),
    );
  }
}
