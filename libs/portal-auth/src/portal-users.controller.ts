import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@app/infrastructure';
import { InvitePortalUserDto, PortalUserResponseDto, UpdatePortalUserDto } from './dto/portal-user.dto';
import { PortalAuthException } from './portal-auth.exception';
import { PortalUsersService } from './portal-users.service';

const ORGANISATION_ID = new ParseIdPipe((raw) => new PortalAuthException('ORGANISATION_NOT_FOUND', `Unternehmen ${raw} gibt es nicht.`));
const PORTAL_USER_ID = new ParseIdPipe((raw) => new PortalAuthException('PORTAL_USER_NOT_FOUND', `Einen Benutzer des Käuferportals mit der Id ${raw} gibt es nicht.`));

/** Staff manage an organisation's buyer users (organisation tab 'Käuferportal'). */
@ApiTags('Käuferportal')
@ApiBearerAuth()
@Controller('api/organisation/:id/portal-users')
export class PortalUsersController {
  constructor(private readonly users: PortalUsersService) {}

  @Get()
  @ApiOkResponse({ type: [PortalUserResponseDto], description: 'Die Benutzer des Käuferportals dieses Unternehmens' })
  @ApiNotFoundResponse({ description: 'Unternehmen unbekannt' })
  async list(@Param('id', ORGANISATION_ID) organisationId: number): Promise<PortalUserResponseDto[]> {
    return (await this.users.listOfOrganisation(organisationId)).map(PortalUserResponseDto.from);
  }

  @Post()
  @ApiCreatedResponse({ type: PortalUserResponseDto, description: 'Angelegt; die Einladung mit dem Link zum Passwort geht per E-Mail hinaus (72 Stunden gültig, einmal verwendbar). Ohne SMTP-Server steht der Link einmal in invitationLink' })
  @ApiNotFoundResponse({ description: 'Unternehmen unbekannt' })
  @ApiConflictResponse({ description: 'Für diese E-Mail-Adresse gibt es schon einen Zugang zum Käuferportal' })
  async invite(@Param('id', ORGANISATION_ID) organisationId: number, @Body() body: InvitePortalUserDto): Promise<PortalUserResponseDto> {
    return PortalUserResponseDto.invited(await this.users.invite(organisationId, body));
  }

  @Put(':userId')
  @ApiOkResponse({ type: PortalUserResponseDto, description: 'Deaktivieren beendet alle Sitzungen des Benutzers sofort' })
  @ApiNotFoundResponse({ description: 'Unternehmen oder Benutzer unbekannt (auch: Benutzer eines anderen Unternehmens)' })
  async update(
    @Param('id', ORGANISATION_ID) organisationId: number,
    @Param('userId', PORTAL_USER_ID) userId: number,
    @Body() body: UpdatePortalUserDto,
  ): Promise<PortalUserResponseDto> {
    return PortalUserResponseDto.from(await this.users.setActive(organisationId, userId, body.active));
  }

  @Post(':userId/invitation')
  @HttpCode(200)
  @ApiOkResponse({ type: PortalUserResponseDto, description: 'Neuer Einladungslink per E-Mail (ohne SMTP-Server einmal in invitationLink); frühere Links gelten nicht mehr' })
  @ApiNotFoundResponse({ description: 'Unternehmen oder Benutzer unbekannt' })
  async reinvite(@Param('id', ORGANISATION_ID) organisationId: number, @Param('userId', PORTAL_USER_ID) userId: number): Promise<PortalUserResponseDto> {
    return PortalUserResponseDto.invited(await this.users.reinvite(organisationId, userId));
  }
}
