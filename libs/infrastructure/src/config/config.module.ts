import { DynamicModule, Global, Module } from '@nestjs/common';
import { ReadCaches } from '../cache/read-caches';
import { Clock, SystemClock } from '../clock/clock';
import { SecretBox } from '../crypto/secret-box';
import { OutboundGuard } from '../http-client/outbound-guard';
import { MetricsModule } from '../metrics/metrics.module';
import { AppConfig } from './app-config';

/**
 * Makes the one validated AppConfig injectable everywhere; the entry point loads it. The SecretBox
 * (integration secrets at rest) and the OutboundGuard (which addresses the server may call) are derived
 * from it and provided here once for every module, as is the Clock (system time; tests replace it),
 * the process's Metrics (every lib may count what it does) and its ReadCaches (with REDIS_URL, a change
 * clears the read caches of every process).
 */
@Global()
@Module({})
export class ConfigModule {
  /** `clock`: another notion of now for the whole process (the demo seed writes a past); default system time. */
  static forRoot(config: AppConfig, options: { clock?: Clock } = {}): DynamicModule {
    const clock = options.clock ? { provide: Clock, useValue: options.clock } : { provide: Clock, useClass: SystemClock };
    return {
      module: ConfigModule,
      imports: [MetricsModule],
      providers: [
        { provide: AppConfig, useValue: config },
        SecretBox,
        clock,
        { provide: OutboundGuard, useFactory: () => new OutboundGuard(config.outboundAllowHosts) },
        { provide: ReadCaches, useFactory: () => new ReadCaches(config.REDIS_URL, config.REDIS_PREFIX) },
      ],
      exports: [AppConfig, SecretBox, Clock, OutboundGuard, ReadCaches],
    };
  }
}
