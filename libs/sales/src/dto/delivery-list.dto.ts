import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Min } from 'class-validator';
import { ORGANISATION_TYPES, type OrganisationType } from '@app/contract';
import { DeliveryStatus } from '../entities/delivery.entity';
import { MAX_BULK_RETRY } from '../delivery.service';

export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'held', 'failed'];

export class DeliveryOrganisationDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ORGANISATION_TYPES }) type: OrganisationType;
}

/** A row of the Postausgang's delivery list (`GET /api/deliveries`). */
export class DeliveryListItemDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Der Verkauf; zugleich der Idempotency-Key der Zustellung' }) saleId: number;
  @ApiProperty() leadId: number;
  @ApiProperty({ type: DeliveryOrganisationDto }) organisation: DeliveryOrganisationDto;
  @ApiProperty({ enum: DELIVERY_STATUSES }) status: DeliveryStatus;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true, description: 'Grund des letzten Fehlschlags (Deutsch)' }) lastError: string | null;
  @ApiProperty({ description: 'Wegen gestoppter Zustellung per E-Mail statt an Webhook/CRM geschickt, dort noch nicht angekommen' }) fallback: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Wann die Ersatz-Mail rausging' }) fallbackAt: string | null;
  @ApiProperty() soldAt: string;
  @ApiProperty() updatedAt: string;
}

/** `POST /api/deliveries/retry`: the chosen deliveries; the failed ones among them start again. */
export class DeliveryBulkRetryDto {
  @ApiProperty({ type: [Number], description: `Ids der Zustellungen (höchstens ${MAX_BULK_RETRY})` })
  @IsArray({ message: 'ids muss eine Liste von Zustellungs-Ids sein' })
  @ArrayMinSize(1, { message: 'Bitte mindestens eine Zustellung wählen' })
  @ArrayMaxSize(MAX_BULK_RETRY, { message: `Höchstens ${MAX_BULK_RETRY} Zustellungen auf einmal` })
  @IsInt({ each: true, message: 'Jede Id muss eine ganze Zahl sein' })
  @Min(1, { each: true, message: 'Jede Id muss eine positive Zahl sein' })
  ids: number[];
}

export class DeliveryBulkRetryResultDto {
  @ApiProperty({ description: 'Wie viele fehlgeschlagene Zustellungen neu gestartet wurden (die übrigen gewählten waren nicht fehlgeschlagen)' }) queued: number;
  @ApiProperty({ type: [Number], description: 'Die neu gestarteten' }) ids: number[];
}

/** 'Zustellung wieder aufnehmen': how many leads go to the buyer's system now, in sale order. */
export class DeliveriesResumedDto {
  @ApiProperty({ description: 'Leads, die Webhook/CRM noch nicht erreicht hatten und jetzt der Reihe nach nachgestellt werden' }) queued: number;
}
