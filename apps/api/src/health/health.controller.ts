import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DatabaseProbe, JOB_QUEUE, JobQueue } from '@app/infrastructure';
import { Public } from '@app/auth';

@ApiTags('Betrieb')
@Public()
@Controller()
export class HealthController {
  constructor(
    private readonly database: DatabaseProbe,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  /** Liveness: the process answers. */
  @Get('health')
  @ApiOkResponse({ description: '{ status: "ok" }' })
  health() {
    return { status: 'ok' };
  }

  /** Readiness: the database and, when configured, Redis are reachable. */
  @Get('ready')
  @ApiOkResponse({ description: 'Datenbank und Redis erreichbar' })
  @ApiServiceUnavailableResponse({ description: 'Datenbank oder Redis nicht erreichbar' })
  async ready(@Res({ passthrough: true }) response: Response) {
    const database = await this.database.check();
    const redis = (await this.queue.ping()) ?? 'nicht konfiguriert';
    const ready = database === 'ok' && (redis === 'ok' || redis === 'nicht konfiguriert');
    response.status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ready ? 'ok' : 'nicht bereit', database, redis };
  }
}
