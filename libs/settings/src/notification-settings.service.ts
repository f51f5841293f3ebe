import { Injectable } from '@nestjs/common';
import { splitEmailList } from '@app/contract';
import { AppSettingRepository } from './app-setting.repository';
import { NotificationSettingsDto } from './dto/notification-settings.dto';

const KEY = 'notifications';

/** Settings → 'Benachrichtigungen'. Empty: the alerts go to every active administrator (the caller knows them). */
@Injectable()
export class NotificationSettingsService {
  constructor(private readonly settings: AppSettingRepository) {}

  async get(): Promise<NotificationSettingsDto> {
    const stored = (await this.settings.get(KEY)) as Partial<NotificationSettingsDto> | null;
    return { alertEmail: typeof stored?.alertEmail === 'string' ? stored.alertEmail : '' };
  }

  /** The addresses set here; empty when none are (then every active administrator gets the alert). */
  async alertRecipients(): Promise<string[]> {
    return splitEmailList((await this.get()).alertEmail);
  }

  async update(settings: NotificationSettingsDto): Promise<NotificationSettingsDto> {
    const value = { alertEmail: splitEmailList(settings.alertEmail).join(', ') };
    await this.settings.put(KEY, value);
    return value;
  }
}
