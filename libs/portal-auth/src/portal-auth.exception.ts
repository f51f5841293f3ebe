import { DomainException } from '@app/infrastructure';

const STATUS = {
  INVALID_EMAIL: 400,
  INVALID_INPUT: 400,
  WEAK_PASSWORD: 400,
  WRONG_PASSWORD: 400,
  INVALID_TOKEN: 400,
  NOT_AUTHENTICATED: 401,
  ORGANISATION_NOT_FOUND: 404,
  PORTAL_USER_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
} as const;

export type PortalAuthErrorCode = keyof typeof STATUS;

export class PortalAuthException extends DomainException {
  constructor(code: PortalAuthErrorCode, message: string) {
    super(code, message, STATUS[code]);
  }
}
