import { ApiProperty } from '@nestjs/swagger';

/** A letter of a dunning: a reminder step or the handover's account statement. */
export class DunningLetterDto {
  @ApiProperty() step: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'JJJJ-MM-TT' }) date: string;
  @ApiProperty({ description: 'Verzugszinsen in EUR' }) interest: number;
  @ApiProperty({ description: 'Verzugspauschale in EUR' }) fee: number;
  @ApiProperty() fileName: string;
}

/** Spec section 3 'Dunning'. */
export class DunningDto {
  @ApiProperty() id: number;
  @ApiProperty() invoiceId: number;
  @ApiProperty() creationDate: string;
  @ApiProperty({ description: 'open, step, lawyer, creditreform, paid, voided, released' }) state: string;
  @ApiProperty({ type: String, nullable: true }) releasedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) releasedBy: string | null;
  @ApiProperty({ type: [DunningLetterDto] }) letters: DunningLetterDto[];
  @ApiProperty({ description: '{ fullData: { invoiceNo, reminders (Daten), nextStep, nextStepDate, currentState } }' })
  content: { fullData: { invoiceNo: string; reminders: string[]; nextStep: string; nextStepDate: string | null; currentState: string } };
}
