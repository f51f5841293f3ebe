import { Body, Controller, Delete, Get, HttpCode, Ip, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse, ApiBadRequestResponse } from '@nestjs/swagger';
import { ChangePasswordDto, PasswordConfirmationDto, RecoveryCodesResponseDto, ReplaceFactorDto, TotpConfirmDto, TotpSetupResponseDto } from '@app/auth';
import type { BuyerPrincipal } from './buyer-principal';
import { InvitePortalUserDto, PortalEmailFactorDto, PortalMeResponseDto, PortalSessionResponseDto, PortalUserResponseDto } from './dto/portal-user.dto';
import { PortalAuthService } from './portal-auth.service';
import { CurrentBuyer, PortalRoute } from './portal-route.decorator';
import { PortalSecondFactorService } from './portal-second-factor.service';
import { PortalUsersService } from './portal-users.service';

/** The logged-in buyer user's own account, and the colleagues of its organisation. */
@ApiTags('Käuferportal')
@PortalRoute()
@Controller('portal-api')
export class PortalAccountController {
  constructor(
    private readonly auth: PortalAuthService,
    private readonly users: PortalUsersService,
    private readonly secondFactor: PortalSecondFactorService,
  ) {}

  @Get('auth/me')
  @ApiOkResponse({ type: PortalMeResponseDto })
  @ApiUnauthorizedResponse({ description: 'Kein gültiges Token des Käuferportals' })
  async me(@CurrentBuyer() buyer: BuyerPrincipal): Promise<PortalMeResponseDto> {
    const user = await this.users.get(buyer.userId);
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      organisationId: user.organisationId,
      twoFactor: user.twoFactorMethod,
      unusedRecoveryCodes: await this.secondFactor.unusedRecoveryCodes(user.id),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    };
  }

  @Put('auth/password')
  @ApiOkResponse({ type: PortalSessionResponseDto, description: 'Neues Passwort; alle anderen Sitzungen enden, diese geht mit der neuen weiter' })
  changePassword(@CurrentBuyer() buyer: BuyerPrincipal, @Body() body: ChangePasswordDto, @Ip() ip: string): Promise<PortalSessionResponseDto> {
    return this.auth.changePassword(buyer.userId, body.currentPassword, body.newPassword, ip);
  }

  @Post('auth/2fa/totp')
  @HttpCode(200)
  @ApiOkResponse({ type: TotpSetupResponseDto, description: 'Schritt 1: Geheimnis und QR-Code; aktiv erst nach der Bestätigung mit einem Code' })
  startTotp(@CurrentBuyer() buyer: BuyerPrincipal, @Body() body: ReplaceFactorDto): Promise<TotpSetupResponseDto> {
    return this.secondFactor.startTotp(buyer.userId, body.password);
  }

  @Post('auth/2fa/totp/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesResponseDto, description: 'Authenticator-App aktiv; die zehn Wiederherstellungscodes' })
  @ApiUnauthorizedResponse({ description: 'Code stimmt nicht' })
  confirmTotp(@CurrentBuyer() buyer: BuyerPrincipal, @Body() body: TotpConfirmDto): Promise<RecoveryCodesResponseDto> {
    return this.secondFactor.confirmTotp(buyer.userId, body.code);
  }

  @Post('auth/2fa/email')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Schritt 1: ein Testcode an die eigene Adresse (10 Minuten gültig); aktiv erst nach der Bestätigung mit PUT' })
  @ApiConflictResponse({ description: 'Kein SMTP-Server eingerichtet (SMTP_URL): Codes per E-Mail kämen nicht an' })
  async startEmail(@CurrentBuyer() buyer: BuyerPrincipal, @Body() body: ReplaceFactorDto): Promise<void> {
    await this.secondFactor.startEmail(buyer.userId, body.password);
  }

  @Put('auth/2fa/email')
  @ApiOkResponse({ type: RecoveryCodesResponseDto, description: 'Schritt 2, mit dem Testcode: Codes per E-Mail aktiv; die zehn Wiederherstellungscodes' })
  @ApiBadRequestResponse({ description: 'Testcode falsch' })
  enableEmail(@CurrentBuyer() buyer: BuyerPrincipal, @Body() body: PortalEmailFactorDto): Promise<RecoveryCodesResponseDto> {
    return this.secondFactor.confirmEmail(buyer.userId, body.code);
  }

  @Delete('auth/2fa')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Zweiter Faktor abgeschaltet (mit dem Passwort bestätigt)' })
  async disable(@CurrentBuyer() buyer: BuyerPrincipal, @Body() body: PasswordConfirmationDto): Promise<void> {
    await this.secondFactor.disable(buyer.userId, body.password);
  }

  @Get('users')
  @ApiOkResponse({ type: [PortalUserResponseDto], description: 'Die Benutzer des eigenen Unternehmens' })
  async colleagues(@CurrentBuyer() buyer: BuyerPrincipal): Promise<PortalUserResponseDto[]> {
    return (await this.users.listOfOrganisation(buyer.organisationId)).map(PortalUserResponseDto.from);
  }

  @Post('users')
  @ApiCreatedResponse({ type: PortalUserResponseDto, description: 'Kollegin oder Kollege des eigenen Unternehmens eingeladen (E-Mail mit Link, 72 Stunden gültig; ohne SMTP-Server der Link einmal in invitationLink)' })
  @ApiConflictResponse({ description: 'Für diese E-Mail-Adresse gibt es schon einen Zugang zum Käuferportal' })
  async inviteColleague(@CurrentBuyer() buyer: BuyerPrincipal, @Body() body: InvitePortalUserDto): Promise<PortalUserResponseDto> {
    // The organisation is always the caller's own: a buyer cannot name another one.
    return PortalUserResponseDto.invited(await this.users.invite(buyer.organisationId, body));
  }
}
