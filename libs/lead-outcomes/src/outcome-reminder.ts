import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { BERLIN_TIME_ZONE, berlinWallClock, escapeHtml, PORTAL_PREFIX, type MailKind } from '@app/contract';
import { AppConfig, Clock, ScheduledRuns, Transactional } from '@app/infrastructure';
import { MailService } from '@app/mail';
import { LeadOutcomeRepository } from './lead-outcome.repository';

/** The window of sales the reminder looks at, and the least time between two reminders to one buyer. */
export const REMINDER_DAYS = 30;
/** A lead needs a few days before there is anything to say about it: a buyer whose sales are all younger is not reminded yet. */
export const REMINDER_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

export const OUTCOME_REMINDER_MAIL_KIND = 'lead-outcome-reminder';

/** The friendly reminder (German, formal) to say what became of the leads, with the portal's lead list. */
export function outcomeReminderMail(sales: number, portalUrl: string): { kind: MailKind; subject: string; text: string; html: string } {
  const count = sales === 1 ? 'einen Lead' : `${sales} Leads`;
  const lines = [
    'Sehr geehrte Damen und Herren,',
    `Sie haben in den letzten ${REMINDER_DAYS} Tagen ${count} von uns erhalten. Wir würden gern wissen, was daraus geworden ist: Haben Sie die Interessenten erreicht, einen Termin vereinbart, ein Angebot abgegeben oder sogar einen Auftrag erhalten?`,
    'Ihre Rückmeldung dauert je Lead nur wenige Sekunden und hilft uns, Ihnen künftig mehr Leads aus den Quellen zu liefern, die für Sie am besten funktionieren.',
  ];
  const closing = [
    `Diese Erinnerung erhalten Sie höchstens einmal in ${REMINDER_DAYS} Tagen. Möchten Sie sie nicht mehr erhalten, genügt eine kurze Nachricht an uns.`,
    'Vielen Dank und viel Erfolg mit Ihren Aufträgen!\nMit freundlichen Grüßen\nIhr Leadportal-Team',
  ];
  const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`).join('');
  return {
    kind: OUTCOME_REMINDER_MAIL_KIND,
    subject: 'Was ist aus Ihren Leads geworden?',
    text: `${[...lines, `Zum Käuferportal: ${portalUrl}`, ...closing].join('\n\n')}\n`,
    html: `${paragraphs(lines)}<p><a href="${escapeHtml(portalUrl)}">Ergebnisse im Käuferportal eintragen</a></p>${paragraphs(closing)}`,
  };
}

/**
 * The daily reminder run (issue 20): a buyer with sales in the last 30 days, none of them with an
 * outcome, gets one friendly mail at its notification address (portal settings), else its e-mail; at
 * most once in 30 days, never when its reminder is switched off.
 */
@Injectable()
export class OutcomeReminderService {
  private readonly logger = new Logger('Ergebnis-Erinnerung');

  constructor(
    private readonly repository: LeadOutcomeRepository,
    private readonly mail: MailService,
    private readonly runs: ScheduledRuns,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  today(): string {
    return berlinWallClock(this.clock.now()).date;
  }

  /** 10:00 German time every day, once across processes. */
  @Cron('0 0 10 * * *', { name: 'lead-outcome-reminders', timeZone: BERLIN_TIME_ZONE })
  @UseCls()
  async onSchedule(): Promise<void> {
    const day = this.today();
    const result = await this.runs.once('lead-outcome-reminders', day, () => this.run());
    if (result?.organisations) this.logger.log(`Erinnerungen ${day}: ${result.organisations} Unternehmen`);
  }

  /** Mails every buyer due now; answers how many got one. Safe to repeat: a reminded buyer is not due again for 30 days. */
  @Transactional()
  async run(): Promise<{ organisations: number }> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - REMINDER_DAYS * DAY_MS);
    const due = await this.repository.silentBuyers(windowStart, now, windowStart, new Date(now.getTime() - REMINDER_GRACE_DAYS * DAY_MS));
    let sent = 0;
    for (const buyer of due) {
      const recipient = (buyer.notificationEmail || buyer.email).trim();
      if (!recipient) continue;
      if (!(await this.repository.noteReminder(buyer.organisationId, now, windowStart))) continue;
      const mail = outcomeReminderMail(buyer.sales, `${this.config.publicBaseUrl}${PORTAL_PREFIX}/`);
      await this.mail.queueOnce({ ...mail, recipient }, `${OUTCOME_REMINDER_MAIL_KIND}-${buyer.organisationId}-${this.today()}`);
      sent++;
    }
    return { organisations: sent };
  }
}
