import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** German fallbacks for class-validator constraints whose DTO did not set its own German message. */
const GERMAN_CONSTRAINTS: Record<string, string> = {
  isDefined: 'fehlt',
  isNotEmpty: 'darf nicht leer sein',
  isString: 'muss ein Text sein',
  isInt: 'muss eine ganze Zahl sein',
  isId: 'muss eine Id sein (ganze Zahl von 1 bis 2147483647)',
  isNumber: 'muss eine Zahl sein',
  isBoolean: 'muss wahr oder falsch sein',
  isEmail: 'muss eine gültige E-Mail-Adresse sein',
  isArray: 'muss eine Liste sein',
  isObject: 'muss ein Objekt sein',
  isDateString: 'muss ein Datum sein',
  isISO8601: 'muss ein Datum sein',
  isDate: 'muss ein Datum sein',
  isEnum: 'hat einen unzulässigen Wert',
  isIn: 'hat einen unzulässigen Wert',
  min: 'ist zu klein',
  max: 'ist zu groß',
  minLength: 'ist zu kurz',
  maxLength: 'ist zu lang',
  arrayMaxSize: 'hat zu viele Einträge',
  arrayMinSize: 'hat zu wenige Einträge',
  matches: 'hat ein ungültiges Format',
  whitelistValidation: 'ist kein erlaubtes Feld',
  isUrl: 'muss eine gültige Adresse (URL) sein',
};

/**
 * class-validator's own messages ('email must be an email', 'each value in zips must be …', 'property x should
 * not exist') and Nest's 'Validation failed (…)': English, so replaced. A DTO's German message may start with the
 * field's name too ('active muss true oder false sein.') and is kept.
 */
const ENGLISH_DEFAULT = /^(?:(?:each value in |nested property |property )?\S+ (?:must|should|has to)\b|Validation failed)/;
const isEnglishDefault = (message: string) => ENGLISH_DEFAULT.test(message);

const FIRST = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject'];

function flatten(errors: ValidationError[], parent = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    // A missing or wrongly typed value is the real problem; length or format checks come second.
    const constraints = Object.entries(error.constraints ?? {}).sort(
      ([a], [b]) => Number(!FIRST.includes(a)) - Number(!FIRST.includes(b)),
    );
    if (constraints.length > 0) {
      const [name, message] = constraints[0];
      // Nest's pipe says 'Validation failed (…)' when a list or a single value came where the DTO wants an object
      // (e.g. a JSON array as a body).
      if (message.startsWith('Validation failed') && error.property === 'body') {
        fields[path] = 'Der Inhalt der Anfrage muss ein JSON-Objekt sein (keine Liste und kein einzelner Wert).';
        continue;
      }
      fields[path] = isEnglishDefault(message) ? `${path} ${GERMAN_CONSTRAINTS[name] ?? 'ist ungültig'}` : message;
    }
    Object.assign(fields, flatten(error.children ?? [], path));
  }
  return fields;
}

/**
 * Path parameters stay as typed: ids are parsed by ParseIdPipe, which must see 'abc' or '1e3'
 * (the default conversion would hand it NaN or 1000) to answer with what the client sent.
 */
class GermanValidationPipe extends ValidationPipe {
  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

/** Validates DTOs; a 400 names every bad field in German, and unknown fields are refused. */
export function germanValidationPipe(): ValidationPipe {
  return new GermanValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const list = Object.values(fields);
      return new BadRequestException({
        statusCode: 400,
        error: list.length === 1 ? list[0] : `Bitte Eingaben prüfen: ${list.join('; ')}`,
        fields,
      });
    },
  });
}
