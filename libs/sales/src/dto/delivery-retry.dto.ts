import { ApiProperty } from '@nestjs/swagger';

/** A failed delivery restarted: it waits for its next attempt. */
export class DeliveryRetryDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['pending'] }) status: 'pending';
}
