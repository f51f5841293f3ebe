import { formatDateTime } from '@contract/format';
import { ApiError } from '@ui/http/apiError';
import type { LeadContact } from '@contract/lead-rules';
import type { LeadDetail, LeadSale, SaleDelivery } from '../dataProvider/apiTypes';
import { de } from '../i18n/de';
import {
  contactName,
  dealIdChanged,
  deliveryView,
  failureMessage,
  hasPendingDelivery,
  isLeadDetail,
  loadFailure,
  newSaleCount,
  REFRESH_MS,
  refreshInterval,
  saleKind,
  worthRetrying,
} from './leadDetail';

const delivery = (change: Partial<SaleDelivery>): SaleDelivery => ({
  id: 7,
  status: 'pending',
  attempts: 0,
  lastError: null,
  deliveredAt: null,
  reference: null,
  nextAttemptAt: null,
  fallback: false,
  fallbackAt: null,
  ...change,
});

const sale = (id: number, status?: SaleDelivery['status']): LeadSale => ({
  id,
  dateTime: '2026-03-04T10:00:00.000Z',
  organisation: { id: 3, name: 'Saalestrom' },
  reclamation: false,
  reclaimedAt: null,
  reclamationNote: null,
  price: 45.5,
  manual: false,
  forced: false,
  delivery: status ? delivery({ id: id * 10, status }) : null,
});

const NO_CONTACT: LeadContact = { salutation: '', firstName: '', lastName: '', phone: '', email: '', street: '', zip: '', city: '' };

/** A lead as `GET /api/lead/{id}` answers it, with what a test sets. */
const toLeadDetail = (change: Partial<Omit<LeadDetail, 'contact'>> & { contact?: Partial<LeadContact> } = {}): LeadDetail => ({
  id: 3,
  lId: 3,
  created: '2026-03-04T09:15:00.000Z',
  realCreated: '2026-03-04T09:15:00.000Z',
  qualified: false,
  qualifiedAt: null,
  data: {},
  leadsource: 'Website',
  leadsourceSlug: 'website',
  pipedriveId: null,
  duplicateOfId: null,
  sellingStatistics: [],
  recla: false,
  reclamation: null,
  history: [],
  emailConfirmedAt: null,
  emailConfirmationRequested: false,
  heldUntilConfirmed: false,
  quality: null,
  consent: { at: null, ip: null, userAgent: null, text: null, version: null, proofUrl: null, confirmationIp: null, confirmationUserAgent: null },
  ...change,
  contact: { ...NO_CONTACT, ...change.contact },
});

/** The German text behind a key of the lead detail block, to see the words staff read. */
function german(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], de);
}

describe('lead detail helpers', () => {
  it("names how a lead was sold: 'automatisch', 'von Hand' or 'erzwungen'", () => {
    expect(saleKind({ manual: false, forced: false })).toBe('automatic');
    expect(saleKind({ manual: true, forced: false })).toBe('manual');
    // A forced sale is always a manual one; forced says more.
    expect(saleKind({ manual: true, forced: true })).toBe('forced');
    expect(['automatic', 'manual', 'forced'].map((kind) => german(`app.lead_detail.sales.kind.${kind}`))).toEqual(['automatisch', 'von Hand', 'erzwungen']);
  });

  it('names an exclusive sale, a resale and a marketplace purchase; what staff did comes first', () => {
    expect(saleKind({ manual: false, forced: false, kind: 'distribution', exclusive: true })).toBe('exclusive');
    expect(saleKind({ manual: false, forced: false, kind: 'resale', exclusive: false })).toBe('resale');
    expect(saleKind({ manual: false, forced: false, kind: 'marketplace', exclusive: false })).toBe('marketplace');
    expect(saleKind({ manual: true, forced: false, kind: 'manual', exclusive: false })).toBe('manual');
    expect(['exclusive', 'resale', 'marketplace'].map((kind) => german(`app.lead_detail.sales.kind.${kind}`))).toEqual(['automatisch, exklusiv', 'Wiederverkauf', 'Marktplatz']);
  });

  it("tells the lead's own answer from the list's record react-admin puts into the page's cache", () => {
    expect(isLeadDetail(toLeadDetail({ id: 3 }))).toBe(true);
    // A row of GET /api/leads: answers as an object, no history.
    expect(isLeadDetail({ id: 3, data: { consumption: 'bis 3.000 kWh' }, sellingStatistics: [] })).toBe(false);
    expect(isLeadDetail(undefined)).toBe(false);
  });

  describe('deliveryView', () => {
    it("shows a mail kept for want of SMTP as 'Gehalten', with why, and without a retry", () => {
      expect(deliveryView(delivery({ status: 'held', attempts: 0 }))).toEqual({
        status: 'held',
        label: { key: 'app.lead_detail.delivery.held' },
        color: 'default',
        details: [{ key: 'app.lead_detail.delivery.held_hint' }],
        retryable: false,
      });
    });

    it("shows a delivered one as 'zugestellt' with its Berlin date and the receiver's reference", () => {
      const view = deliveryView(delivery({ status: 'delivered', deliveredAt: '2026-03-04T09:05:00.000Z', reference: 'req-1', attempts: 2 }));
      expect(view).toEqual({
        status: 'delivered',
        label: { key: 'app.lead_detail.delivery.delivered' },
        color: 'success',
        details: [
          { key: 'app.lead_detail.delivery.delivered_at', args: { date: '04.03.2026 10:05' } },
          { key: 'app.lead_detail.delivery.reference', args: { reference: 'req-1' } },
        ],
        retryable: false,
      });
      expect(german(view.label.key)).toBe('zugestellt');
    });

    it("shows a pending one as 'ausstehend', with the attempts and the last error only after a failed attempt", () => {
      expect(deliveryView(delivery({}))).toMatchObject({ status: 'pending', color: 'warning', details: [], retryable: false });
      expect(deliveryView(delivery({ attempts: 2, lastError: 'Zapier antwortet mit Fehler 503.' })).details).toEqual([
        { key: 'app.lead_detail.delivery.attempts', args: { smart_count: 2 } },
        { key: 'app.lead_detail.delivery.last_error', args: { error: 'Zapier antwortet mit Fehler 503.' } },
      ]);
      expect(german('app.lead_detail.delivery.pending')).toBe('ausstehend');
    });

    it('says when a pending one is tried next, unless that is within seconds', () => {
      const now = Date.parse('2026-03-04T09:00:00.000Z');
      const waiting = deliveryView(delivery({ attempts: 1, lastError: 'Zapier antwortet mit Fehler 500.', nextAttemptAt: '2026-03-04T09:01:00.000Z' }), now);
      expect(waiting.details.at(-1)).toEqual({ key: 'app.lead_detail.delivery.next_attempt', args: { date: formatDateTime('2026-03-04T09:01:00.000Z') } });
      expect(german('app.lead_detail.delivery.next_attempt')).toBe('Nächster Versuch: %{date}');
      expect(deliveryView(delivery({ nextAttemptAt: '2026-03-04T09:00:03.000Z' }), now).details).toEqual([]);
    });

    it("shows a failed one as 'fehlgeschlagen' in the error colour, with its error, and lets it be retried", () => {
      const view = deliveryView(delivery({ status: 'failed', attempts: 1, lastError: 'Zapier lehnt die Lieferung ab (HTTP 400).' }));
      expect(view).toEqual({
        status: 'failed',
        label: { key: 'app.lead_detail.delivery.failed' },
        color: 'error',
        details: [{ key: 'app.lead_detail.delivery.last_error', args: { error: 'Zapier lehnt die Lieferung ab (HTTP 400).' } }],
        retryable: true,
      });
      expect(german(view.label.key)).toBe('fehlgeschlagen');
    });

    it("shows a held lead mail as 'gehalten', pointing to the Postausgang, not as a failure to restart", () => {
      const view = deliveryView(delivery({ status: 'held', attempts: 1 }));
      expect(view).toEqual({
        status: 'held',
        label: { key: 'app.lead_detail.delivery.held' },
        color: 'default',
        details: [{ key: 'app.lead_detail.delivery.held_hint' }],
        retryable: false,
      });
      expect(german(view.label.key)).toBe('gehalten');
    });

    it('marks a lead mailed instead of the stopped system as fallback, and keeps saying so once the system got it', () => {
      const mailed = deliveryView(delivery({ status: 'delivered', fallback: true, fallbackAt: '2026-03-04T09:05:00.000Z', deliveredAt: '2026-03-04T09:05:00.000Z', attempts: 1, lastError: 'Zapier antwortet mit Fehler 503.' }));
      expect(mailed).toEqual({
        status: 'delivered',
        label: { key: 'app.lead_detail.delivery.fallback' },
        color: 'warning',
        details: [{ key: 'app.lead_detail.delivery.fallback_hint', args: { date: '04.03.2026 10:05' } }],
        retryable: false,
      });
      expect(german(mailed.label.key)).toBe('per E-Mail (Ersatz)');
      // Resumed: on its way to the system, and then there, with the mail on record.
      expect(deliveryView(delivery({ status: 'pending', fallback: true, fallbackAt: '2026-03-04T09:05:00.000Z' })).details).toEqual([
        { key: 'app.lead_detail.delivery.fallback_pending', args: { date: '04.03.2026 10:05' } },
      ]);
      const both = deliveryView(delivery({ status: 'delivered', fallback: false, fallbackAt: '2026-03-04T09:05:00.000Z', deliveredAt: '2026-03-05T08:00:00.000Z' }));
      expect(both.label.key).toBe('app.lead_detail.delivery.delivered');
      expect(both.details.at(-1)).toEqual({ key: 'app.lead_detail.delivery.fallback_also', args: { date: '04.03.2026 10:05' } });
      expect(german('app.lead_detail.delivery.fallback_also')).toBe('Zusätzlich am %{date} per E-Mail geschickt (die Zustellung war gestoppt)');
    });

    it('has a neutral state for a sale without a delivery', () => {
      expect(deliveryView(null)).toEqual({ status: 'none', label: { key: 'app.lead_detail.delivery.none' }, color: 'default', details: [], retryable: false });
    });

    it('has a German text for every key it uses', () => {
      const views = [
        deliveryView(null),
        deliveryView(delivery({ attempts: 1, lastError: 'x' })),
        deliveryView(delivery({ status: 'delivered', deliveredAt: '2026-03-04T09:05:00.000Z', reference: 'r' })),
        deliveryView(delivery({ status: 'failed', lastError: 'x' })),
        deliveryView(delivery({ status: 'held' })),
      ];
      const keys = views.flatMap((view) => [view.label.key, ...view.details.map((detail) => detail.key)]);
      for (const key of keys) expect(typeof german(key)).toBe('string');
    });
  });

  describe('auto-refresh', () => {
    it('asks again every 5 seconds while a delivery is pending, and not otherwise', () => {
      const lead = (...statuses: (SaleDelivery['status'] | undefined)[]) =>
        toLeadDetail({ sellingStatistics: statuses.map((status, index) => sale(index + 1, status)) });

      expect(REFRESH_MS).toBe(5_000);
      expect(refreshInterval(lead('delivered', 'pending'))).toBe(5_000);
      expect(hasPendingDelivery(lead('delivered', 'pending'))).toBe(true);
      expect(refreshInterval(lead('delivered', 'failed', undefined))).toBe(false);
      expect(refreshInterval(lead())).toBe(false);
      expect(refreshInterval(undefined)).toBe(false);
    });

    it('asks only once a minute while every pending delivery waits longer than that', () => {
      const now = Date.parse('2026-03-04T09:00:00.000Z');
      const withNext = (...nextAttempts: (string | null)[]) =>
        toLeadDetail({ sellingStatistics: nextAttempts.map((nextAttemptAt, index) => ({ ...sale(index + 1, 'pending'), delivery: delivery({ id: index, status: 'pending', nextAttemptAt }) })) });
      expect(refreshInterval(withNext('2026-03-04T09:30:00.000Z', '2026-03-04T12:00:00.000Z'), now)).toBe(60_000);
      expect(refreshInterval(withNext('2026-03-04T09:30:00.000Z', '2026-03-04T09:00:20.000Z'), now)).toBe(5_000);
      // Being attempted right now: no next time known.
      expect(refreshInterval(withNext('2026-03-04T09:30:00.000Z', null), now)).toBe(5_000);
    });
  });

  describe('failures', () => {
    it("says 'Lead … gibt es nicht.' for a 404, whatever the server's words", () => {
      const missing = new ApiError('Ungültige Lead-Nummer', 404, { statusCode: 404, error: 'Ungültige Lead-Nummer' });
      expect(loadFailure(missing, 'abc')).toEqual({ key: 'app.lead_detail.not_found', args: { id: 'abc' } });
      expect(german('app.lead_detail.not_found')).toBe('Lead %{id} gibt es nicht.');
    });

    it("shows the server's German reason, and a German fallback for a network error or a generic failure", () => {
      const refused = new ApiError('Nur fehlgeschlagene Zustellungen können neu gestartet werden.', 400);
      expect(failureMessage(refused, 'app.lead_detail.delivery.retry_failed')).toEqual({ key: 'Nur fehlgeschlagene Zustellungen können neu gestartet werden.' });
      expect(failureMessage(new TypeError('Failed to fetch'), 'app.lead_detail.delivery.retry_failed')).toEqual({ key: 'app.lead_detail.delivery.retry_failed' });
      expect(failureMessage(new ApiError('ra.notification.http_error', 502), 'app.lead_detail.qualify.failed')).toEqual({ key: 'app.lead_detail.qualify.failed' });
      expect(loadFailure(new ApiError('Datenbank nicht erreichbar', 503), '12')).toEqual({ key: 'Datenbank nicht erreichbar' });
      expect(loadFailure(new TypeError('Failed to fetch'), '12')).toEqual({ key: 'app.lead_detail.load_failed' });
    });

    it('retries loading after a network or server error, but not after a refusal', () => {
      expect(worthRetrying(0, new TypeError('Failed to fetch'))).toBe(true);
      expect(worthRetrying(1, new ApiError('ra.notification.http_error', 503))).toBe(true);
      expect(worthRetrying(2, new ApiError('ra.notification.http_error', 503))).toBe(false);
      expect(worthRetrying(0, new ApiError('Lead 9 gibt es nicht.', 404))).toBe(false);
      expect(worthRetrying(0, new ApiError('ra.notification.logged_out', 401))).toBe(false);
    });
  });

  it('sees a change of the deal id only when the trimmed text differs from the saved one', () => {
    expect(dealIdChanged(null, '')).toBe(false);
    expect(dealIdChanged(null, '   ')).toBe(false);
    expect(dealIdChanged('D-1', ' D-1 ')).toBe(false);
    expect(dealIdChanged('D-1', 'D-2')).toBe(true);
    expect(dealIdChanged('D-1', '')).toBe(true);
    expect(dealIdChanged(null, 'D-1')).toBe(true);
  });

  it('counts the sales a change added, by id', () => {
    const before = toLeadDetail({ sellingStatistics: [sale(1, 'delivered')] });
    const after = toLeadDetail({ sellingStatistics: [sale(1, 'delivered'), sale(2, 'pending'), sale(3, 'pending')] });
    expect(newSaleCount(before, after)).toBe(2);
    expect(newSaleCount(after, after)).toBe(0);
  });

  it('names the contact by the parts that are there', () => {
    expect(contactName(toLeadDetail({ contact: { salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt' } }))).toBe('Frau Anna Schmidt');
    expect(contactName(toLeadDetail({ contact: { lastName: 'Schmidt' } }))).toBe('Schmidt');
    expect(contactName(toLeadDetail({}))).toBe('');
  });
});
