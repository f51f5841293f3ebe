import { DomainException } from '@app/infrastructure';

const STATUS = {
  INVALID_FILTER: 400,
  INVALID_INPUT: 400,
  NOT_A_WEBHOOK_BUYER: 400,
  LEAD_NOT_FOUND: 404,
  INVOICE_NOT_FOUND: 404,
  DOCUMENT_NOT_FOUND: 404,
  ORGANISATION_NOT_FOUND: 404,
} as const;

export type PortalErrorCode = keyof typeof STATUS;

/** Errors of the buyers' portal routes; another organisation's lead, invoice or document is always a 404. */
export class PortalException extends DomainException {
  constructor(code: PortalErrorCode, message: string, fields?: Record<string, string>) {
    super(code, message, STATUS[code], fields ? { fields } : {});
  }
}

export const leadNotFound = (id: number | string) => new PortalException('LEAD_NOT_FOUND', `Lead ${id} gibt es in Ihrem Konto nicht.`);
