import { DomainException } from '@app/common';

const STATUS = {
  INVALID_CREDENTIALS: 401,
  NOT_AUTHENTICATED: 401,
  INVALID_RENEW_TOKEN: 401,
  RENEW_TOKEN_REUSED: 401,
  TOO_MANY_ATTEMPTS: 429,
} as const;

export type AuthErrorCode = keyof typeof STATUS;

export class AuthException extends DomainException {
  constructor(code: AuthErrorCode, message: string, retryAfterSeconds?: number) {
    super(code, message, STATUS[code], { retryAfterSeconds });
  }
}
