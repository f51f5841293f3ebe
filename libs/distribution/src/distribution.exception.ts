import { DomainException } from '@app/infrastructure';

const STATUS = { LEAD_NOT_FOUND: 404 } as const;

export class DistributionException extends DomainException {
  constructor(code: keyof typeof STATUS, message: string) {
    super(code, message, STATUS[code]);
  }
}
