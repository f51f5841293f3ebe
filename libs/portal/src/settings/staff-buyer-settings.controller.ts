import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@app/infrastructure';
import { PortalException } from '../portal.exception';
import { PortalSettingsDto } from './portal-settings.dto';
import { PortalSettingsService } from './portal-settings.service';

const staffNotFound = (id: number | string) => new PortalException('ORGANISATION_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`);
const ID = new ParseIdPipe(staffNotFound);

/**
 * Staff read what a buyer chose for its own supply in the portal (organisation tab 'Käuferportal'), read only:
 * the same answer the buyer gets, so both see the same figures and today's reason for no leads.
 */
@ApiTags('Käuferportal')
@ApiBearerAuth()
@Controller('api/organisation')
export class StaffBuyerSettingsController {
  constructor(private readonly settings: PortalSettingsService) {}

  @Get(':id/buyer-settings')
  @ApiOkResponse({ type: PortalSettingsDto, description: 'Pausen, Feiertage, Budget, eigenes Lead-Limit und Benachrichtigungs-E-Mail des Käufers, mit den Zahlen dieses Monats' })
  @ApiNotFoundResponse({ description: 'Unternehmen unbekannt oder gelöscht' })
  async get(@Param('id', ID) id: number): Promise<PortalSettingsDto> {
    try {
      return await this.settings.get(id);
    } catch (error) {
      // The service words its 404 for the buyer ('Ihr Unternehmen …'); staff name the organisation.
      if (error instanceof PortalException && error.code === 'ORGANISATION_NOT_FOUND') throw staffNotFound(id);
      throw error;
    }
  }
}
