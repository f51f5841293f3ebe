import { Global, Module, OnApplicationShutdown, Inject } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './rate-limiter';

class RateLimiterShutdown implements OnApplicationShutdown {
  constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

  async onApplicationShutdown() {
    await this.limiter.close();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: RateLimiter,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new RateLimiter(
          config.REDIS_URL ? new RedisRateLimitStore(config.REDIS_URL, config.REDIS_PREFIX) : new MemoryRateLimitStore(),
        ),
    },
    RateLimiterShutdown,
  ],
  exports: [RateLimiter],
})
export class RateLimitModule {}
