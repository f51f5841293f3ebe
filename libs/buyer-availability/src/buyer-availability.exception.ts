import { DomainException } from '@app/infrastructure';

const STATUS = { INVALID_AVAILABILITY: 400 } as const;

export class BuyerAvailabilityException extends DomainException {
  constructor(code: keyof typeof STATUS, message: string, fields?: Record<string, string>) {
    super(code, message, STATUS[code], { fields });
  }
}
