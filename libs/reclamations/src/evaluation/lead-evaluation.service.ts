import { Injectable } from '@nestjs/common';
import { AppConfig, Clock, JobName, OutboxService, Transactional } from '@app/infrastructure';
import { MailService } from '@app/mail';
import { ReclamationLinks } from '@app/sales';
import { ReclamationSettingsService } from '@app/settings';
import { BerlinMonth, berlinMonthRange, berlinWallClock, isValidDay, previousBerlinMonth } from '@app/contract';
import { ReclamationException } from '../reclamations.exception';
import { evaluationMail } from './evaluation-mail';
import { evaluationAddresses, isDueForEvaluation } from './evaluation-rules';
import { EvaluationRepository } from './evaluation.repository';

export interface EvaluationRunResult {
  day: string;
  year: number;
  month: number;
  /** Organisations that got a job for their mail. */
  organisations: number;
}

/** One key per organisation and evaluated month: a changed evaluation day or a repeated run sends nothing twice. */
export const evaluationDedupeKey = (organisationId: number, { year, month }: BerlinMonth) => `lead-evaluation-${organisationId}-${year}-${String(month).padStart(2, '0')}`;

/**
 * The lead evaluation (issue 12): on its chosen day of the month, each organisation that bought last
 * month gets the list of those leads at its leadEvaluationMail addresses, asking how they were and
 * linking the complaint page. The daily run only enqueues; the job writes the mail once per key.
 */
@Injectable()
export class LeadEvaluationService {
  constructor(
    private readonly repository: EvaluationRepository,
    private readonly links: ReclamationLinks,
    private readonly settings: ReclamationSettingsService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  today(): string {
    return berlinWallClock(this.clock.now()).date;
  }

  /** The run of `day` (default today): one job per organisation due that day, about the month before it. */
  @Transactional()
  async runFor(day: string = this.today()): Promise<EvaluationRunResult> {
    if (!isValidDay(day)) throw new ReclamationException('INVALID_RECLAMATION', 'Der Tag muss ein gültiges Datum (JJJJ-MM-TT) sein.');
    if (day > this.today()) throw new ReclamationException('INVALID_RECLAMATION', 'Die Lead-Auswertung läuft nicht für einen Tag in der Zukunft.');
    const month = previousBerlinMonth(day);
    const due = (await this.repository.buyersOf(month)).filter((candidate) => isDueForEvaluation(candidate, day));
    for (const { id } of due) await this.outbox.add(JobName.LeadEvaluationMail, { organisationId: id, ...month });
    return { day, ...month, organisations: due.length };
  }

  /** The job: one organisation's mail about one month, stored once (the Postausgang shows it). */
  async send(organisationId: number, month: BerlinMonth): Promise<void> {
    const organisation = await this.repository.organisation(organisationId, month);
    // Deleted, addresses removed or no sales since the run: nothing to ask about.
    if (!organisation || organisation.deleted || organisation.sales === 0) return;
    const recipients = evaluationAddresses(organisation.leadEvaluationMail);
    if (!recipients.length) return;
    const leads = await this.repository.leadsBought(organisationId, berlinMonthRange(month));
    if (!leads.length) return;
    const links = {
      // Without a lead: the buyer types the number of the lead it complains about.
      page: `${this.config.publicBaseUrl}/reclamation/${organisation.id}?token=${this.links.organisationToken(organisation)}`,
      lead: (leadId: number) => this.links.link(organisation, leadId),
    };
    const { deadlineDays } = await this.settings.get();
    await this.mail.queueOnce({ ...evaluationMail(month, leads, links, deadlineDays), recipient: recipients.join(', ') }, evaluationDedupeKey(organisationId, month));
  }
}
