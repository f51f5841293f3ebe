import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { RateLimiter } from './rate-limiter';

class RateLimiterShutdown implements OnApplicationShutdown {
  constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

  async onApplicationShutdown() {
    await this.limiter.close();
  }
}

/** The counters behind `@RateLimit`: in Redis when REDIS_URL is set (shared by all API instances), else in memory. */
@Global()
@Module({
  providers: [
    {
      provide: RateLimiter,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => (config.REDIS_URL ? RateLimiter.onRedis(config.REDIS_URL, config.REDIS_PREFIX) : RateLimiter.inMemory()),
    },
    RateLimiterShutdown,
  ],
  exports: [RateLimiter],
})
export class RateLimitModule {}
