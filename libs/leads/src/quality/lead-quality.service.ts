import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Clock, JobName, OutboxHandlers, OutboxService } from '@app/infrastructure';
import { addressDuplicateFinding, checkFunnel, emailDnsFinding, emailDomain, samePhoneDifferentNames, type Finding } from '@app/lead-checks';
import { DistributionSettingsService } from '@app/settings';
import { LeadHistoryService } from '../history/lead-history';
import { EmailDomainLookup } from './email-domain-lookup';
import { isHeldForReview, leadQualityOf } from './lead-quality';
import { LeadQualityRepository, type LeadForCheck } from './lead-quality.repository';

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
    const { duplicateWindowDays } = await this.settings.get();
    const found = await this.repository.findWithLookups(leadId, duplicateWindowDays);
    // Gone (erased before the job ran), or checked by an earlier run of this job.
    if (!found || found.lead.qualityCheckedAt || found.lead.pseudonymisedAt) return;
    const { lead, lookups } = found;
    // DNS after the read and before the write: it may take its timeout, and holds nothing meanwhile.
    const dnsFinding = await this.emailDnsFinding(lead);
    const later: Finding[] = [
      ...(lookups.sameHouseLeadId !== null ? [addressDuplicateFinding(lookups.sameHouseLeadId)] : []),
      ...[samePhoneDifferentNames(lookups.samePhoneNames, lead)].filter((finding): finding is Finding => finding !== null),
      ...checkFunnel({ earlierLeadsFromIpLastHour: lookups.earlierFromIp, earlierLeadsFromBrowserLastHour: lookups.earlierFromSession }),
      ...(dnsFinding ? [dnsFinding] : []),
    ];
    const { leadsource } = lead;
    const quality = leadQualityOf([...lead.qualityFindings, ...later], leadsource.minQuality);
    const hold = isHeldForReview(quality.status);
    const heldBecause = hold
      ? `Nicht automatisch verteilt: Qualität ${quality.score} unter der Mindestqualität ${leadsource.minQuality} der Leadsource (${quality.status === 'rejected' ? 'abgelehnt' : 'zu prüfen'})`
      : leadsource.preQualified && leadsource.throttledAt && !lead.qualified
        ? `Nicht automatisch verteilt: Die Leadsource ist gedrosselt (${leadsource.throttleReason ?? ''})`
        : null;
    const result = await this.repository.complete(lead.id, quality, this.clock.now(), hold, (statement, completed) => {
      if (heldBecause) this.history.recordIn(statement, completed, 'quality-held', heldBecause);
      // Only a lead its pre-qualified source qualified at intake waits for this job to be distributed; any other
      // qualified lead was qualified by staff meanwhile, which sold it then (a second try here would sell later
      // what staff were told found no buyer). A held lead comes back unqualified.
      if (!leadsource.preQualified) return;
      const toDistribute = statement.with('to_distribute', `SELECT id FROM ${completed} WHERE qualified`);
      this.outbox.addIn(statement, JobName.DistributeLead, toDistribute, { leadId: 'source.id' });
    });
    await this.outbox.dispatchCollected(result);
  }

  private async emailDnsFinding(lead: LeadForCheck): Promise<Finding | null> {
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
