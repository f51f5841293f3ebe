import { DomainException } from '@app/infrastructure';

const STATUS = {
  UNKNOWN_POSTAL_CODE: 400,
  NOTHING_TO_IMPORT: 400,
} as const;

export type GeoErrorCode = keyof typeof STATUS;

export class GeoException extends DomainException {
  constructor(code: GeoErrorCode, message: string) {
    super(code, message, STATUS[code]);
  }
}
