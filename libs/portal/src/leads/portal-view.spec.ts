import type { PortalLeadRow } from './portal-lead.repository';
import { channelOf, deliveryState, deliveryStatusLabel, shortDeliveryError } from './portal-view';
import { portalLeadFilter } from './portal-leads.service';

describe('what the portal shows of a delivery', () => {
  it('keeps the system’s own sentence and drops what the remote said, addresses and keys', () => {
    expect(shortDeliveryError('Make antwortet mit Fehler 502. Antwort: Bad Gateway from upstream')).toBe('Make antwortet mit Fehler 502.');
    expect(shortDeliveryError('Zapier ist nicht erreichbar: https://user:pw@hooks.zapier.com/x?key=1 (Zeitüberschreitung)')).toBe('Zapier ist nicht erreichbar: [Adresse] (Zeitüberschreitung)');
    expect(shortDeliveryError('Signatur whsec_abcdef123 ungültig, Bearer eyJhbGciOi.x.y abgelehnt')).toBe('Signatur *** ungültig, *** abgelehnt');
    expect(shortDeliveryError(null)).toBeNull();
    // Neither what a name resolved to nor the network error (issue 27 §5): the buyer could map the operator's network.
    expect(shortDeliveryError('Die Adresse von Zapier führt zu einer internen oder reservierten Adresse (hook.example → 10.0.0.7) und ist nicht erlaubt.')).toBe(
      'Die Adresse ist intern oder nicht erreichbar.',
    );
    expect(shortDeliveryError('Die Adresse von Make zeigt auf eine interne oder reservierte Adresse ([::ffff:0:7f00:1]) und ist nicht erlaubt.')).toBe(
      'Die Adresse ist intern oder nicht erreichbar.',
    );
    expect(shortDeliveryError('Zapier ist nicht erreichbar (ECONNREFUSED).')).toBe('Die Adresse ist intern oder nicht erreichbar.');
    expect(shortDeliveryError('Leveto ist nicht erreichbar.')).toBe('Die Adresse ist intern oder nicht erreichbar.');
    const long = shortDeliveryError('x'.repeat(500))!;
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('is pending only while the delivery’s job still runs; held or given up is failed, a held mail sent later delivered (issue 29 §1)', () => {
    const row = (delivery: Partial<PortalLeadRow>) => ({ deliveryStatus: 'pending', deliveryJobStatus: null, leadMailStatus: null, leadMailSentAt: null, deliveredAt: null, ...delivery }) as PortalLeadRow;
    const at = new Date('2026-11-14T23:30:00Z');
    expect(deliveryState(row({ deliveryStatus: 'delivered', deliveredAt: at }))).toEqual({ status: 'delivered', deliveredAt: at });
    expect(deliveryState(row({ deliveryJobStatus: 'pending' })).status).toBe('pending');
    expect(deliveryState(row({ deliveryJobStatus: 'processing' })).status).toBe('pending');
    expect(deliveryState(row({ deliveryJobStatus: 'failed' })).status).toBe('failed');
    expect(deliveryState(row({ deliveryJobStatus: 'done' })).status).toBe('failed');
    expect(deliveryState(row({ deliveryJobStatus: null })).status).toBe('failed');
    expect(deliveryState(row({ deliveryStatus: 'failed', deliveryJobStatus: 'failed' })).status).toBe('failed');
    expect(deliveryState(row({ deliveryStatus: 'held', leadMailStatus: 'held' })).status).toBe('failed');
    expect(deliveryState(row({ deliveryStatus: 'held', leadMailStatus: 'failed' })).status).toBe('failed');
    expect(deliveryState(row({ deliveryStatus: 'held', leadMailStatus: 'queued' })).status).toBe('pending');
    expect(deliveryState(row({ deliveryStatus: 'held', leadMailStatus: 'sent', leadMailSentAt: at }))).toEqual({ status: 'delivered', deliveredAt: at });
    // The day in Berlin: 23:30 UTC on the 14th is the 15th there.
    expect(deliveryStatusLabel('delivered', at)).toBe('Zugestellt am 15.11.2026');
    expect(deliveryStatusLabel('pending', null)).toBe('Wird zugestellt');
    expect(deliveryStatusLabel('failed', null)).toBe('Zustellung fehlgeschlagen – wir kümmern uns');
  });

  it('names the channel as the buyer knows it', () => {
    expect(channelOf('buyer-email', false)).toBe('E-Mail');
    expect(channelOf('service-buyer', false)).toBe('E-Mail');
    expect(channelOf('zapier', false)).toBe('Zapier');
    expect(channelOf('pipedrive', true)).toBe('E-Mail');
  });
});

describe('the portal lead list filter', () => {
  it('reads period, postal code, outcome and complaint status', () => {
    const filter = portalLeadFilter({ from: '2026-12-01', to: '2026-12-31', zip: '80', outcome: 'none', complaint: 'proofRequired' });
    expect(filter).toMatchObject({ zipPrefix: '80', outcome: 'none', complaint: 'proofRequired' });
    // Berlin days: 1 December starts at 23:00 UTC the day before, the end day is included.
    expect(filter.soldFrom?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(filter.soldBefore?.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(portalLeadFilter({})).toEqual({ soldFrom: null, soldBefore: null, zipPrefix: null, outcome: null, complaint: null, leadIds: null });
    expect(portalLeadFilter({ id: [3, '4'] }).leadIds).toEqual([3, 4]);
  });

  it('refuses what it does not know with a German reason', () => {
    expect(() => portalLeadFilter({ from: '2026-12-31', to: '2026-12-01' })).toThrow('from muss vor to liegen.');
    expect(() => portalLeadFilter({ zip: '8a' })).toThrow('zip muss der Anfang einer Postleitzahl sein');
    expect(() => portalLeadFilter({ outcome: 'vielleicht' })).toThrow('outcome muss none oder eines von');
    expect(() => portalLeadFilter({ complaint: 'egal' })).toThrow('complaint muss none oder eines von');
    expect(() => portalLeadFilter({ leadsource: 'website' })).toThrow('Unbekannter Filter: leadsource');
    expect(() => portalLeadFilter({ from: 'gestern' })).toThrow('from muss ein Tag');
    expect(() => portalLeadFilter({ id: ['x'] })).toThrow('id muss eine Lead-Nummer');
  });
});
