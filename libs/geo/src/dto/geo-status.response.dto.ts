import { ApiProperty } from '@nestjs/swagger';

export const GEO_SOURCE = 'GeoNames (CC BY 4.0)';

export class GeoStatusDto {
  @ApiProperty({ example: 10814, description: 'Postleitzahlen mit Mittelpunkt (0: noch nicht importiert)' })
  postalCodes: number;

  @ApiProperty({ type: String, example: GEO_SOURCE, description: 'Herkunft und Lizenz der Daten' })
  source: typeof GEO_SOURCE;
}
