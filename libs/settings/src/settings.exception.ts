import { DomainException } from '@app/infrastructure';

const STATUS = { LEGAL_PAGE_UNKNOWN: 404, LEGAL_PAGE_EMPTY: 404, INVALID_COMPANY_DATA: 400, INVALID_DUNNING_SETTINGS: 400, INVALID_PRICE_LIST: 400, LEGAL_SAVED_CONCURRENTLY: 409 } as const;

export class SettingsException extends DomainException {
  constructor(code: keyof typeof STATUS, message: string, fields?: Record<string, string>) {
    super(code, message, STATUS[code], { fields });
  }
}
