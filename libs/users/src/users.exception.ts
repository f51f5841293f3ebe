import { DomainException } from '@app/infrastructure';

const STATUS = {
  INVALID_EMAIL: 400,
  PASSWORD_TOO_SHORT: 400,
  INVALID_INPUT: 400,
} as const;

export type UsersErrorCode = keyof typeof STATUS;

export class UsersException extends DomainException {
  constructor(code: UsersErrorCode, message: string) {
    super(code, message, STATUS[code]);
  }
}
