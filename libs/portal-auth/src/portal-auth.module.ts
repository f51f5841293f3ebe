import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { LoginAddresses } from '@app/auth';
import { AppConfig, SecretBox } from '@app/infrastructure';
import { MailModule } from '@app/mail';
import { PortalAccountController } from './portal-account.controller';
import { PortalAuthController } from './portal-auth.controller';
import { PortalAuthGuard } from './portal-auth.guard';
import { PortalAuthService } from './portal-auth.service';
import { PortalRenewTokenRepository } from './portal-renew-token.repository';
import { PortalChallengeRepository, PortalSecondFactorService } from './portal-second-factor.service';
import { PortalUserRepository } from './portal-user.repository';
import { PortalUsersController } from './portal-users.controller';
import { PortalUsersService } from './portal-users.service';

/**
 * Buyer users and their login (`/portal-api/auth`, `/portal-api/users`, staff's
 * `/api/organisation/{id}/portal-users`), and the global guard behind every `@PortalRoute()`.
 */
@Module({
  imports: [MailModule, JwtModule.registerAsync({ inject: [AppConfig], useFactory: (config: AppConfig) => ({ secret: config.jwtSecret }) })],
  controllers: [PortalAuthController, PortalAccountController, PortalUsersController],
  providers: [
    PortalUserRepository,
    PortalUsersService,
    PortalRenewTokenRepository,
    PortalChallengeRepository,
    PortalSecondFactorService,
    PortalAuthService,
    LoginAddresses,
    SecretBox,
    { provide: APP_GUARD, useClass: PortalAuthGuard },
  ],
  exports: [PortalAuthService, PortalUsersService],
})
export class PortalAuthModule {}
