import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { AppConfig, Clock, ScheduledRuns, TransactionalRepository } from '@app/infrastructure';
import { LeadsourcesService } from '@app/leadsources';
import { MailService } from '@app/mail';
import { DistributionSettingsService, NotificationSettingsService } from '@app/settings';
import { UsersService } from '@app/users';
import { BERLIN_TIME_ZONE, berlinWallClock, escapeHtml, formatDateTime } from '@app/contract';
import { THROTTLE_WINDOW_DAYS, throttleReason, type SupplierFigures } from './supplier-throttle';

export const SUPPLIER_THROTTLED_MAIL_KIND = 'supplier-throttled';

@Injectable()
export class SupplierFiguresRepository extends TransactionalRepository {
  /**
   * Each active, not yet throttled source's sales of the last `days` days, or since staff last lifted its throttle:
   * how many, how many returned, how many with a buyer's outcome and how many of those 'Nicht erreichbar'.
   */
  async figures(now: Date, days: number): Promise<Map<number, SupplierFigures & { name: string }>> {
    const rows: { id: number; name: string; sales: string; returned: string; with_outcome: string; unreachable: string }[] = await this.manager.query(
      `SELECT ls.id, ls.name, count(s.id) AS sales, count(s.id) FILTER (WHERE s.reclaimed) AS returned,
              count(o.sale_id) AS with_outcome, count(o.sale_id) FILTER (WHERE o.status = 'unreachable') AS unreachable
         FROM leadsource ls
         JOIN lead l ON l.leadsource_id = ls.id
         JOIN sale s ON s.lead_id = l.id
          AND s.sold_at >= greatest($1::timestamptz - make_interval(days => $2), coalesce(ls.throttle_lifted_at, '-infinity'::timestamptz))
         LEFT JOIN lead_outcome o ON o.sale_id = s.id
        WHERE ls.active AND NOT ls.deleted AND ls.throttled_at IS NULL
        GROUP BY ls.id, ls.name`,
      [now, days],
    );
    return new Map(
      rows.map((row) => [
        Number(row.id),
        { name: row.name, sales: Number(row.sales), returned: Number(row.returned), withOutcome: Number(row.with_outcome), unreachable: Number(row.unreachable) },
      ]),
    );
  }
}

/**
 * The throttle that acts by itself (issue 31 §3): every hour each source's returns and 'Nicht erreichbar' share are
 * held against the limits of Settings → Verteilung (off by default). A source past one is throttled: its leads need
 * manual qualification until staff lift it, and staff get one mail. Both are in the Protokoll.
 */
@Injectable()
export class SupplierThrottleService {
  private readonly logger = new Logger('Leadsource-Drosselung');

  constructor(
    private readonly figures: SupplierFiguresRepository,
    private readonly sources: LeadsourcesService,
    private readonly settings: DistributionSettingsService,
    private readonly notifications: NotificationSettingsService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly runs: ScheduledRuns,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Cron('0 20 * * * *', { name: 'supplier-throttle', timeZone: BERLIN_TIME_ZONE })
  @UseCls()
  async onSchedule(): Promise<void> {
    const { year, month, day, hour } = berlinWallClock(this.clock.now());
    await this.runs.once('supplier-throttle', `${year}-${month}-${day}T${hour}`, () => this.check());
  }

  /** Answers the ids of the sources this run throttled. */
  async check(): Promise<number[]> {
    const { throttleReturnShare, throttleUnreachableShare } = await this.settings.get();
    if (throttleReturnShare == null && throttleUnreachableShare == null) return [];
    const now = this.clock.now();
    const throttled: number[] = [];
    for (const [id, figures] of await this.figures.figures(now, THROTTLE_WINDOW_DAYS)) {
      const reason = throttleReason(figures, { returnShare: throttleReturnShare ?? null, unreachableShare: throttleUnreachableShare ?? null });
      if (!reason || !(await this.sources.throttle(id, reason, now))) continue;
      throttled.push(id);
      this.logger.warn(`Leadsource ${id} (${figures.name}) gedrosselt: ${reason}`);
      await this.alert(id, figures.name, reason, now);
    }
    return throttled;
  }

  /** One mail per throttle to Settings → 'Benachrichtigungen', else every active administrator. */
  private async alert(id: number, name: string, reason: string, since: Date): Promise<void> {
    const configured = await this.notifications.alertRecipients();
    const recipients = configured.length ? configured : await this.users.activeAdminEmails();
    if (recipients.length === 0) return;
    const link = `${this.config.publicBaseUrl}/leadsources/${id}`;
    const lines = [
      'Guten Tag,',
      `die Leadsource ${name} wurde am ${formatDateTime(since)} gedrosselt.`,
      `Grund: ${reason}`,
      'Ihre Leads werden weiter angenommen, aber nicht mehr automatisch verteilt: Sie stehen im Einkauf und brauchen eine Qualifizierung von Hand. Heben Sie die Drosselung bei der Leadsource auf, sobald die Sache geklärt ist.',
    ];
    const closing = 'Diese Nachricht kommt einmal je Drosselung. Empfänger ändern Sie unter Einstellungen → Benachrichtigungen.';
    await this.mail.queueOnce(
      {
        kind: SUPPLIER_THROTTLED_MAIL_KIND,
        recipient: recipients.join(', '),
        subject: `Leadsource gedrosselt: ${name}`,
        text: `${[...lines, `Zur Leadsource: ${link}`, closing].join('\n\n')}\n`,
        html: [...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">Zur Leadsource</a></p>`, `<p>${escapeHtml(closing)}</p>`].join(''),
      },
      `supplier-throttled-${id}-${since.toISOString()}`,
    );
  }
}
