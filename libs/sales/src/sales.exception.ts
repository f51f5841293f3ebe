import { DomainException } from '@app/infrastructure';

const STATUS = { LEAD_NOT_FOUND: 404, NOT_ELIGIBLE: 400, DELIVERY_NOT_FOUND: 404, NOT_RETRYABLE: 400, SALE_NOT_FOUND: 404, NOT_CONFIRMED: 409, DO_NOT_CONTACT: 409, NOT_STOPPED: 409, ORGANISATION_NOT_FOUND: 404, NOT_A_WEBHOOK: 400 } as const;

export class SalesException extends DomainException {
  constructor(code: keyof typeof STATUS, message: string, fields?: Record<string, string>) {
    super(code, message, STATUS[code], { fields });
  }
}
