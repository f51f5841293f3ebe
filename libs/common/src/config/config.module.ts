import { DynamicModule, Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from '../clock/clock';
import { SecretBox } from '../crypto/secret-box';
import { AppConfig } from './app-config';

/**
 * Makes the one validated AppConfig injectable everywhere; the entry point loads it. The SecretBox
 * (integration secrets at rest) is derived from it and provided here once for every module, as is
 * the Clock (system time; tests replace it).
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: AppConfig, useValue: config }, SecretBox, { provide: Clock, useClass: SystemClock }],
      exports: [AppConfig, SecretBox, Clock],
    };
  }
}
