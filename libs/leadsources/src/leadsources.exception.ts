import { DomainException } from '@app/infrastructure';

const STATUS = {
  LEADSOURCE_NOT_FOUND: 404,
  INVALID_LEADSOURCE: 400,
  BUILT_IN: 400,
} as const;

export class LeadsourceException extends DomainException {
  constructor(code: keyof typeof STATUS, message: string, fields?: Record<string, string>) {
    super(code, message, STATUS[code], { fields });
  }
}
