import { Injectable } from '@nestjs/common';
import { FunnelStep } from './entities/funnel-step.entity';
import { FunnelStepRepository } from './funnel-step.repository';

/** The funnel's questions. They change only with a migration, so they are read once and kept. */
@Injectable()
export class FunnelService {
  private cached?: Promise<FunnelStep[]>;

  constructor(private readonly steps: FunnelStepRepository) {}

  list(): Promise<FunnelStep[]> {
    this.cached ??= this.steps.findAll().catch((error: unknown) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  async byKey(): Promise<Map<string, FunnelStep>> {
    return new Map((await this.list()).map((step) => [step.key, step]));
  }
}
