import { FUNNEL_LIMIT_PER_IP, Lead } from '@app/leads';
import { funnelLead } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';

const lead = (n: number) => funnelLead({ contact: { mail: `proxy${n}@example.de`, phone: `0171 66000${10 + n}` } });

describe('X-Forwarded-For counts only from the proxies TRUST_PROXY names', () => {
  describe('from a peer that is not a trusted proxy', () => {
    let t: TestApp;
    // The tests connect over loopback; trusting only another network makes this peer an untrusted client.
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '192.0.2.0/24' });
    });
    afterAll(() => t.close());

    it('records the peer address as consent IP, not the forged header', async () => {
      const response = await t.http.post('/public-api/lead').set('X-Forwarded-For', '203.0.113.50').send(lead(0)).expect(201);
      const stored = await t.db.getRepository(Lead).findOneByOrFail({ id: response.body.id });
      expect(stored.consentIp).not.toContain('203.0.113.50');
      expect(stored.consentIp).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    });

    it('keeps the per-address limit when every request forges another address', async () => {
      // One lead was sent above from this peer already.
      for (let i = 1; i < FUNNEL_LIMIT_PER_IP.limit; i++) {
        await t.http.post('/public-api/lead').set('X-Forwarded-For', `203.0.113.${i}`).send(lead(i)).expect(201);
      }
      const refused = await t.http.post('/public-api/lead').set('X-Forwarded-For', '198.51.100.99').send(lead(FUNNEL_LIMIT_PER_IP.limit)).expect(429);
      expect(refused.body.error).toBe('Zu viele Anfragen von dieser Adresse. Bitte später erneut versuchen.');
    });
  });

  describe('from a trusted proxy (the default: loopback)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('takes the client address the proxy names', async () => {
      const response = await t.http.post('/public-api/lead').set('X-Forwarded-For', '203.0.113.60').send(lead(20)).expect(201);
      expect((await t.db.getRepository(Lead).findOneByOrFail({ id: response.body.id })).consentIp).toBe('203.0.113.60');
    });
  });
});
