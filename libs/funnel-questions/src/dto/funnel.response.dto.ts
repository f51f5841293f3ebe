import { ApiProperty } from '@nestjs/swagger';

export class FunnelAnswerDto {
  @ApiProperty({ example: 'Einfamilienhaus' }) text: string;
  @ApiProperty({ description: 'Öffnet ein Textfeld; der eingegebene Text wird die Antwort' }) freeText: boolean;
}

export class FunnelStepDto {
  @ApiProperty({ example: 2 }) id: number;
  @ApiProperty({ example: 'Hausart' }) title: string;
  @ApiProperty({ example: 'buildingType', description: 'Schlüssel der Antwort in den Lead-Daten' }) key: string;
  @ApiProperty({ example: 'Auf welchem Gebäude soll die Anlage installiert werden?' }) question: string;
  @ApiProperty({ type: [FunnelAnswerDto] }) answers: FunnelAnswerDto[];
}

export class FunnelResponseDto {
  @ApiProperty({ type: [FunnelStepDto] }) steps: FunnelStepDto[];
}
