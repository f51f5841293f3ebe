import { Module } from '@nestjs/common';
import { MailModule } from '@app/mail';
import { StaffPasswordTokenRepository } from './staff-password-token.repository';
import { UserRepository } from './user.repository';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [MailModule],
  controllers: [UsersController],
  providers: [UserRepository, StaffPasswordTokenRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule {}
