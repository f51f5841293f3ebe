import { PipeTransform } from '@nestjs/common';
import { ValidateBy, ValidationOptions } from 'class-validator';
import { MAX_ID } from '@app/contract';

export { MAX_ID };

/** A positive int32: what an id column can hold. */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/**
 * An id in the path (`/api/organisation/:id`). Anything that is not a positive int32 cannot name a
 * row, so it is answered like an unknown id: with the module's own "not found" exception (404),
 * before the value reaches the database.
 */
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: (raw: string) => Error) {}

  transform(value: string | number): number {
    const text = String(value);
    const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    if (!isId(id)) throw this.notFound(text.length > 20 ? `${text.slice(0, 20)}…` : text);
    return id;
  }
}

/** An id in a body (or each entry with `{ each: true }`): a positive whole number up to 2147483647. */
export function IsId(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isId', validator: { validate: (value: unknown) => isId(value) } }, options);
}
