/**
 * What the cluster run checks once the outbox drained, as pure functions over what the database holds
 * and what the sinks saw, so that each rule is unit-tested apart from the processes (cluster-checks.spec.ts).
 */

/** The delivery ways a buyer can have that run against local fakes in the cluster test. */
export const BUYER_KINDS = ['email', 'zapier', 'make', 'leveto', 'pipedrive', 'weclapp'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];

export interface Tally {
  /** What arrived once, as it should. */
  ok: number;
  /** Arrivals beyond the first, and arrivals nothing in the database asked for. */
  duplicates: number;
  /** What the database says should have arrived but did not, or never finished. */
  lost: number;
  /** One German line per finding, for the report. */
  problems: string[];
}

const empty = (): Tally => ({ ok: 0, duplicates: 0, lost: 0, problems: [] });

function countKeys(keys: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** How many of `keys` repeat an earlier one (a Pipedrive deal created twice for one sale, say). */
export function repeats(keys: string[]): number {
  return keys.length - new Set(keys).size;
}

/** A supplier lead the balancer answered with 2xx: the id it gave and the externalId it was sent with. */
export interface AckedLead {
  externalId: string;
  leadId: number;
}

export interface StoredLead {
  id: number;
  externalId: string | null;
}

/** Every acknowledged lead is stored, under the id the answer named, and each externalId once. */
export function checkLeads(acked: AckedLead[], stored: StoredLead[]): Tally & { stored: number } {
  const tally = { ...empty(), stored: stored.length };
  const byExternalId = new Map<string, StoredLead[]>();
  for (const lead of stored) {
    if (lead.externalId === null) continue;
    byExternalId.set(lead.externalId, [...(byExternalId.get(lead.externalId) ?? []), lead]);
  }
  for (const [externalId, rows] of byExternalId) {
    if (rows.length > 1) {
      tally.duplicates += rows.length - 1;
      tally.problems.push(`Lead ${externalId} ist ${rows.length}-mal gespeichert (ids ${rows.map((row) => row.id).join(', ')})`);
    }
  }
  for (const lead of acked) {
    const rows = byExternalId.get(lead.externalId) ?? [];
    if (rows.length === 0) {
      tally.lost++;
      tally.problems.push(`Lead ${lead.externalId} wurde bestätigt (id ${lead.leadId}), ist aber nicht gespeichert`);
    } else if (!rows.some((row) => row.id === lead.leadId)) {
      tally.lost++;
      tally.problems.push(`Lead ${lead.externalId} wurde mit id ${lead.leadId} bestätigt, gespeichert ist ${rows.map((row) => row.id).join(', ')}`);
    } else {
      tally.ok++;
    }
  }
  return tally;
}

export interface SaleRow {
  saleId: number;
  leadId: number;
  kind: BuyerKind;
  /** The delivery row's status: pending, delivered, held or failed. */
  deliveryStatus: string;
  lastError: string | null;
}

/** What a sink accepted: the idempotency key it carried and the lead it names. */
export interface Arrival {
  key: string;
  leadId: number | null;
}

export interface DeliveryTally extends Tally {
  /**
   * Arrivals repeating a key after the product had to try again (a worker killed while it held the job, a
   * receiver that answered too late): at least once, with the same key, so the receiver can drop them.
   */
  replays: number;
}

/**
 * Each sale reached its buyer's sink: the sink accepted its idempotency key (the sale id), naming the sale's
 * lead, and the delivery row says delivered. A key that comes again is a replay when the delivery took more
 * than one attempt (it could not know the first arrived), a duplicate when it took one: then something sent it
 * twice in one attempt. A key for no sale of that buyer, one naming another lead, or one lead arriving under
 * two keys (a retry that did not carry the same key) are duplicates no receiver could drop.
 */
export function checkDeliveries(sales: (SaleRow & { attempts: number })[], seen: Record<BuyerKind, Arrival[]>): DeliveryTally {
  const tally: DeliveryTally = { ...empty(), replays: 0 };
  for (const kind of BUYER_KINDS) {
    const arrivals = new Map<string, Arrival[]>();
    for (const arrival of seen[kind]) arrivals.set(arrival.key, [...(arrivals.get(arrival.key) ?? []), arrival]);
    const expected = new Set<string>();
    for (const sale of sales.filter((row) => row.kind === kind)) {
      const key = String(sale.saleId);
      expected.add(key);
      const came = arrivals.get(key) ?? [];
      if (sale.deliveryStatus !== 'delivered') {
        tally.lost++;
        tally.problems.push(`Verkauf ${sale.saleId} (${kind}) ist ${sale.deliveryStatus}${sale.lastError ? `: ${sale.lastError}` : ''}`);
      } else if (came.length === 0) {
        tally.lost++;
        tally.problems.push(`Verkauf ${sale.saleId} (${kind}) gilt als zugestellt, kam aber nie an`);
      } else {
        tally.ok++;
      }
      for (const arrival of came.filter((entry) => entry.leadId !== sale.leadId)) {
        tally.duplicates++;
        tally.problems.push(`Verkauf ${sale.saleId} (${kind}) kam mit Lead ${arrival.leadId} statt ${sale.leadId} an`);
      }
      if (came.length > 1 && sale.attempts > 1) tally.replays += came.length - 1;
      else if (came.length > 1) {
        tally.duplicates += came.length - 1;
        tally.problems.push(`Verkauf ${sale.saleId} (${kind}) kam ${came.length}-mal an, in einem einzigen Versuch`);
      }
    }
    for (const [key, unexpected] of arrivals) {
      if (expected.has(key)) continue;
      tally.duplicates += unexpected.length;
      tally.problems.push(`${kind} erhielt Schlüssel ${key}, zu dem es keinen Verkauf gibt`);
    }
    const keysPerLead = new Map<number, Set<string>>();
    for (const { key, leadId } of seen[kind]) if (leadId !== null) keysPerLead.set(leadId, (keysPerLead.get(leadId) ?? new Set()).add(key));
    for (const [leadId, keys] of keysPerLead) {
      if (keys.size < 2) continue;
      tally.duplicates += keys.size - 1;
      tally.problems.push(`Lead ${leadId} kam bei ${kind} unter ${keys.size} Schlüsseln an (${[...keys].join(', ')})`);
    }
  }
  return tally;
}

export interface MailRow {
  id: string;
  status: string;
  /** Attempts its outbox message took. */
  attempts: number;
}

/**
 * Every stored mail went out: each sent mail's Message-ID `<id@leadportal>` reached the SMTP sink (again only
 * as a replay after more than one attempt, like a delivery), none is left queued or failed, and nothing else
 * arrived. Lead deliveries by mail (`<sale-N@leadportal>`) are the delivery check's business.
 */
export function checkMails(mails: MailRow[], messageIds: string[]): DeliveryTally {
  const tally: DeliveryTally = { ...empty(), replays: 0 };
  const counts = countKeys(messageIds.filter((id) => !/^<sale-\d+@leadportal>$/.test(id)));
  const expected = new Set<string>();
  for (const mail of mails) {
    const messageId = `<${mail.id}@leadportal>`;
    expected.add(messageId);
    const arrived = counts.get(messageId) ?? 0;
    if (mail.status !== 'sent') {
      tally.lost++;
      tally.problems.push(`Mail ${mail.id} ist ${mail.status}`);
    } else if (arrived === 0) {
      tally.lost++;
      tally.problems.push(`Mail ${mail.id} gilt als gesendet, kam aber nie an`);
    } else {
      tally.ok++;
    }
    if (arrived > 1 && mail.attempts > 1) tally.replays += arrived - 1;
    else if (arrived > 1) {
      tally.duplicates += arrived - 1;
      tally.problems.push(`Mail ${mail.id} kam ${arrived}-mal an, in einem einzigen Versuch`);
    }
  }
  for (const [messageId, arrived] of counts) {
    if (expected.has(messageId)) continue;
    tally.duplicates += arrived;
    tally.problems.push(`Unbekannte Mail ${messageId} kam ${arrived}-mal an`);
  }
  return tally;
}

/**
 * Every qualified lead in the buyers' area was sold to every buyer (they all take every lead there), so a
 * distribution job that got lost with a killed process shows as missing sales.
 */
export function checkDistribution(qualifiedCovered: { leadId: number; sales: number }[], buyers: number): Tally {
  const tally = empty();
  for (const { leadId, sales } of qualifiedCovered) {
    if (sales === buyers) tally.ok++;
    else if (sales < buyers) {
      tally.lost += buyers - sales;
      tally.problems.push(`Lead ${leadId} ist qualifiziert, aber nur an ${sales} von ${buyers} Käufern verkauft`);
    } else {
      tally.duplicates += sales - buyers;
      tally.problems.push(`Lead ${leadId} ist ${sales}-mal verkauft (${buyers} Käufer)`);
    }
  }
  return tally;
}

export interface InvoiceRow {
  organisationId: number;
  year: number;
  month: number;
  status: string;
  number: string | null;
}

/**
 * One live invoice per organisation and month for every organisation with sales in that month; finalised
 * invoices numbered without gaps (a run that rolled back half-way after taking a number would leave one).
 */
export function checkInvoices(invoices: InvoiceRow[], expectedOrganisations: number[], month: { year: number; month: number }): Tally {
  const tally = empty();
  const live = invoices.filter((invoice) => invoice.status !== 'voided');
  const perOrganisation = countKeys(live.map((invoice) => `${invoice.organisationId}/${invoice.year}-${invoice.month}`));
  for (const [key, count] of perOrganisation) {
    if (count > 1) {
      tally.duplicates += count - 1;
      tally.problems.push(`Unternehmen/Monat ${key} hat ${count} Rechnungen`);
    }
  }
  for (const organisationId of expectedOrganisations) {
    if (perOrganisation.has(`${organisationId}/${month.year}-${month.month}`)) tally.ok++;
    else {
      tally.lost++;
      tally.problems.push(`Unternehmen ${organisationId} hat keine Rechnung für ${month.month}/${month.year}`);
    }
  }
  const numbers = live
    .map((invoice) => invoice.number)
    .filter((number): number is string => number !== null)
    .map((number) => Number(/(\d+)$/.exec(number)?.[1]))
    .sort((a, b) => a - b);
  for (let i = 1; i < numbers.length; i++) {
    if (numbers[i] !== numbers[i - 1] + 1) {
      tally.lost++;
      tally.problems.push(`Rechnungsnummern lückenhaft: nach ${numbers[i - 1]} folgt ${numbers[i]}`);
    }
  }
  return tally;
}

/** An answer of 500 or more (or a broken connection) the load driver got from the balancer. */
export interface ServerError {
  requestId: string;
  startedAt: number;
  endedAt: number;
  status: number;
  /** Why no answer came (status 0). */
  error?: string;
  /** The server HAProxy sent it to, from its log ('-' when it never reached one). */
  server: string | null;
}

export interface Kill {
  server: string;
  at: number;
  /** When the balancer had taken it out of rotation (an API process); until then it sent requests to the dead process. */
  outOfRotationAt?: number;
}

/** How long after taking a dead process out of rotation HAProxy may still be closing connections it had sent there. */
export const ROTATION_SLACK_MS = 1_000;

/**
 * A 5xx is forgiven only for a request in flight on a killed process: HAProxy had sent it there before it
 * took the process out of rotation, and it ended after the kill. HAProxy logs those as 502 from that process;
 * on a client connection that had served a request before it answers no 502 and logs nothing, but closes the
 * connection, as a server closing an idle keep-alive connection would, so that the client can retry: such a
 * close counts when it came between the kill and the end of the rotation. Every other one is a bug.
 */
export function classifyServerErrors(errors: ServerError[], kills: Kill[]): { inFlight: number; unexpected: ServerError[] } {
  const unexpected: ServerError[] = [];
  let inFlight = 0;
  for (const error of errors) {
    const killed = kills.some((kill) => {
      const until = (kill.outOfRotationAt ?? kill.at) + ROTATION_SLACK_MS;
      const sentThere = kill.server === error.server || (error.status === 0 && error.server === null);
      return sentThere && error.startedAt <= until && error.endedAt >= kill.at && error.endedAt <= until;
    });
    if (killed) inFlight++;
    else unexpected.push(error);
  }
  return { inFlight, unexpected };
}

/**
 * The audit chain's lock as another process's chaining run holds it, repeated here from libs/audit (the runner
 * is plain Node without the server's path aliases); cluster-checks.spec.ts keeps the two the same.
 */
export const AUDIT_CHAIN_LOCK_KEY = 724_311_018;

/** How long a staff write may take while the chain is locked: far more than one takes, far less than waiting for the lock. */
export const AUDIT_WRITE_LIMIT_MS = 5_000;

/** Staff writes sent while another session held the audit chain's lock, and what became of their rows. */
export interface AuditLockRun {
  /** Each write's status (0: no answer) and how long it took. */
  writes: { status: number; ms: number }[];
  /** Audit rows waiting for the chain while the lock was still held. */
  unchainedWhileLocked: number;
  /** Audit rows still unchained once the lock was free and the processes had time to catch up. */
  unchainedAfter: number;
  /** `npm run audit:verify`: its exit code (0: chain intact) and what it printed. */
  verify: { exitCode: number; output: string };
}

/**
 * Staff writes never wait for the audit chain: each answers in time while the chain is locked, its row waits
 * unchained (nothing chains past the lock), and once the lock is free every row is chained and the chain holds.
 */
export function checkAuditUnderChainLock(run: AuditLockRun): string[] {
  const problems: string[] = [];
  const failed = run.writes.filter((write) => write.status < 200 || write.status >= 300);
  if (failed.length > 0) problems.push(`Protokoll: ${failed.length} von ${run.writes.length} Schreibzugriffen bei gesperrter Kette gescheitert (Status ${[...new Set(failed.map((write) => write.status))].join(', ')})`);
  const slow = run.writes.filter((write) => write.ms > AUDIT_WRITE_LIMIT_MS);
  if (slow.length > 0) problems.push(`Protokoll: ${slow.length} Schreibzugriffe warteten auf die Kette (bis ${Math.max(...slow.map((write) => write.ms))} ms)`);
  const answered = run.writes.length - failed.length;
  if (run.unchainedWhileLocked < answered) problems.push(`Protokoll: nur ${run.unchainedWhileLocked} von ${answered} Einträgen warteten auf die gesperrte Kette`);
  if (run.unchainedAfter > 0) problems.push(`Protokoll: ${run.unchainedAfter} Einträge nach Freigabe der Kette nicht verkettet`);
  if (run.verify.exitCode !== 0) problems.push(`Protokoll: audit:verify mit Code ${run.verify.exitCode}: ${run.verify.output.trim().split('\n').slice(0, 3).join(' | ')}`);
  return problems;
}
