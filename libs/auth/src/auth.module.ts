import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig, SecretBox } from '@app/infrastructure';
import { MailModule } from '@app/mail';
import { SettingsModule } from '@app/settings';
import { UsersModule } from '@app/users';
import { AccountController } from './account.controller';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { PermissionGuard } from './permission.guard';
import { LoginAddresses } from './login-addresses/login-addresses';
import { RenewTokenRepository } from './renew-token.repository';
import { SecondFactorChallengeRepository } from './second-factor/second-factor-challenge.repository';
import { SecondFactorService } from './second-factor/second-factor.service';

@Module({
  imports: [
    UsersModule,
    MailModule,
    SettingsModule,
    PassportModule,
    JwtModule.registerAsync({ inject: [AppConfig], useFactory: (config: AppConfig) => ({ secret: config.jwtSecret }) }),
  ],
  controllers: [AuthController, AccountController],
  providers: [
    AuthService,
    SecondFactorService,
    SecondFactorChallengeRepository,
    RenewTokenRepository,
    LoginAddresses,
    SecretBox,
    JwtStrategy,
    // In this order: who is calling, then whether their role may.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: PermissionGuard },
  ],
  exports: [AuthService, LoginAddresses],
})
export class AuthModule {}
