import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentBuyer, PortalRoute, type BuyerPrincipal } from '@app/portal-auth';
import { DeliveryService } from '@app/sales';
import { shortDeliveryError } from '../leads/portal-view';
import { PortalTestDeliveryDto } from './portal-test-delivery.dto';

/** 'Test senden': a marked test lead to the buyer's webhook, signed like every delivery. */
@ApiTags('Käuferportal')
@PortalRoute()
@Controller('portal-api/deliveries')
export class PortalDeliveriesController {
  constructor(private readonly deliveries: DeliveryService) {}

  @Post('test')
  @HttpCode(200)
  @ApiOkResponse({ type: PortalTestDeliveryDto, description: "Gesendet wird event 'lead.test', test: true, saleId 0, signiert mit X-Leadportal-Signature" })
  @ApiBadRequestResponse({ description: 'Kein Webhook-Empfänger (Zapier, Make, Leveto)' })
  async test(@CurrentBuyer() buyer: BuyerPrincipal): Promise<PortalTestDeliveryDto> {
    const result = await this.deliveries.sendTest(buyer.organisationId);
    const error = shortDeliveryError(result.error);
    return {
      delivered: result.delivered,
      message: result.delivered ? 'Der Test-Lead wurde zugestellt.' : `Der Test-Lead konnte nicht zugestellt werden: ${error ?? 'unbekannter Fehler'}`,
      error,
      reference: result.reference,
    };
  }
}
