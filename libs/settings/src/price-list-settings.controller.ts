import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PriceList } from '@app/contract';
import { PriceListDto } from './dto/price-list.dto';
import { PriceListSettingsService } from './price-list-settings.service';

@ApiTags('Einstellungen')
@ApiBearerAuth()
@Controller('api/settings/prices')
export class PriceListSettingsController {
  constructor(private readonly prices: PriceListSettingsService) {}

  @Get()
  @ApiOkResponse({ type: PriceListDto, description: "Karte 'Preise': Grundpreis und Regeln; ohne Regeln gilt der vereinbarte Preis jedes Unternehmens" })
  get(): Promise<PriceList> {
    return this.prices.get();
  }

  @Put()
  @ApiOkResponse({ type: PriceListDto })
  update(@Body() body: PriceListDto): Promise<PriceList> {
    return this.prices.update(body);
  }
}
