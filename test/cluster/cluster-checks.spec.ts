import { AUDIT_CHAIN_LOCK_KEY as LIB_AUDIT_CHAIN_LOCK_KEY } from '@app/audit';
import { Arrival, AUDIT_CHAIN_LOCK_KEY, AuditLockRun, BuyerKind, checkAuditUnderChainLock, checkDeliveries, checkDistribution, checkInvoices, checkLeads, checkMails, classifyServerErrors, repeats, SaleRow } from './cluster-checks';

const noneSeen = (): Record<BuyerKind, Arrival[]> => ({ email: [], zapier: [], make: [], leveto: [], pipedrive: [], weclapp: [] });
const sale = (saleId: number, kind: BuyerKind, deliveryStatus = 'delivered'): SaleRow => ({ saleId, leadId: 100 + saleId, kind, deliveryStatus, lastError: null });

describe('cluster checks', () => {
  describe('leads', () => {
    it('passes every acknowledged lead stored once under its id', () => {
      const result = checkLeads([{ externalId: 'c-1', leadId: 7 }], [{ id: 7, externalId: 'c-1' }, { id: 8, externalId: 'c-2' }]);
      expect(result).toMatchObject({ ok: 1, lost: 0, duplicates: 0, stored: 2 });
    });

    it('counts an acknowledged lead that is missing or stored under another id as lost', () => {
      const result = checkLeads([{ externalId: 'c-1', leadId: 7 }, { externalId: 'c-2', leadId: 9 }], [{ id: 8, externalId: 'c-2' }]);
      expect(result).toMatchObject({ ok: 0, lost: 2 });
      expect(result.problems).toEqual([
        'Lead c-1 wurde bestätigt (id 7), ist aber nicht gespeichert',
        'Lead c-2 wurde mit id 9 bestätigt, gespeichert ist 8',
      ]);
    });

    it('counts an externalId stored twice as a duplicate', () => {
      const result = checkLeads([{ externalId: 'c-1', leadId: 7 }], [{ id: 7, externalId: 'c-1' }, { id: 11, externalId: 'c-1' }]);
      expect(result).toMatchObject({ ok: 1, duplicates: 1 });
    });
  });

  describe('deliveries', () => {
    /** Arrivals of keys at a sink; each names the lead of the sale with that id (lead = 100 + sale). */
    const arrivals = (...saleIds: number[]) => saleIds.map((saleId) => ({ key: String(saleId), leadId: 100 + saleId }));
    const tried = (row: SaleRow, attempts = 1) => ({ ...row, attempts });

    it('passes each sale seen once by its own sink', () => {
      const seen = { ...noneSeen(), zapier: arrivals(1), weclapp: arrivals(2), email: arrivals(3) };
      expect(checkDeliveries([tried(sale(1, 'zapier')), tried(sale(2, 'weclapp')), tried(sale(3, 'email'))], seen)).toMatchObject({ ok: 3, lost: 0, duplicates: 0 });
    });

    it('counts a key repeated within one attempt as a duplicate and a key of another sink as not delivered', () => {
      const seen = { ...noneSeen(), zapier: arrivals(1, 1, 1), make: arrivals(2) };
      const result = checkDeliveries([tried(sale(1, 'zapier')), tried(sale(2, 'pipedrive'))], seen);
      // Sale 2 reached Make, not the Pipedrive it was sold to: lost there, and a delivery nobody ordered at Make.
      expect(result).toMatchObject({ ok: 1, duplicates: 3, lost: 1, replays: 0 });
    });

    it('counts a key repeated after a second attempt as a replay, not a duplicate', () => {
      const result = checkDeliveries([tried(sale(1, 'make'), 2)], { ...noneSeen(), make: arrivals(1, 1) });
      expect(result).toMatchObject({ ok: 1, replays: 1, duplicates: 0 });
    });

    it('counts one lead arriving under two keys as a duplicate: the retry did not carry the same key', () => {
      const seen = { ...noneSeen(), weclapp: [{ key: '1', leadId: 101 }, { key: '1-neu', leadId: 101 }] };
      const result = checkDeliveries([tried(sale(1, 'weclapp'), 2)], seen);
      expect(result.duplicates).toBe(2);
      expect(result.problems).toEqual(['weclapp erhielt Schlüssel 1-neu, zu dem es keinen Verkauf gibt', 'Lead 101 kam bei weclapp unter 2 Schlüsseln an (1, 1-neu)']);
    });

    it('counts an arrival naming another lead than the sale as a duplicate', () => {
      const result = checkDeliveries([tried(sale(1, 'zapier'))], { ...noneSeen(), zapier: [{ key: '1', leadId: 999 }] });
      expect(result).toMatchObject({ duplicates: 1 });
      expect(result.problems).toEqual(['Verkauf 1 (zapier) kam mit Lead 999 statt 101 an']);
    });

    it('counts a delivery the database does not call delivered as lost, even when the sink has it', () => {
      const result = checkDeliveries([tried({ ...sale(4, 'make', 'failed'), lastError: 'Make lehnt ab' })], { ...noneSeen(), make: arrivals(4) });
      expect(result).toMatchObject({ ok: 0, lost: 1 });
      expect(result.problems).toEqual(['Verkauf 4 (make) ist failed: Make lehnt ab']);
    });

    it('counts a sale marked delivered that never arrived as lost', () => {
      expect(checkDeliveries([tried(sale(5, 'email'))], noneSeen())).toMatchObject({ ok: 0, lost: 1 });
    });
  });

  describe('mails', () => {
    it('passes each sent mail seen once and leaves lead mails to the delivery check', () => {
      const result = checkMails([{ id: 'a', status: 'sent', attempts: 1 }], ['<a@leadportal>', '<sale-9@leadportal>']);
      expect(result).toMatchObject({ ok: 1, lost: 0, duplicates: 0 });
    });

    it('counts repeats within one attempt, unknown mails and mails left queued', () => {
      const result = checkMails(
        [
          { id: 'a', status: 'sent', attempts: 1 },
          { id: 'b', status: 'queued', attempts: 3 },
        ],
        ['<a@leadportal>', '<a@leadportal>', '<x@leadportal>'],
      );
      expect(result).toMatchObject({ ok: 1, duplicates: 2, lost: 1 });
    });

    it('counts a repeat after a second attempt as a replay', () => {
      const result = checkMails([{ id: 'a', status: 'sent', attempts: 2 }], ['<a@leadportal>', '<a@leadportal>']);
      expect(result).toMatchObject({ ok: 1, duplicates: 0, replays: 1 });
    });
  });

  it('counts repeated keys', () => {
    expect(repeats(['1', '2', '1', '1'])).toBe(2);
    expect(repeats(['1', '2'])).toBe(0);
  });

  it('counts a qualified lead sold to fewer buyers than all as lost, to more as duplicated', () => {
    const result = checkDistribution(
      [
        { leadId: 1, sales: 5 },
        { leadId: 2, sales: 3 },
        { leadId: 3, sales: 6 },
      ],
      5,
    );
    expect(result).toMatchObject({ ok: 1, lost: 2, duplicates: 1 });
  });

  describe('invoices', () => {
    const month = { year: 2026, month: 10 };
    const invoice = (organisationId: number, number: string | null, status = 'open') => ({ organisationId, ...month, status, number });

    it('passes one invoice per organisation, numbered without gaps', () => {
      expect(checkInvoices([invoice(1, 'RE-2026-0001'), invoice(2, 'RE-2026-0002')], [1, 2], month)).toMatchObject({ ok: 2, duplicates: 0, lost: 0 });
    });

    it('counts a second live invoice as a duplicate, a voided one not', () => {
      const result = checkInvoices([invoice(1, 'RE-2026-0001'), invoice(1, 'RE-2026-0002'), invoice(1, null, 'voided')], [1], month);
      expect(result).toMatchObject({ ok: 1, duplicates: 1, lost: 0 });
    });

    it('counts an organisation without invoice and a gap in the numbers as lost', () => {
      const result = checkInvoices([invoice(1, 'RE-2026-0001'), invoice(3, 'RE-2026-0003')], [1, 2, 3], month);
      expect(result).toMatchObject({ ok: 2, lost: 2 });
      expect(result.problems).toEqual(['Unternehmen 2 hat keine Rechnung für 10/2026', 'Rechnungsnummern lückenhaft: nach 1 folgt 3']);
    });
  });

  it('forgives only 5xx and closed connections of requests sent to the killed process until it left the rotation', () => {
    const kills = [{ server: 'api1', at: 1000, outOfRotationAt: 3000 }];
    const errors = [
      { requestId: 'r1', startedAt: 900, endedAt: 1100, status: 502, server: 'api1' },
      { requestId: 'r2', startedAt: 900, endedAt: 1100, status: 502, server: 'api2' },
      // Sent to the dead process before the health check noticed.
      { requestId: 'r3', startedAt: 1050, endedAt: 1100, status: 502, server: 'api1' },
      { requestId: 'r4', startedAt: 800, endedAt: 950, status: 500, server: 'api1' },
      // Closed by HAProxy without an answer or a log line: while the process was dead and in rotation, or long after.
      { requestId: 'r5', startedAt: 300, endedAt: 1200, status: 0, server: null },
      { requestId: 'r6', startedAt: 2500, endedAt: 2600, status: 0, server: null },
      { requestId: 'r7', startedAt: 300, endedAt: 9000, status: 0, server: null },
      { requestId: 'r8', startedAt: 6000, endedAt: 6100, status: 502, server: 'api1' },
    ];
    const { inFlight, unexpected } = classifyServerErrors(errors, kills);
    expect(inFlight).toBe(4);
    expect(unexpected.map((error) => error.requestId)).toEqual(['r2', 'r4', 'r7', 'r8']);
  });

  describe('audit chain under its lock', () => {
    const run = (changes: Partial<AuditLockRun> = {}): AuditLockRun => ({
      writes: [
        { status: 200, ms: 40 },
        { status: 200, ms: 75 },
      ],
      unchainedWhileLocked: 2,
      unchainedAfter: 0,
      verify: { exitCode: 0, output: 'Protokoll geprüft: 2 Einträge, Kette intakt.' },
      ...changes,
    });

    it('holds the lock the chaining runs of the server take', () => {
      expect(AUDIT_CHAIN_LOCK_KEY).toBe(LIB_AUDIT_CHAIN_LOCK_KEY);
    });

    it('passes writes that answered in time, left their rows unchained and were chained later into an intact chain', () => {
      expect(checkAuditUnderChainLock(run())).toEqual([]);
    });

    it('names writes that waited for the lock or never answered, and rows chained past the lock', () => {
      expect(checkAuditUnderChainLock(run({ writes: [{ status: 0, ms: 60_000 }, { status: 200, ms: 9_000 }], unchainedWhileLocked: 0 }))).toEqual([
        'Protokoll: 1 von 2 Schreibzugriffen bei gesperrter Kette gescheitert (Status 0)',
        'Protokoll: 2 Schreibzugriffe warteten auf die Kette (bis 60000 ms)',
        'Protokoll: nur 0 von 1 Einträgen warteten auf die gesperrte Kette',
      ]);
    });

    it('names rows left unchained and a chain audit:verify finds broken', () => {
      expect(checkAuditUnderChainLock(run({ unchainedAfter: 3, verify: { exitCode: 1, output: 'Protokoll beschädigt: Eintrag 7: …\nmehr\nnoch mehr\nzu viel' } }))).toEqual([
        'Protokoll: 3 Einträge nach Freigabe der Kette nicht verkettet',
        'Protokoll: audit:verify mit Code 1: Protokoll beschädigt: Eintrag 7: … | mehr | noch mehr',
      ]);
    });
  });
});
