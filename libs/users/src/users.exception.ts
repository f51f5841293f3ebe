import { DomainException } from '@app/infrastructure';

const STATUS = {
  INVALID_EMAIL: 400,
  INVALID_INPUT: 400,
  WEAK_PASSWORD: 400,
  WRONG_PASSWORD: 400,
  INVALID_TOKEN: 400,
  USER_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  LAST_ADMIN: 409,
  SELF_CHANGE: 409,
} as const;

export type UsersErrorCode = keyof typeof STATUS;

export class UsersException extends DomainException {
  constructor(code: UsersErrorCode, message: string) {
    super(code, message, STATUS[code]);
  }
}
