import { DomainException } from '@app/infrastructure';

const STATUS = {
  ORGANISATION_NOT_FOUND: 404,
  INVALID_ORGANISATION: 400,
} as const;

export class OrganisationException extends DomainException {
  constructor(code: keyof typeof STATUS, message: string, fields?: Record<string, string>) {
    super(code, message, STATUS[code], { fields });
  }
}
