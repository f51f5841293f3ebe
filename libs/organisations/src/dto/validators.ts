import { ValidateBy, ValidationOptions } from 'class-validator';
import { isQuarterHour, isValidEmail, splitEmailList } from '@app/contract';
import { parseGoogleSheetId } from '../sheet-zips/google-sheet-source';

/** "a@x.de, b@y.de": every entry a valid address (empty allowed). */
export function IsEmailList(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailList',
      validator: { validate: (value: unknown) => typeof value === 'string' && splitEmailList(value).every(isValidEmail) },
    },
    options,
  );
}

/** 'HH:mm' on a quarter hour (the active-days editor steps 15 minutes); '24:00' ends a day. */
export function IsQuarterHour(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isQuarterHour',
      validator: { validate: (value: unknown) => isQuarterHour(value, { endOfDay: true }) },
    },
    options,
  );
}

/** A Google sheet's id, or the sheet's address it can be read from (as the sync reads it). */
export function IsGoogleSheetId(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isGoogleSheetId', validator: { validate: (value: unknown) => typeof value === 'string' && parseGoogleSheetId(value) !== undefined } }, options);
}
