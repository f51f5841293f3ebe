import { ApiProperty } from '@nestjs/swagger';
import { DUNNING_STATES, type DunningState } from '@app/contract';

/** A letter of a dunning: a reminder step or the handover's account statement. */
export class DunningLetterDto {
  @ApiProperty() step: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'JJJJ-MM-TT' }) date: string;
  @ApiProperty({ description: 'Verzugszinsen in EUR' }) interest: number;
  @ApiProperty({ description: 'Verzugspauschale in EUR' }) fee: number;
  @ApiProperty() fileName: string;
}

export class DunningFullDataDto {
  @ApiProperty({ description: 'Nummer der gemahnten Rechnung' }) invoiceNo: string;
  @ApiProperty({ type: [String], description: 'Daten der Mahnstufen (JJJJ-MM-TT)' }) reminders: string[];
  @ApiProperty({ description: "Nächster Schritt; '' ohne" }) nextStep: string;
  @ApiProperty({ type: String, nullable: true, description: 'JJJJ-MM-TT' }) nextStepDate: string | null;
  @ApiProperty({ description: "Stand auf Deutsch ('1. Mahnung', 'An Anwalt übergeben')" }) currentState: string;
}

export class DunningContentDto {
  @ApiProperty({ type: DunningFullDataDto }) fullData: DunningFullDataDto;
}

/** Spec section 3 'Dunning'. */
export class DunningDto {
  @ApiProperty() id: number;
  @ApiProperty() invoiceId: number;
  @ApiProperty() creationDate: string;
  @ApiProperty({ enum: DUNNING_STATES }) state: DunningState;
  @ApiProperty({ type: String, nullable: true }) releasedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) releasedBy: string | null;
  @ApiProperty({ type: [DunningLetterDto] }) letters: DunningLetterDto[];
  @ApiProperty({ type: DunningContentDto }) content: DunningContentDto;
}
