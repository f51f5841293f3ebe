import { Injectable } from '@nestjs/common';
import { Clock, JobName, OutboxService, Transactional } from '@app/infrastructure';
import { EMAIL_CONFIRMATION_VALID_DAYS } from '@app/contract';
import { DistributionSettingsService } from '@app/settings';
import { ContactBlock } from '../contact-block.port';
import { LeadHistory } from '../history/lead-history';
import type { RequestMeta } from '../lead-intake.service';
import { LeadException } from '../leads.exception';
import { confirmationTokenHash } from './email-confirmation-token';
import { EmailConfirmedDto } from './email-confirmation.dto';
import { LeadConsentRepository } from './lead-consent.repository';

const DAY_MS = 86_400_000;

/** An IPv4 client as Node reports it on a dual-stack socket ('::ffff:203.0.113.7') is shown as itself. */
const plainIp = (ip: string) => ip.replace(/^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i, '$1');

/**
 * Double opt-in: the link in the funnel lead's confirmation mail records when, from where and with which
 * browser the address was confirmed. A lead held back by 'nur bestätigte Leads verkaufen' goes to the
 * automatic distribution once confirmed.
 */
@Injectable()
export class EmailConfirmationService {
  constructor(
    private readonly consents: LeadConsentRepository,
    private readonly history: LeadHistory,
    private readonly settings: DistributionSettingsService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly contactBlock: ContactBlock,
  ) {}

  /** A second click changes nothing and says so; an unknown token is a 404, an old one a 410. */
  @Transactional()
  async confirm(token: string, meta: RequestMeta): Promise<EmailConfirmedDto> {
    const lead = await this.consents.lockByConfirmToken(confirmationTokenHash(token.trim()));
    if (!lead) {
      throw new LeadException('CONFIRMATION_UNKNOWN', 'Dieser Bestätigungslink ist uns nicht bekannt. Bitte verwenden Sie den vollständigen Link aus Ihrer E-Mail.');
    }
    // The page tells the person what happens next: passed on now, or checked by staff first.
    if (lead.emailConfirmedAt) return { confirmedAt: lead.emailConfirmedAt.toISOString(), alreadyConfirmed: true, qualified: lead.qualified };
    const now = this.clock.now();
    if (now.getTime() - lead.realCreatedAt.getTime() > EMAIL_CONFIRMATION_VALID_DAYS * DAY_MS) {
      throw new LeadException('CONFIRMATION_EXPIRED', `Dieser Bestätigungslink ist abgelaufen (gültig ${EMAIL_CONFIRMATION_VALID_DAYS} Tage). Bitte stellen Sie Ihre Anfrage erneut.`);
    }
    await this.consents.markConfirmed(lead.id, { at: now, ip: plainIp(meta.ip).slice(0, 64), userAgent: meta.userAgent.slice(0, 500) });
    await this.history.record(lead.id, 'email-confirmed', 'E-Mail-Adresse bestätigt (Double-Opt-in)', null, now);
    // A person who had their data erased and asked again: their own click, not the form, takes them off the list.
    const listed = await this.contactBlock.bound.isBlocked(lead);
    if (listed) {
      await this.contactBlock.bound.release(lead);
      await this.history.record(lead.id, 'contact-block-lifted', 'Von der Liste „Nicht kontaktieren“ genommen: Die Person hat ihre Anfrage selbst bestätigt', null, now);
    }
    // Qualified while held back: now it may be sold (the job sells a lead automatically once only).
    const { sellOnlyConfirmed } = await this.settings.get();
    if ((sellOnlyConfirmed || listed) && lead.qualified) await this.outbox.add(JobName.DistributeLead, { leadId: lead.id });
    return { confirmedAt: now.toISOString(), alreadyConfirmed: false, qualified: lead.qualified };
  }
}
