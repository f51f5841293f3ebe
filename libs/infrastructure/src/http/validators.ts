import { ValidateBy, ValidationOptions } from 'class-validator';
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
