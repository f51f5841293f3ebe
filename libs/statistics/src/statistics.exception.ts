import { DomainException } from '@app/infrastructure';

const STATUS = {
  INVALID_FILTER: 400,
  ORGANISATION_NOT_FOUND: 404,
  LEADSOURCE_NOT_FOUND: 404,
} as const;

export type StatisticsErrorCode = keyof typeof STATUS;

export class StatisticsException extends DomainException {
  constructor(code: StatisticsErrorCode, message: string) {
    super(code, message, STATUS[code]);
  }
}
