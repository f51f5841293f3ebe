import { Body, Controller, Get, Headers, HttpCode, Ip, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { AuthException, bearerToken, LOGIN_LIMITS, LoginDto, LogoutDto, PortalAccountGuessLimit, RenewDto, SecondFactorDto, secondFactorAnswer, SetPasswordDto, SetPasswordResponseDto } from '@app/auth';
import { RateLimit, RateLimitPolicy } from '@app/infrastructure';
import { PortalSecondFactorStepResponseDto, PortalSessionResponseDto } from './dto/portal-user.dto';
import { PortalAuthService } from './portal-auth.service';
import { PortalPublic, PortalRoute } from './portal-route.decorator';

/**
 * The staff login's throttling (the same limits and keys), counted apart from it: a buyer's failures never
 * lock out a staff member, nor the other way round.
 */
const portal = (policy: RateLimitPolicy): RateLimitPolicy => ({
  ...policy,
  name: `portal-${policy.name}`,
  countsFailure: (error: unknown) => error instanceof AuthException && error.code === 'INVALID_CREDENTIALS',
});

/** Login of buyer users: the staff login's steps on the portal's own accounts and tokens. */
@ApiTags('Käuferportal')
@PortalRoute()
@PortalPublic()
@Controller('portal-api/auth')
export class PortalAuthController {
  constructor(private readonly auth: PortalAuthService) {}

  @Post('set-password')
  @HttpCode(200)
  @ApiOkResponse({ type: SetPasswordResponseDto, description: 'Passwort aus dem Einladungslink gesetzt; danach normal anmelden' })
  @ApiBadRequestResponse({ description: 'Link ungültig, abgelaufen oder schon verwendet; Passwort zu kurz oder zu leicht zu erraten' })
  setPassword(@Body() body: SetPasswordDto, @Ip() ip: string): Promise<SetPasswordResponseDto> {
    return this.auth.setPassword(body.token, body.password, ip);
  }

  @Post('login')
  @HttpCode(200)
  @ApiExtraModels(PortalSessionResponseDto, PortalSecondFactorStepResponseDto)
  @ApiOkResponse({
    description: 'Die Sitzung; bei eingerichtetem zweiten Faktor stattdessen der Schritt zum Code (twoFactorRequired, ohne renewToken)',
    schema: { oneOf: [{ $ref: getSchemaPath(PortalSessionResponseDto) }, { $ref: getSchemaPath(PortalSecondFactorStepResponseDto) }] },
  })
  @ApiUnauthorizedResponse({ description: '{ error: "E-Mail oder Passwort ist falsch." } (auch für deaktivierte Benutzer und Unternehmen)' })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Fehlversuche für dieses Konto von dieser Adresse, oder von dieser Adresse insgesamt' })
  @RateLimit(portal(LOGIN_LIMITS.perIp), portal(LOGIN_LIMITS.perAccountMinute), portal(LOGIN_LIMITS.perAccountQuarter), portal(LOGIN_LIMITS.perAccountHour))
  @UseInterceptors(PortalAccountGuessLimit)
  login(@Body() body: LoginDto, @Ip() ip: string): Promise<PortalSessionResponseDto | PortalSecondFactorStepResponseDto> {
    return this.auth.login(body.email, body.password, ip);
  }

  @Post('2fa')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ type: PortalSessionResponseDto, description: 'Mit dem Token aus der Anmeldung (twoFactorRequired) als Bearer' })
  @ApiUnauthorizedResponse({ description: 'Code falsch oder abgelaufen; nach fünf falschen Codes ist die Anmeldung beendet' })
  passSecondFactor(@Body() body: SecondFactorDto, @Headers('authorization') authorization: string | undefined, @Ip() ip: string): Promise<PortalSessionResponseDto> {
    return this.auth.passSecondFactor(bearerToken(authorization), secondFactorAnswer(body), ip);
  }

  @Get('2fa/send')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'Schickt einen 6-stelligen Code (10 Minuten gültig, einmal verwendbar); Bearer: das Token aus der Anmeldung' })
  @ApiUnauthorizedResponse({ description: 'Kein gültiges Anmelde-Token' })
  async sendCode(@Headers('authorization') authorization: string | undefined): Promise<void> {
    await this.auth.sendEmailCode(bearerToken(authorization));
  }

  @Post('renew')
  @HttpCode(200)
  @ApiOkResponse({ type: PortalSessionResponseDto })
  @ApiUnauthorizedResponse({ description: 'Token unbekannt, abgelaufen oder schon verwendet (beendet die Sitzung)' })
  renew(@Body() body: RenewDto): Promise<PortalSessionResponseDto> {
    return this.auth.renew(body.renewToken);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Die Sitzung des renewToken endet' })
  logout(@Body() body: LogoutDto): Promise<void> {
    return this.auth.logout(body.renewToken);
  }
}
