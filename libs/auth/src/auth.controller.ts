import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { RateLimit } from '@app/infrastructure';
import { AuthService, LOGIN_LIMITS } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { LogoutDto, RenewDto } from './dto/renew.dto';
import { SessionResponseDto } from './dto/session.response.dto';
import { Public } from './public.decorator';

@ApiTags('Anmeldung')
@Public()
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiUnauthorizedResponse({ description: '{ error: "E-Mail oder Passwort ist falsch." }' })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Fehlversuche für dieses Konto oder diese IP-Adresse' })
  @RateLimit(LOGIN_LIMITS.perIp, LOGIN_LIMITS.perAccount)
  login(@Body() body: LoginDto, @Ip() ip: string): Promise<SessionResponseDto> {
    return this.auth.login(body.email, body.password, ip);
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
