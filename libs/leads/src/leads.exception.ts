import { DomainException } from '@app/infrastructure';

const STATUS = {
  INVALID_LEAD: 400,
  INVALID_FILTER: 400,
  RECLAMATION_REFUSED: 400,
  INVALID_API_KEY: 401,
  LEAD_NOT_FOUND: 404,
  CONFIRMATION_UNKNOWN: 404,
  CONFIRMATION_EXPIRED: 410,
  CONSENT_REQUIRED: 422,
  DO_NOT_CONTACT: 422,
  // Ping/post: the ping was used by another lead (409), or it is gone, expired or for another lead (422).
  PING_USED: 409,
  PING_UNKNOWN: 422,
  PING_EXPIRED: 422,
  PING_MISMATCH: 422,
} as const;

export type LeadsErrorCode = keyof typeof STATUS;

export class LeadException extends DomainException {
  constructor(code: LeadsErrorCode, message: string, details: { fields?: Record<string, string>; extra?: Record<string, unknown> } = {}) {
    super(code, message, STATUS[code], details);
  }
}
