import { ApiProperty } from '@nestjs/swagger';

export class PortalTestDeliveryDto {
  @ApiProperty({ description: 'Ihr System hat den Test-Lead angenommen' }) delivered: boolean;
  @ApiProperty({ description: 'Ergebnis auf Deutsch' }) message: string;
  @ApiProperty({ type: String, nullable: true, description: 'Warum nicht (kurz, ohne Adressen oder Zugangsdaten)' }) error: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Kennung, die Ihr System zurückgab' }) reference: string | null;
}
