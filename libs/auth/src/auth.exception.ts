import { DomainException } from '@app/infrastructure';

const STATUS = {
  INVALID_CREDENTIALS: 401,
  NOT_AUTHENTICATED: 401,
  INVALID_RENEW_TOKEN: 401,
  RENEW_TOKEN_REUSED: 401,
  INVALID_CHALLENGE: 401,
  WRONG_CODE: 401,
  TOO_MANY_CODES: 401,
  // Wrong codes of one account across all its logins in the last hour: no new challenge starts it afresh.
  TOO_MANY_CODES_FOR_ACCOUNT: 429,
  INVALID_CODE_INPUT: 400,
  NO_PENDING_SECRET: 409,
  NO_PENDING_CODE: 409,
  // A mistyped test code while switching codes by e-mail on: the session is fine (a 401 would log out).
  WRONG_SETUP_CODE: 400,
  EMAIL_NEEDS_SMTP: 409,
  SECOND_FACTOR_REQUIRED: 409,
  WRONG_PASSWORD: 400,
  PASSWORD_REQUIRED: 400,
  FORBIDDEN: 403,
  TWO_FACTOR_SETUP_REQUIRED: 403,
} as const;

export type AuthErrorCode = keyof typeof STATUS;

export class AuthException extends DomainException {
  constructor(code: AuthErrorCode, message: string, details: { retryAfterSeconds?: number } = {}) {
    super(code, message, STATUS[code], details);
  }
}
