import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NotificationSettingsDto } from './dto/notification-settings.dto';
import { NotificationSettingsService } from './notification-settings.service';

@ApiTags('Einstellungen')
@ApiBearerAuth()
@Controller('api/settings/notifications')
export class NotificationSettingsController {
  constructor(private readonly notifications: NotificationSettingsService) {}

  @Get()
  @ApiOkResponse({ type: NotificationSettingsDto })
  get(): Promise<NotificationSettingsDto> {
    return this.notifications.get();
  }

  @Put()
  @ApiOkResponse({ type: NotificationSettingsDto })
  update(@Body() body: NotificationSettingsDto): Promise<NotificationSettingsDto> {
    return this.notifications.update(body);
  }
}
