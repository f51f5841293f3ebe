import { Body, Controller, Delete, Get, Headers, HttpCode, Ip, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse, ApiBadRequestResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { STAFF_ID, UserResponseDto, UsersService } from '@app/users';
import { AuthService } from './auth.service';
import type { AuthenticatedUser } from './authenticated-user';
import { bearerToken } from './bearer-token';
import {
  ChangePasswordDto,
  CurrentUserResponseDto,
  EmailFactorDto,
  PasswordConfirmationDto,
  RecoveryCodesResponseDto,
  ReplaceFactorDto,
  TotpConfirmDto,
  TotpSetupResponseDto,
} from './dto/second-factor.dto';
import { SessionResponseDto } from './dto/session.response.dto';
import { Public } from './public.decorator';
import { SecondFactorService } from './second-factor/second-factor.service';

type StaffRequest = Request & { user: AuthenticatedUser };

/** The logged-in staff member's own account: password and second factor. */
@ApiTags('Anmeldung')
@ApiBearerAuth()
@Controller()
export class AccountController {
  constructor(
    private readonly auth: AuthService,
    private readonly secondFactor: SecondFactorService,
    private readonly users: UsersService,
  ) {}

  @Get('api/auth/me')
  @ApiOkResponse({ type: CurrentUserResponseDto })
  async me(@Req() request: StaffRequest): Promise<CurrentUserResponseDto> {
    const user = await this.users.get(request.user.id);
    return {
      ...UserResponseDto.from(user),
      twoFactorSetupRequired: await this.secondFactor.setupRequired(user),
      unusedRecoveryCodes: await this.secondFactor.unusedRecoveryCodes(user.id),
    };
  }

  @Put('api/auth/password')
  @ApiOkResponse({ type: SessionResponseDto, description: 'Neues Passwort; alle anderen Sitzungen enden, diese geht mit der neuen weiter' })
  changePassword(@Req() request: StaffRequest, @Body() body: ChangePasswordDto, @Ip() ip: string): Promise<SessionResponseDto> {
    return this.auth.changePassword(request.user.id, body.currentPassword, body.newPassword, ip);
  }

  @Post('api/auth/2fa/totp')
  @HttpCode(200)
  @ApiOkResponse({ type: TotpSetupResponseDto, description: 'Schritt 1: Geheimnis und QR-Code; aktiv erst nach der Bestätigung mit einem Code' })
  startTotp(@Req() request: StaffRequest, @Body() body: ReplaceFactorDto): Promise<TotpSetupResponseDto> {
    return this.secondFactor.startTotp(request.user.id, body.password);
  }

  @Post('api/auth/2fa/totp/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesResponseDto, description: 'Authenticator-App aktiv; die zehn Wiederherstellungscodes' })
  @ApiUnauthorizedResponse({ description: 'Code stimmt nicht' })
  confirmTotp(@Req() request: StaffRequest, @Body() body: TotpConfirmDto): Promise<RecoveryCodesResponseDto> {
    return this.secondFactor.confirmTotp(request.user.id, body.code);
  }

  @Post('api/auth/2fa/email')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Schritt 1: ein Testcode an die eigene Adresse (10 Minuten gültig); aktiv erst nach der Bestätigung mit PUT' })
  @ApiConflictResponse({ description: 'Kein SMTP-Server eingerichtet (SMTP_URL): Codes per E-Mail kämen nicht an' })
  async startEmail(@Req() request: StaffRequest, @Body() body: ReplaceFactorDto): Promise<void> {
    await this.secondFactor.startEmail(request.user.id, body.password);
  }

  @Put('api/auth/2fa/email')
  @ApiOkResponse({ type: RecoveryCodesResponseDto, description: 'Schritt 2, mit dem Testcode: Codes per E-Mail aktiv; die zehn Wiederherstellungscodes' })
  @ApiBadRequestResponse({ description: 'Testcode falsch' })
  enableEmail(@Req() request: StaffRequest, @Body() body: EmailFactorDto): Promise<RecoveryCodesResponseDto> {
    return this.secondFactor.confirmEmail(request.user.id, body.code);
  }

  @Delete('api/auth/2fa')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Zweiter Faktor abgeschaltet' })
  @ApiConflictResponse({ description: 'Die Einstellung verlangt einen zweiten Faktor für alle' })
  async disable(@Req() request: StaffRequest, @Body() body: PasswordConfirmationDto): Promise<void> {
    await this.secondFactor.disable(request.user.id, body.password);
  }

  @Delete('api/users/:id/2fa')
  @ApiOkResponse({ type: UserResponseDto, description: 'Zweiter Faktor zurückgesetzt (z. B. Telefon verloren); der Mitarbeiter richtet ihn neu ein' })
  async reset(@Param('id', STAFF_ID) id: number): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.secondFactor.reset(id));
  }

  @Public()
  @Get('api/user/:id/2fa/send')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Schickt einen 6-stelligen Code (10 Minuten gültig, einmal verwendbar); Bearer: das Token aus der Anmeldung' })
  @ApiUnauthorizedResponse({ description: 'Kein gültiges Anmelde-Token für diesen Benutzer' })
  async sendCode(@Param('id', STAFF_ID) id: number, @Headers('authorization') authorization: string | undefined): Promise<void> {
    await this.auth.sendEmailCode(bearerToken(authorization), id);
  }
}
