import { Module } from '@nestjs/common';
import { AppConfig, OutboundGuard } from '@app/infrastructure';
import { LexofficeClient } from './lexoffice.client';

/** Injection token: the LexofficeClient, or null without LEXOFFICE_API_KEY (then nothing goes to Lexware Office). */
export const LEXOFFICE_CLIENT = 'LEXOFFICE_CLIENT';

/**
 * One client per process, so every push and payment sync of the process shares its request pacing.
 * Inject with `@Inject(LEXOFFICE_CLIENT) lexoffice: LexofficeClient | null`.
 */
@Module({
  providers: [
    {
      provide: LEXOFFICE_CLIENT,
      inject: [AppConfig, OutboundGuard],
      useFactory: (config: AppConfig, guard: OutboundGuard): LexofficeClient | null =>
        config.LEXOFFICE_API_KEY ? new LexofficeClient({ baseUrl: config.LEXOFFICE_API_URL, guard, apiKey: config.LEXOFFICE_API_KEY }) : null,
    },
  ],
  exports: [LEXOFFICE_CLIENT],
})
export class LexofficeModule {}
