import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';

/** One Metrics (one prom-client registry) per application, injectable everywhere; ConfigModule brings it along. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
