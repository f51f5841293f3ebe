import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobName, OutboxHandlers } from '@app/infrastructure';
import { LeadEvaluationService } from '../evaluation/lead-evaluation.service';

/** The outbox handler of libs/reclamations: one organisation's lead evaluation mail (safe to repeat). */
@Injectable()
export class ReclamationsJobs implements OnModuleInit {
  constructor(
    private readonly handlers: OutboxHandlers,
    private readonly evaluation: LeadEvaluationService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.LeadEvaluationMail, { handle: ({ organisationId, year, month }) => this.evaluation.send(organisationId, { year, month }) });
  }
}
