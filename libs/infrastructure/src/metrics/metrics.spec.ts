import type { AddressInfo } from 'node:net';
import { deliveryChannel, Metrics } from './metrics';
import { metricsAccess } from './metrics-access';
import { serveMetrics } from './metrics-server';

const TOKEN = 'scrape-token-0123456789abcdef';

describe('metrics', () => {
  it('lets a scrape in only with exactly the bearer token, and has no route without one', () => {
    expect(metricsAccess(undefined, `Bearer ${TOKEN}`)).toBe('disabled');
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN}`)).toBe('allowed');
    expect(metricsAccess(TOKEN, `bearer ${TOKEN} `)).toBe('allowed');
    for (const header of [undefined, '', TOKEN, `Bearer ${TOKEN}0`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, `Bearer ${TOKEN} extra`]) {
      expect({ header, access: metricsAccess(TOKEN, header) }).toEqual({ header, access: 'refused' });
    }
  });

  it('keeps its labels to fixed sets: channels by organisation type, short reason codes', async () => {
    expect(['buyer', 'buyer-email', 'service-buyer', 'zapier', 'make', 'leveto', 'pipedrive', 'weClapp', 'neu'].map(deliveryChannel)).toEqual([
      'email',
      'email',
      'email',
      'zapier',
      'make',
      'leveto',
      'pipedrive',
      'weclapp',
      'other',
    ]);
    const metrics = new Metrics();
    metrics.leadRejected('INVALID_LEAD');
    metrics.leadRejected('Max Mustermann <max@example.de>');
    metrics.leadReceived(17);
    const done = metrics.deliveryAttempt('weClapp');
    done('retry');
    const { body } = await metrics.exposition();
    expect(body).toContain('leadportal_leads_rejected_total{reason="invalid_lead"} 1');
    expect(body).toContain('leadportal_leads_rejected_total{reason="other"} 1');
    expect(body).toContain('leadportal_leads_received_total{source="17"} 1');
    expect(body).toContain('leadportal_leads_received_total{source="funnel"} 0');
    expect(body).toContain('leadportal_deliveries_total{channel="weclapp",result="retry"} 1');
    expect(body).toContain('leadportal_delivery_duration_seconds_count{channel="weclapp"} 1');
    expect(body).not.toContain('Mustermann');
  });

  describe('the worker’s own /metrics port', () => {
    const metrics = new Metrics();
    let base: string;
    let close: () => void;

    beforeAll(async () => {
      metrics.mailAttempt('sent');
      const server = await serveMetrics(metrics, TOKEN, 0);
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => {
        server.closeAllConnections();
        server.close();
      };
    });
    afterAll(() => close());

    it('serves the Prometheus text with Node’s own metrics for the token', async () => {
      const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toContain('leadportal_mails_total{result="sent"} 1');
      expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    });

    it('refuses a wrong token with 401 and knows no other path', async () => {
      const refused = await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer falsch' } });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect(await refused.json()).toEqual({ statusCode: 401, error: 'Metriken nur mit Authorization: Bearer METRICS_TOKEN' });
      expect((await fetch(`${base}/`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    });
  });
});
