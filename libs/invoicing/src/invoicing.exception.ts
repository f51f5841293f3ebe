import { DomainException } from '@app/infrastructure';

const STATUS = {
  INVOICE_NOT_FOUND: 404,
  DUNNING_NOT_FOUND: 404,
  ORGANISATION_NOT_FOUND: 404,
  INVALID_INVOICE: 400,
  MONTH_NOT_ENDED: 400,
  INVOICE_EXISTS: 400,
  NOTHING_TO_INVOICE: 400,
  COMPANY_DATA_MISSING: 400,
  NO_EMAIL: 400,
  WRONG_STATE: 409,
  DOWNLOAD_DENIED: 403,
  NOT_CONFIGURED: 409,
} as const;

export type InvoicingErrorCode = keyof typeof STATUS;

export class InvoicingException extends DomainException {
  constructor(code: InvoicingErrorCode, message: string, fields?: Record<string, string>) {
    super(code, message, STATUS[code], { fields });
  }
}
