import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { LEGAL_TEXT_MAX, LEGAL_URL_MAX } from '@app/contract';

/** One legal page: its text (Markdown or plain paragraphs) or the address where it lives elsewhere. */
export class LegalPageDto {
  @ApiPropertyOptional({ maxLength: LEGAL_TEXT_MAX, description: 'Text (Markdown oder einfache Absätze)' })
  @IsOptional()
  @IsString({ message: 'Der Text muss ein Text sein' })
  @MaxLength(LEGAL_TEXT_MAX, { message: `Der Text darf höchstens ${LEGAL_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein` })
  text?: string;

  @ApiPropertyOptional({ maxLength: LEGAL_URL_MAX, description: 'Externe Adresse (https://…) statt eines Textes' })
  @IsOptional()
  @IsString({ message: 'Die Adresse muss ein Text sein' })
  @MaxLength(LEGAL_URL_MAX, { message: `Die Adresse darf höchstens ${LEGAL_URL_MAX} Zeichen lang sein` })
  @Matches(/^(https?:\/\/[^\s/]+(\/\S*)?)?$/, { message: 'Die Adresse muss mit http:// oder https:// beginnen' })
  url?: string;
}

const page = (description: string) => [
  ApiPropertyOptional({ type: LegalPageDto, description }),
  IsDefined({ message: `${description} fehlt` }),
  IsObject({ message: `${description} muss ein Objekt sein` }),
  ValidateNested(),
  Type(() => LegalPageDto),
];

const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((decorate) => decorate(target, key));

/** `GET/PUT /api/settings/legal`: the four pages of the public site's footer. */
export class LegalSettingsDto {
  @apply(page('Impressum'))
  imprint: LegalPageDto;

  @apply(page('AGB'))
  terms: LegalPageDto;

  @apply(page('Datenschutzerklärung'))
  privacy: LegalPageDto;

  @apply(page('Partner werden'))
  partner: LegalPageDto;
}
