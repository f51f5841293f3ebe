import { DomainException } from '@app/infrastructure';

const STATUS = {
  ORDER_NOT_FOUND: 404,
  INVALID_ORDER: 400,
  IMPORT_REJECTED: 400,
  LOOKUP_INCOMPLETE: 400,
} as const;

export type OrdersErrorCode = keyof typeof STATUS;

export class OrdersException extends DomainException {
  constructor(
    code: OrdersErrorCode,
    message: string,
    details: { fields?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(code, message, STATUS[code], details);
  }
}

/** The one answer for every failed lookup, so it never tells which part was wrong. */
export const NO_ORDER_FOUND = 'Kein Auftrag zu diesen Daten gefunden!';
