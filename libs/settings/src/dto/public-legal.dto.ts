import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PublicLegalIndex, PublicLegalPage } from '@app/contract';

/** One page in the footer: whether it has a text here, and its external address if it lives elsewhere. */
export class PublicLegalIndexEntryDto {
  @ApiProperty({ description: 'Hier hinterlegter Text vorhanden' }) text: boolean;
  @ApiPropertyOptional({ description: 'Externe Adresse der Seite' }) url?: string;
}

/** `GET /public-api/legal`: per page address (slug) what the funnel's footer links to. */
export class PublicLegalIndexDto implements PublicLegalIndex {
  @ApiProperty({ type: PublicLegalIndexEntryDto }) impressum: PublicLegalIndexEntryDto;
  @ApiProperty({ type: PublicLegalIndexEntryDto }) agb: PublicLegalIndexEntryDto;
  @ApiProperty({ type: PublicLegalIndexEntryDto }) datenschutz: PublicLegalIndexEntryDto;
  @ApiProperty({ type: PublicLegalIndexEntryDto }) 'partner-werden': PublicLegalIndexEntryDto;
}

/** `GET /public-api/legal/{page}` for a page with a text here. */
export class PublicLegalTextDto implements Extract<PublicLegalPage, { text: string }> {
  @ApiProperty({ example: 'Impressum' }) title: string;
  @ApiProperty({ description: 'Text (Markdown oder einfache Absätze)' }) text: string;
}

/** `GET /public-api/legal/{page}` for a page that lives at an external address (it wins over a text). */
export class PublicLegalLinkDto implements Extract<PublicLegalPage, { url: string }> {
  @ApiProperty({ description: 'Externe Adresse der Seite' }) url: string;
}
