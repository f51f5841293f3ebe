import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Clock, JobName, OutboxHandlers, OutboxService, Transactional } from '@app/infrastructure';
import { addressDuplicateFinding, checkFunnel, emailDnsFinding, emailDomain, samePhoneDifferentNames, type Finding } from '@app/lead-checks';
import { DistributionSettingsService } from '@app/settings';
import type { Lead } from '../entities/lead.entity';
import { LeadHistoryService } from '../history/lead-history';
import { EmailDomainLookup } from './email-domain-lookup';
import { isHeldForReview, leadQualityOf } from './lead-quality';
import { LeadQualityRepository } from './lead-quality.repository';

/** Findings whose e-mail is not worth a DNS question: no address, or a throwaway domain already named. */
const NO_DNS_AFTER = new Set<Finding['code']>(['email-invalid', 'email-disposable']);

/**
 * Completes a new lead's quality verdict after intake (the job CheckLeadQuality, queued with the lead):
 * the checks that need other leads (the same house, the same phone under other names, many leads from one
 * address or browser) and DNS (does the e-mail domain take mail). Then a qualified lead is distributed,
 * or held for staff when it scores below its source's 'Mindestqualität'. The supplier's answer never waits
 * for this.
 */
@Injectable()
export class LeadQualityService implements OnModuleInit {
  private readonly logger = new Logger('LeadQuality');

  constructor(
    private readonly handlers: OutboxHandlers,
    private readonly outbox: OutboxService,
    private readonly repository: LeadQualityRepository,
    private readonly settings: DistributionSettingsService,
    private readonly history: LeadHistoryService,
    private readonly dns: EmailDomainLookup,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.CheckLeadQuality, { handle: ({ leadId }) => this.complete(leadId) });
  }

  async complete(leadId: number): Promise<void> {
    const lead = await this.repository.findForCheck(leadId);
    // Gone (erased before the job ran), or checked by an earlier run of this job.
    if (!lead || lead.qualityCheckedAt || lead.pseudonymisedAt) return;
    const { duplicateWindowDays } = await this.settings.get();
    // DNS first and outside the transaction: it may take its timeout, and holds no row meanwhile.
    const dnsFinding = await this.emailDnsFinding(lead);
    await this.decide(lead, duplicateWindowDays, dnsFinding);
  }

  @Transactional()
  private async decide(lead: Lead, duplicateWindowDays: number, dnsFinding: Finding | null): Promise<void> {
    const lookups = await this.repository.lookups(lead, duplicateWindowDays);
    const later: Finding[] = [
      ...(lookups.sameHouseLeadId !== null ? [addressDuplicateFinding(lookups.sameHouseLeadId)] : []),
      ...[samePhoneDifferentNames(lookups.samePhoneNames, lead)].filter((finding): finding is Finding => finding !== null),
      ...checkFunnel({ earlierLeadsFromIpLastHour: lookups.earlierFromIp, earlierLeadsFromBrowserLastHour: lookups.earlierFromSession }),
      ...(dnsFinding ? [dnsFinding] : []),
    ];
    const quality = leadQualityOf([...(lead.qualityFindings ?? []), ...later], lead.leadsource.minQuality);
    const hold = isHeldForReview(quality.status);
    const now = this.clock.now();
    if (!(await this.repository.complete(lead.id, quality, now, hold))) return;
    if (hold) {
      const status = quality.status === 'rejected' ? 'abgelehnt' : 'zu prüfen';
      await this.history.record(lead.id, 'quality-held', `Nicht automatisch verteilt: Qualität ${quality.score} unter der Mindestqualität ${lead.leadsource.minQuality} der Leadsource (${status})`, null);
      return;
    }
    const { leadsource } = lead;
    if (leadsource.preQualified && leadsource.throttledAt && !lead.qualified) {
      await this.history.record(lead.id, 'quality-held', `Nicht automatisch verteilt: Die Leadsource ist gedrosselt (${leadsource.throttleReason ?? ''})`, null);
    }
    if (lead.qualified) await this.outbox.add(JobName.DistributeLead, { leadId: lead.id });
  }

  private async emailDnsFinding(lead: Lead): Promise<Finding | null> {
    if ((lead.qualityFindings ?? []).some((finding) => NO_DNS_AFTER.has(finding.code))) return null;
    const domain = emailDomain(lead.email);
    try {
      return emailDnsFinding(await this.dns.check(domain), domain);
    } catch (error) {
      // The lookup never throws by design; should it, the lead is not judged by it.
      this.logger.warn(`DNS-Prüfung von ${domain} fehlgeschlagen: ${(error as Error).message}`);
      return emailDnsFinding('not-checked');
    }
  }
}
