import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { CONTACT_MESSAGES, normaliseZip, ORDER_PROGRESS } from '@app/contract';
import { IsCalendarDate, IsValidEmail } from '@app/infrastructure';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** 'dd.mm.yyyy' (as Excel writes it) or 'yyyy-mm-dd'; empty means no date yet. */
const toIsoDate = ({ value }: { value: unknown }) => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') return value;
  const german = value.trim().match(/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/);
  return german ? `${german[3]}-${german[2].padStart(2, '0')}-${german[1].padStart(2, '0')}` : value.trim();
};

const toInteger = ({ value }: { value: unknown }) => {
  if (value === undefined || value === null || value === '') return 0;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return value;
};

const optionalText = (max: number, label: string) => [
  IsOptional(),
  Transform(trimmed),
  IsString({ message: `${label} muss ein Text sein` }),
  MaxLength(max, { message: `${label} darf höchstens ${max} Zeichen lang sein` }),
];

const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((d) => d(target, key));

/**
 * Everything of an order except its number (which is the address). Used by PUT and by the CSV import.
 * The names are needed for a new order; a change of an existing one may leave them out (the form of an
 * order erased under Art. 17 DSGVO sends none), but never send them empty or null.
 */
export class UpsertOrderDto {
  @ApiProperty({ example: 'Anna' })
  @ValidateIf((order: UpsertOrderDto) => order.firstName !== undefined)
  @Transform(trimmed)
  @IsString({ message: CONTACT_MESSAGES.firstName })
  @MinLength(1, { message: CONTACT_MESSAGES.firstName })
  @MaxLength(100, { message: 'Vorname darf höchstens 100 Zeichen lang sein' })
  firstName?: string;

  @ApiProperty({ example: 'Schmidt' })
  @ValidateIf((order: UpsertOrderDto) => order.lastName !== undefined)
  @Transform(trimmed)
  @IsString({ message: CONTACT_MESSAGES.lastName })
  @MinLength(1, { message: CONTACT_MESSAGES.lastName })
  @MaxLength(100, { message: 'Nachname darf höchstens 100 Zeichen lang sein' })
  lastName?: string;

  @ApiPropertyOptional({ example: 'Lindenstraße 5a' })
  @apply(optionalText(250, 'Straße'))
  street?: string;

  @ApiProperty({ example: '80331' })
  @Transform(({ value }) => (typeof value === 'string' ? (normaliseZip(value) ?? value) : value))
  @IsString({ message: CONTACT_MESSAGES.zip })
  @Matches(/^\d{5}$/, { message: CONTACT_MESSAGES.zip })
  zip: string;

  @ApiPropertyOptional({ example: 'München' })
  @apply(optionalText(100, 'Ort'))
  city?: string;

  @ApiPropertyOptional({ example: '+49 89 1234567' })
  @apply(optionalText(40, 'Telefon'))
  phone?: string;

  @ApiPropertyOptional({ example: 'anna.schmidt@example.de' })
  @apply(optionalText(254, 'E-Mail'))
  @ValidateIf((order: UpsertOrderDto) => Boolean(order.mail))
  @IsValidEmail({ message: CONTACT_MESSAGES.mail })
  mail?: string;

  @ApiPropertyOptional({ example: 'Montage geplant' })
  @apply(optionalText(200, 'Status'))
  status?: string;

  @ApiPropertyOptional({ example: 'Material bestellt' })
  @apply(optionalText(200, 'Kundenstatus'))
  customerStatus?: string;

  @ApiPropertyOptional({ example: 60, minimum: 0, maximum: 100 })
  @Transform(toInteger)
  @IsInt({ message: ORDER_PROGRESS.message })
  @Min(ORDER_PROGRESS.min, { message: ORDER_PROGRESS.message })
  @Max(ORDER_PROGRESS.max, { message: ORDER_PROGRESS.message })
  progress: number = 0;

  @ApiPropertyOptional({ type: String, example: '2026-12-14', nullable: true, description: 'yyyy-mm-dd oder dd.mm.yyyy' })
  @Transform(toIsoDate)
  @ValidateIf((order: UpsertOrderDto) => order.installationPlaningDate !== null)
  @IsCalendarDate({ message: 'Montagetermin muss ein Datum sein (TT.MM.JJJJ oder JJJJ-MM-TT)' })
  installationPlaningDate: string | null = null;

  @ApiPropertyOptional()
  @apply(optionalText(5000, 'Notiz'))
  note?: string;

  @ApiPropertyOptional({ example: 'Jonas' })
  @apply(optionalText(100, 'Vorname des Ansprechpartners'))
  contactFirstName?: string;

  @ApiPropertyOptional({ example: 'Becker' })
  @apply(optionalText(100, 'Nachname des Ansprechpartners'))
  contactLastName?: string;

  @ApiPropertyOptional({ example: '+49 89 7654321' })
  @apply(optionalText(40, 'Telefon des Ansprechpartners'))
  contactPhone?: string;

  @ApiPropertyOptional({ example: 'jonas.becker@example.de' })
  @apply(optionalText(254, 'E-Mail des Ansprechpartners'))
  @ValidateIf((order: UpsertOrderDto) => Boolean(order.contactMail))
  @IsValidEmail({ message: 'Bitte eine gültige E-Mail-Adresse des Ansprechpartners angeben' })
  contactMail?: string;
}
