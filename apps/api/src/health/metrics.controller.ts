import { Controller, Get, Headers, NotFoundException, OnModuleInit, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig, Metrics, metricsAccess } from '@app/infrastructure';
import { Public } from '@app/auth';

/**
 * Prometheus scrapes this process's metrics here, with `Authorization: Bearer <METRICS_TOKEN>`; without
 * the variable the route answers 404 like any unknown path. Not a staff route (no login), not in the API document.
 */
@ApiExcludeController()
@Public()
@Controller()
export class MetricsController implements OnModuleInit {
  constructor(
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    if (this.config.METRICS_TOKEN) this.metrics.collectDefaults();
  }

  @Get('metrics')
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() response: Response): Promise<void> {
    const access = metricsAccess(this.config.METRICS_TOKEN, authorization);
    if (access === 'disabled') throw new NotFoundException();
    if (access === 'refused') {
      response.setHeader('WWW-Authenticate', 'Bearer');
      throw new UnauthorizedException({ error: 'Metriken nur mit Authorization: Bearer METRICS_TOKEN' });
    }
    const { contentType, body } = await this.metrics.exposition();
    response.setHeader('Cache-Control', 'no-store');
    response.type(contentType).send(body);
  }
}
