import { DomainException } from '@app/infrastructure';

const STATUS = { LINK_INVALID: 403, NOT_BOUGHT: 404 } as const;

export class ConsentException extends DomainException {
  constructor(code: keyof typeof STATUS, message: string) {
    super(code, message, STATUS[code]);
  }
}
