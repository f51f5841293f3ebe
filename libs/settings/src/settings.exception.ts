import { DomainException } from '@app/common';

const STATUS = { LEGAL_PAGE_UNKNOWN: 404, LEGAL_PAGE_EMPTY: 404 } as const;

export class SettingsException extends DomainException {
  constructor(code: keyof typeof STATUS, message: string) {
    super(code, message, STATUS[code]);
  }
}
