import { DomainException } from '@app/infrastructure';

const STATUS = {
  INVALID_PERSON: 400,
  INVALID_REASON: 400,
} as const;

export type PrivacyErrorCode = keyof typeof STATUS;

export class PrivacyException extends DomainException {
  constructor(code: PrivacyErrorCode, message: string, details: { fields?: Record<string, string> } = {}) {
    super(code, message, STATUS[code], details);
  }
}
