import { CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Observable, tap } from 'rxjs';
import { DomainException, Metrics } from '@app/infrastructure';
import type { Leadsource } from '@app/leadsources';

/** Why a lead was not taken, as a short fixed code: the error's own code, else what its status says. */
export function rejectionReason(error: unknown): string {
  if (error instanceof DomainException) return error.code.toLowerCase();
  const status = error instanceof HttpException ? error.getStatus() : 500;
  if (status === 400) return 'invalid_request';
  if (status === 413) return 'too_large';
  return status >= 500 ? 'error' : `http_${status}`;
}

/**
 * Counts the intake routes' outcomes: a new lead (201) by source (the supplier's lead source id, or
 * `funnel`), a refusal by reason. A supplier's repeated `externalId` (200) is neither. Registered on the
 * controller, so it sees the throttle's and the validation's refusals as well as the service's.
 */
@Injectable()
export class LeadIntakeMetrics implements NestInterceptor {
  constructor(private readonly metrics: Metrics) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { leadsource?: Leadsource }>();
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      tap({
        next: () => {
          if (response.statusCode === 201) this.metrics.leadReceived(request.leadsource ? request.leadsource.id : 'funnel');
        },
        error: (error: unknown) => this.metrics.leadRejected(rejectionReason(error)),
      }),
    );
  }
}
