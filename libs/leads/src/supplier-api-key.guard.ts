import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Metrics } from '@app/infrastructure';
import { Leadsource } from '@app/leadsources';
import { LeadIntakeService } from './lead-intake.service';
import { rejectionReason } from './lead-intake.metrics';

type SupplierRequest = Request & { leadsource?: Leadsource };

/** Supplier calls authenticate with their lead source's key in `X-Api-Key` (checked before the body). */
@Injectable()
export class SupplierApiKeyGuard implements CanActivate {
  constructor(
    private readonly intake: LeadIntakeService,
    private readonly metrics: Metrics,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SupplierRequest>();
    // A refused key is a refused lead too (a supplier with an old key loses leads): counted before the interceptors run.
    request.leadsource = await this.intake.supplierFor(request.header('x-api-key')).catch((error: unknown) => {
      this.metrics.leadRejected(rejectionReason(error));
      throw error;
    });
    return true;
  }
}

export const SupplierLeadsource = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<SupplierRequest>().leadsource!,
);
