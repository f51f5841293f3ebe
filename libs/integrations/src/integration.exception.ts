import { DomainException } from '@app/infrastructure';

const STATUS = {
  NO_TOKEN: 400,
  REMOTE_REJECTED: 502,
  REMOTE_UNAVAILABLE: 502,
} as const;

/** A buyer's external tool answered badly or not at all. */
export class IntegrationException extends DomainException {
  constructor(code: keyof typeof STATUS, message: string) {
    super(code, message, STATUS[code]);
  }
}
