/**
 * The buyers' side of the cluster test in a process of its own: the SMTP sink and the local fakes of Zapier,
 * Make, Leveto (the hook fake with Basic auth), Pipedrive and weClapp from test/support. Apart from the load driver, so that its work never delays a
 * sink's answer (a late answer makes the sender time out and try again). Started by run-cluster.ts with
 * fork(); it says where the sinks listen, and on request reports what each accepted.
 */
import { FAKE_WEBHOOK_PATH, FakeWebhook, startFakeWebhook } from '../support/fake-webhook';
import { startFakePipedrive } from '../support/fake-pipedrive';
import { startFakeWeclapp } from '../support/fake-weclapp';
import { startSmtpSink } from '../support/smtp-sink';
import type { Arrival } from './cluster-checks';
import { LEVETO_LOGIN } from './cluster-setup';

export interface SinkAddresses {
  smtp: string;
  zapier: string;
  make: string;
  leveto: string;
  pipedrive: string;
  weclapp: string;
}

export interface SinkReport {
  /** Every mail's Message-ID and subject, in the order they came. */
  mails: { messageId: string; subject: string }[];
  zapier: Arrival[];
  make: Arrival[];
  leveto: Arrival[];
  /** The Pipedrive note (the delivery's last step) per sale, and every deal's title. */
  pipedriveNotes: Arrival[];
  pipedriveDeals: string[];
  weclapp: Arrival[];
}

export type SinkMessage = { type: 'ready'; addresses: SinkAddresses } | { type: 'report'; report: SinkReport };

const header = (value: string | string[] | undefined) => String(value ?? '');
const numberIn = (pattern: RegExp, text: unknown): number | null => {
  const match = pattern.exec(typeof text === 'string' ? text : '');
  return match ? Number(match[1]) : null;
};

/** The deliveries a hook accepted: the same conditions as the fake's own before it answers 200. */
function hookArrivals(hook: FakeWebhook, login?: { username: string; password: string }): Arrival[] {
  const authorization = login && `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`;
  return hook.requests.flatMap((request) => {
    const body = request.body as { lead?: { id?: number } } | undefined;
    if (request.method !== 'POST' || request.path !== FAKE_WEBHOOK_PATH || !request.headers['idempotency-key'] || !body || typeof body !== 'object') return [];
    if (authorization && request.headers.authorization !== authorization) return [];
    return [{ key: header(request.headers['idempotency-key']), leadId: body.lead?.id ?? null }];
  });
}

async function main(): Promise<void> {
  const smtp = await startSmtpSink();
  const zapier = await startFakeWebhook();
  const make = await startFakeWebhook();
  const leveto = await startFakeWebhook({ basicAuth: LEVETO_LOGIN });
  const pipedrive = await startFakePipedrive();
  const weclapp = await startFakeWeclapp();
  const report = (): SinkReport => ({
    mails: smtp.messages.map((mail) => ({ messageId: mail.messageId ?? '(ohne Message-ID)', subject: mail.subject ?? '' })),
    zapier: hookArrivals(zapier),
    make: hookArrivals(make),
    leveto: hookArrivals(leveto, LEVETO_LOGIN),
    pipedriveNotes: pipedrive.notes.map((note) => ({
      key: String(numberIn(/Leadportal-Verkauf (\d+)/, note.content) ?? `ohne Kennung ${note.id}`),
      leadId: numberIn(/Lead-Nr\.: (\d+)/, note.content),
    })),
    pipedriveDeals: pipedrive.deals.map((deal) => deal.title),
    weclapp: weclapp.requests.flatMap((request) => {
      if (request.method !== 'POST' || !request.path.endsWith('/lead') || !request.headers['idempotency-key']) return [];
      const description = (request.body as { description?: string } | undefined)?.description;
      return [{ key: header(request.headers['idempotency-key']), leadId: numberIn(/Lead-Nr\.: (\d+)/, description) }];
    }),
  });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'report') process.send!({ type: 'report', report: report() } satisfies SinkMessage);
  });
  // The parent going away (also when it was killed) ends the sinks.
  process.on('disconnect', () => {
    void Promise.all([smtp.close(), zapier.close(), make.close(), leveto.close(), pipedrive.close(), weclapp.close()]).finally(() => process.exit(0));
  });
  process.send!({ type: 'ready', addresses: { smtp: smtp.url, zapier: zapier.url, make: make.url, leveto: leveto.url, pipedrive: pipedrive.url, weclapp: weclapp.url } } satisfies SinkMessage);
}

main().catch((error: unknown) => {
  console.error('Senken-Prozess:', error);
  process.exit(1);
});
