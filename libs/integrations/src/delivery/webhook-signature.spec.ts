import { createHmac } from 'node:crypto';
import { fakeDeliveryRequest } from '../../../../test/support/fake-delivery-request';
import { newWebhookSecret, signingSecretOf, webhookSecretHint, webhookSignature } from './webhook-signature';

describe('webhook signatures', () => {
  it('signs "<t>.<raw body>" with HMAC-SHA256, the secret string’s UTF-8 bytes as key, as t=…,v1=<hex>', () => {
    const body = '{"event":"lead.sold","saleId":1834}';
    const header = webhookSignature('whsec_Schlüssel', body, new Date('2026-04-15T10:00:00.900Z'));
    const t = Math.floor(Date.parse('2026-04-15T10:00:00Z') / 1000);
    const expected = createHmac('sha256', Buffer.from('whsec_Schlüssel', 'utf8')).update(`${t}.${body}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${expected}`);
    expect(header).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    // Another body, another time or another key: another signature.
    expect(webhookSignature('whsec_Schlüssel', `${body} `, new Date('2026-04-15T10:00:00Z'))).not.toBe(header);
    expect(webhookSignature('whsec_Schlüssel', body, new Date('2026-04-15T10:00:01Z'))).not.toBe(header);
    expect(webhookSignature('whsec_Schluessel', body, new Date('2026-04-15T10:00:00Z'))).not.toBe(header);
  });

  it('makes random secrets of 32 bytes, base64url, prefixed whsec_; the hint is their last four characters', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64url')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(webhookSecretHint('whsec_abcdefWXYZ')).toBe('WXYZ');
  });

  it('posts nothing unsigned: a request without the buyer’s secret is a setting to fix', () => {
    expect(signingSecretOf(fakeDeliveryRequest())).toMatch(/^whsec_/);
    expect(() => signingSecretOf(fakeDeliveryRequest({ buyer: { webhookSecret: undefined } }))).toThrow(
      expect.objectContaining({ configuration: true, retryable: false, message: 'Der Signatur-Schlüssel für Webhooks fehlt: Bitte beim Unternehmen einen erzeugen.' }),
    );
  });
});
