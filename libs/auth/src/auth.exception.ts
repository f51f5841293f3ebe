import { DomainException } from '@app/infrastructure';

const STATUS = {
  INVALID_CREDENTIALS: 401,
  NOT_AUTHENTICATED: 401,
  INVALID_RENEW_TOKEN: 401,
  RENEW_TOKEN_REUSED: 401,
} as const;

export type AuthErrorCode = keyof typeof STATUS;

export class AuthException extends DomainException {
  constructor(code: AuthErrorCode, message: string) {
    super(code, message, STATUS[code]);
  }
}
