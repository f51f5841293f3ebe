import { DomainException } from '@app/infrastructure';

const STATUS = { UNKNOWN_PLACEHOLDER: 400, NOT_FOUND: 404 } as const;

export class EmailTemplateException extends DomainException {
  constructor(code: keyof typeof STATUS, message: string, fields?: Record<string, string>) {
    super(code, message, STATUS[code], { fields });
  }
}
