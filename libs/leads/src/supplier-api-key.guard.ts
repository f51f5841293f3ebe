import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Leadsource } from '@app/leadsources';
import { LeadIntakeService } from './lead-intake.service';

type SupplierRequest = Request & { leadsource?: Leadsource };

/** Supplier calls authenticate with their lead source's key in `X-Api-Key` (checked before the body). */
@Injectable()
export class SupplierApiKeyGuard implements CanActivate {
  constructor(private readonly intake: LeadIntakeService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SupplierRequest>();
    request.leadsource = await this.intake.supplierFor(request.header('x-api-key'));
    return true;
  }
}

export const SupplierLeadsource = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<SupplierRequest>().leadsource!,
);
