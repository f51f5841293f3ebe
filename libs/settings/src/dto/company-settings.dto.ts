import { ApiHideProperty, ApiProperty } from '@nestjs/swagger';
import { Allow, IsInt, IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import type { CompanyData } from '@app/contract';

const text = (label: string, max = 200) => [
  ApiProperty({ description: label, maxLength: max }),
  IsString({ message: `${label} muss ein Text sein` }),
  MaxLength(max, { message: `${label} darf höchstens ${max} Zeichen lang sein` }),
];
const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((decorate) => decorate(target, key));

/**
 * Card 'Firmendaten': the operator's data that §14 UStG requires on every invoice. Formats (IBAN
 * checksum, USt-IdNr., PLZ …) are checked by `companyDataErrors`; empty fields may be saved, but
 * invoices cannot be finalised until the required ones are set.
 */
export class CompanySettingsDto implements CompanyData {
  @apply(text('Firmenname')) name: string;
  @apply(text('Straße und Hausnummer')) street: string;
  @apply(text('PLZ', 5)) zip: string;
  @apply(text('Ort', 100)) city: string;
  @apply(text('Geschäftsführer')) managingDirector: string;
  @apply(text('Registergericht')) registerCourt: string;
  @apply(text('Registernummer', 50)) registerNumber: string;
  @apply(text('USt-IdNr.', 20)) vatId: string;
  @apply(text('Steuernummer', 30)) taxNumber: string;
  @apply(text('IBAN', 42)) iban: string;
  @apply(text('BIC', 11)) bic: string;
  @apply(text('Bank', 100)) bankName: string;
  @apply(text('E-Mail', 200)) email: string;
  @apply(text('Telefon', 40)) phone: string;
  @apply(text('Rechnungsnummer-Präfix', 10)) invoicePrefix: string;

  @ApiProperty({ description: 'Zahlungsziel (Tage)', default: 14, minimum: 0, maximum: 90 })
  @IsInt({ message: 'Zahlungsziel (Tage) muss eine ganze Zahl sein' })
  @Min(0, { message: 'Zahlungsziel (Tage) muss zwischen 0 und 90 liegen' })
  @Max(90, { message: 'Zahlungsziel (Tage) muss zwischen 0 und 90 liegen' })
  paymentTermDays: number;

  @ApiProperty({ description: 'Umsatzsteuersatz (%)', default: 19, minimum: 0, maximum: 100 })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Umsatzsteuersatz (%) muss eine Zahl mit höchstens zwei Nachkommastellen sein' })
  @Min(0, { message: 'Umsatzsteuersatz (%) muss zwischen 0 und 100 liegen' })
  @Max(100, { message: 'Umsatzsteuersatz (%) muss zwischen 0 und 100 liegen' })
  vatRate: number;

  /** Read-only in the answer; a client that sends the answer back may include it (ignored). */
  @ApiHideProperty()
  @Allow()
  missing?: unknown;
}

/** What GET and PUT answer: the data plus what invoices still need. */
export class CompanySettingsResponseDto extends CompanySettingsDto {
  @ApiProperty({ type: [String], description: 'Was für Rechnungen noch fehlt (deutsche Feldnamen); leer, wenn vollständig' })
  declare missing: string[];
}
