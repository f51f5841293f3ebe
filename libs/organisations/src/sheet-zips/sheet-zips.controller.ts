import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@app/infrastructure';
import { SheetSyncStatusDto } from '../dto/organisation.response.dto';
import { OrganisationException } from '../organisations.exception';
import { SheetZipsService } from './sheet-zips.service';

const ID = new ParseIdPipe((id) => new OrganisationException('ORGANISATION_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`));

@ApiTags('Unternehmen')
@ApiBearerAuth()
@Controller('api/organisation')
export class SheetZipsController {
  constructor(private readonly sheetZips: SheetZipsService) {}

  /** "Jetzt abgleichen": reads the organisation's Google sheet now. */
  @Post(':id/sheet-sync')
  @HttpCode(200)
  @ApiOkResponse({ type: SheetSyncStatusDto })
  @ApiBadRequestResponse({ description: 'Keine Google-Tabelle eingetragen' })
  @ApiBadGatewayResponse({ description: 'Google liefert keine Postleitzahlen (nicht freigegeben, Spalte fehlt, nicht erreichbar); der Grund steht in error' })
  sync(@Param('id', ID) id: number) {
    return this.sheetZips.sync(id);
  }
}
