import { DomainException } from '@app/infrastructure';

const STATUS = {
  INVALID_AUDIT_QUERY: 400,
} as const;

export class AuditException extends DomainException {
  constructor(code: keyof typeof STATUS, message: string, fields?: Record<string, string>) {
    super(code, message, STATUS[code], { fields });
  }
}
