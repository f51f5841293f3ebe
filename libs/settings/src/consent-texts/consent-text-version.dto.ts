import { ApiProperty } from '@nestjs/swagger';
import { CONSENT_TEXT_KIND_TITLES, CONSENT_TEXT_KINDS, type ConsentTextKind } from '@app/contract';
import { ConsentTextVersion } from './consent-text-version.entity';

/** One published version of a consent text or legal page (`GET /api/settings/legal/versions`). */
export class ConsentTextVersionDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: CONSENT_TEXT_KINDS, description: 'consent: Einwilligungszeile im Funnel; supplier-consent: Text eines Lieferanten; sonst die Rechtstext-Seite' })
  kind: ConsentTextKind;
  @ApiProperty({ example: 'Datenschutzerklärung' }) title: string;
  @ApiProperty({ description: 'Der Text dieser Fassung (bei einer externen Seite deren Adresse)' }) text: string;
  @ApiProperty({ description: 'SHA-256 des Textes (hex)', example: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' }) hash: string;
  @ApiProperty() validFrom: string;
  @ApiProperty({ type: String, nullable: true, description: 'null: gilt noch' }) validTo: string | null;

  static from(version: ConsentTextVersion): ConsentTextVersionDto {
    return {
      id: version.id,
      kind: version.kind,
      title: CONSENT_TEXT_KIND_TITLES[version.kind] ?? version.kind,
      text: version.text,
      hash: version.hash,
      validFrom: version.validFrom.toISOString(),
      validTo: version.validTo?.toISOString() ?? null,
    };
  }
}
