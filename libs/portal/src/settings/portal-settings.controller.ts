import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentBuyer, PortalRoute, type BuyerPrincipal } from '@app/portal-auth';
import { PortalSettingsDto, PortalSettingsInputDto } from './portal-settings.dto';
import { PortalSettingsService } from './portal-settings.service';

/** The buyer's own supply settings: pauses, public holidays, budget, lead limit, notification address. */
@ApiTags('Käuferportal')
@PortalRoute()
@Controller('portal-api/settings')
export class PortalSettingsController {
  constructor(private readonly settings: PortalSettingsService) {}

  @Get()
  @ApiOkResponse({ type: PortalSettingsDto })
  get(@CurrentBuyer() buyer: BuyerPrincipal): Promise<PortalSettingsDto> {
    return this.settings.get(buyer.organisationId);
  }

  @Put()
  @ApiOkResponse({ type: PortalSettingsDto, description: 'Gespeichert; 400 mit deutschem Grund an jedem abgelehnten Feld (alle auf einmal), nichts gespeichert' })
  save(@CurrentBuyer() buyer: BuyerPrincipal, @Body() body: PortalSettingsInputDto): Promise<PortalSettingsDto> {
    return this.settings.save(buyer.organisationId, body);
  }
}
