import { DomainException } from '@app/infrastructure';

const STATUS = { INVALID_OUTCOME: 400, LEAD_NOT_FOUND: 404, ORGANISATION_NOT_FOUND: 404 } as const;

export type LeadOutcomesErrorCode = keyof typeof STATUS;

export class LeadOutcomesException extends DomainException {
  constructor(code: LeadOutcomesErrorCode, message: string, fields?: Record<string, string>) {
    super(code, message, STATUS[code], { fields });
  }
}
