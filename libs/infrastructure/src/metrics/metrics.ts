import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { afterCommit } from '../database/transactions';

/**
 * Gauges read from the database when Prometheus scrapes, so every process answers the same and none
 * needs to have seen the event. The lib that owns the data plugs its reading in (`readOnScrape`); a
 * gauge nobody plugged in is not exported at all rather than exported as a misleading 0.
 */
const SCRAPED_GAUGES = {
  outboxDue: { name: 'leadportal_outbox_due', help: 'Fällige, noch nicht erledigte Outbox-Nachrichten (Zustellungen, Mails, Jobs)' },
  outboxOldestDueSeconds: {
    name: 'leadportal_outbox_oldest_due_seconds',
    help: 'Sekunden, seit die älteste fällige Outbox-Nachricht wartet (0: keine wartet)',
  },
  invoiceRunLastSuccess: {
    name: 'leadportal_invoice_run_last_success_timestamp_seconds',
    help: 'Zeitpunkt (Unix-Sekunden) des letzten abgeschlossenen monatlichen Rechnungslaufs; 0: noch keiner',
  },
  buyersDeliveryStopped: { name: 'leadportal_buyers_delivery_stopped', help: 'Käufer, deren Webhook-Zustellung der Schutzschalter gestoppt hat' },
  auditHeadId: {
    name: 'leadportal_audit_head_id',
    help: 'Nummer des neuesten verketteten Protokolleintrags; sinkt sie, wurden Einträge gelöscht (Prometheus hält den Verlauf außerhalb der Datenbank)',
  },
  auditUnchainedOldestSeconds: {
    name: 'leadportal_audit_unchained_oldest_seconds',
    help: 'Sekunden, seit der älteste noch nicht verkettete Protokolleintrag geschrieben wurde (0: keiner wartet)',
  },
} as const;
export type ScrapedGauge = keyof typeof SCRAPED_GAUGES;

/** Delivery channels by organisation type: a fixed set, so the label cannot grow. */
const CHANNELS: Record<string, string> = {
  buyer: 'email',
  'buyer-email': 'email',
  'service-buyer': 'email',
  zapier: 'zapier',
  make: 'make',
  leveto: 'leveto',
  pipedrive: 'pipedrive',
  weClapp: 'weclapp',
};
export const deliveryChannel = (organisationType: string): string => CHANNELS[organisationType] ?? 'other';

/** delivered: the buyer has it; held: waits in the Postausgang (no SMTP); retry: failed, tried again later; failed: for good. */
export type DeliveryResult = 'delivered' | 'held' | 'retry' | 'failed';
export type MailResult = 'sent' | 'held' | 'retry' | 'failed';

/** A rejection reason is a short code (`invalid_lead`, `too_many_leads`); anything else is counted as `other`. */
const REASON = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * The process's Prometheus metrics (prom-client, one registry per application). Labels carry only fixed
 * codes and ids of lead sources, never names or other personal data. Events inside a transaction are
 * counted once it committed.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly leadsReceived = new Counter({
    name: 'leadportal_leads_received_total',
    help: 'Angenommene neue Leads nach Quelle (Leadsource-ID oder funnel)',
    labelNames: ['source'],
    registers: [this.registry],
  });
  private readonly leadsRejected = new Counter({
    name: 'leadportal_leads_rejected_total',
    help: 'Abgelehnte Leads nach Grund (Fehlercode)',
    labelNames: ['reason'],
    registers: [this.registry],
  });
  private readonly sales = new Counter({ name: 'leadportal_sales_total', help: 'Verkäufe von Leads an Käufer', registers: [this.registry] });
  private readonly deliveries = new Counter({
    name: 'leadportal_deliveries_total',
    help: 'Zustellversuche verkaufter Leads nach Kanal und Ergebnis (delivered, held, retry, failed)',
    labelNames: ['channel', 'result'],
    registers: [this.registry],
  });
  private readonly deliveryDuration = new Histogram({
    name: 'leadportal_delivery_duration_seconds',
    help: 'Dauer eines Zustellversuchs nach Kanal',
    labelNames: ['channel'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });
  private readonly mails = new Counter({
    name: 'leadportal_mails_total',
    help: 'Versandversuche von Mails nach Ergebnis (sent, held, retry, failed)',
    labelNames: ['result'],
    registers: [this.registry],
  });
  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Dauer der HTTP-Anfragen nach Methode, Routenmuster und Status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly scraped = new Set<ScrapedGauge>();
  private reading: Promise<unknown> = Promise.resolve();
  private defaultsCollected = false;

  constructor() {
    // Present from the start, so "no lead for two hours" holds after a restart too.
    this.leadsReceived.inc({ source: 'funnel' }, 0);
  }

  leadReceived(source: number | 'funnel'): void {
    this.leadsReceived.inc({ source: String(source) });
  }

  leadRejected(reason: string): void {
    const code = reason.toLowerCase();
    this.leadsRejected.inc({ reason: REASON.test(code) ? code : 'other' });
  }

  /** Sales written in the current transaction, counted when it commits. */
  async sold(count: number): Promise<void> {
    if (count > 0) await afterCommit(() => void this.sales.inc(count));
  }

  /** Starts timing a delivery attempt; the returned function records its result. */
  deliveryAttempt(organisationType: string): (result: DeliveryResult) => void {
    const channel = deliveryChannel(organisationType);
    const stop = this.deliveryDuration.startTimer({ channel });
    return (result) => {
      stop();
      this.deliveries.inc({ channel, result });
    };
  }

  mailAttempt(result: MailResult): void {
    this.mails.inc({ result });
  }

  httpRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  /** Registers the gauge `gauge`, answered by `read` on every scrape (NaN when the reading fails). */
  readOnScrape(gauge: ScrapedGauge, read: () => Promise<number>): void {
    if (this.scraped.has(gauge)) throw new Error(`Metrik ${SCRAPED_GAUGES[gauge].name} wird schon gelesen`);
    this.scraped.add(gauge);
    const readInTurn = () => this.inTurn(read);
    new Gauge({
      ...SCRAPED_GAUGES[gauge],
      registers: [this.registry],
      async collect() {
        this.set(await readInTurn().catch(() => Number.NaN));
      },
    });
  }

  /** prom-client collects all gauges at once; their queries go one after the other, so a scrape holds one connection. */
  private inTurn<T>(read: () => Promise<T>): Promise<T> {
    const result = this.reading.then(read, read);
    this.reading = result.catch(() => undefined);
    return result;
  }

  /** Node's own metrics (CPU, memory, event loop, GC): only in the processes that serve /metrics. */
  collectDefaults(): void {
    if (this.defaultsCollected) return;
    this.defaultsCollected = true;
    collectDefaultMetrics({ register: this.registry });
  }

  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
