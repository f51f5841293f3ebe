import { ValidateBy, ValidateIf, ValidationOptions } from 'class-validator';
import { isValidEmail } from '@app/contract';

/** A real day in 'yyyy-mm-dd' form (no 2026-02-30). */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          const date = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
        },
      },
    },
    options,
  );
}

/** The same e-mail rule as the funnel's (libs/contract lead-rules). */
export function IsValidEmail(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isValidEmail', validator: { validate: (value: unknown) => typeof value === 'string' && isValidEmail(value) } }, options);
}

/**
 * For a field a client may leave out but never set to null (its column always has a value). `@IsOptional()`
 * lets null through to the service, where it became a 500; this skips only an absent field, so null meets the
 * field's own checks and gets their German message.
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/**
 * Trims text; null (how react-admin sends an input the user cleared) becomes '', for text columns that are
 * never null: a cleared optional field is saved empty, a required one meets its 'Bitte … angeben'.
 */
export const trimmedText = ({ value }: { value: unknown }) => (value === null ? '' : typeof value === 'string' ? value.trim() : value);
