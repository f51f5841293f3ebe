import { Body, Controller, Headers, HttpCode, Ip, Post, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiExtraModels, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse, getSchemaPath } from '@nestjs/swagger';
import { RateLimit } from '@app/infrastructure';
import { AuthService, LOGIN_LIMITS } from './auth.service';
import { bearerToken } from './bearer-token';
import { LoginDto } from './dto/login.dto';
import { StaffAccountGuessLimit } from './login-addresses/account-guess-limit';
import { LogoutDto, RenewDto } from './dto/renew.dto';
import { SecondFactorDto, secondFactorAnswer, SetPasswordDto, SetPasswordResponseDto } from './dto/second-factor.dto';
import { SecondFactorStepResponseDto, SessionResponseDto } from './dto/session.response.dto';
import { Public } from './public.decorator';

@ApiTags('Anmeldung')
@Public()
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @ApiExtraModels(SessionResponseDto, SecondFactorStepResponseDto)
  @ApiOkResponse({
    description: 'Die Sitzung; bei eingerichtetem zweiten Faktor stattdessen der Schritt zum Code (twoFactorRequired, ohne renewToken)',
    schema: { oneOf: [{ $ref: getSchemaPath(SessionResponseDto) }, { $ref: getSchemaPath(SecondFactorStepResponseDto) }] },
  })
  @ApiUnauthorizedResponse({ description: '{ error: "E-Mail oder Passwort ist falsch." }' })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Fehlversuche für dieses Konto von dieser Adresse, oder von dieser Adresse insgesamt' })
  @RateLimit(LOGIN_LIMITS.perIp, LOGIN_LIMITS.perAccountMinute, LOGIN_LIMITS.perAccountQuarter, LOGIN_LIMITS.perAccountHour)
  @UseInterceptors(StaffAccountGuessLimit)
  login(@Body() body: LoginDto, @Ip() ip: string): Promise<SessionResponseDto | SecondFactorStepResponseDto> {
    return this.auth.login(body.email, body.password, ip);
  }

  @Post('2fa')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ type: SessionResponseDto, description: 'Mit dem Token aus der Anmeldung (twoFactorRequired) als Bearer' })
  @ApiUnauthorizedResponse({ description: 'Code falsch oder abgelaufen; nach fünf falschen Codes ist die Anmeldung beendet' })
  passSecondFactor(@Body() body: SecondFactorDto, @Headers('authorization') authorization: string | undefined, @Ip() ip: string): Promise<SessionResponseDto> {
    return this.auth.passSecondFactor(bearerToken(authorization), secondFactorAnswer(body), ip);
  }

  @Post('set-password')
  @HttpCode(200)
  @ApiOkResponse({ type: SetPasswordResponseDto, description: 'Passwort aus dem Einladungslink gesetzt; danach normal anmelden' })
  @ApiBadRequestResponse({ description: 'Link ungültig, abgelaufen oder schon verwendet; Passwort zu kurz oder zu leicht zu erraten' })
  setPassword(@Body() body: SetPasswordDto, @Ip() ip: string): Promise<SetPasswordResponseDto> {
    return this.auth.setPassword(body.token, body.password, ip);
  }

  @Post('renew')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiUnauthorizedResponse({ description: 'Token unbekannt, abgelaufen oder schon verwendet (beendet die Sitzung)' })
  renew(@Body() body: RenewDto): Promise<SessionResponseDto> {
    return this.auth.renew(body.renewToken);
  }

  @Post('logout')
  @HttpCode(204)
  logout(@Body() body: LogoutDto): Promise<void> {
    return this.auth.logout(body.renewToken);
  }
}
