import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Organisation } from '@app/organisations';
import { Delivery } from '@app/sales';
import { createBuyer, submitFunnelLead } from '../factories';
import { FakeWebhook, startFakeWebhook } from '../support/fake-webhook';
import { startTestApp, TestApp } from '../support/test-app';

type Verify = (rawBody: string | Buffer, header: string, secret: string, toleranceSeconds?: number) => boolean;

const README = join(__dirname, '..', '..', 'README.md');
const MARKER = '<!-- webhook-signature-example -->';

/** The buyers' verification example exactly as the README prints it (the code block after its marker). */
function readmeExample(): { code: string; verify: Verify } {
  const readme = readFileSync(README, 'utf8');
  const after = readme.slice(readme.indexOf(MARKER) + MARKER.length);
  const block = /^\s*```js\n([\s\S]*?)\n```/.exec(after);
  if (readme.indexOf(MARKER) < 0 || !block) throw new Error('README: Beispiel zur Signaturprüfung nicht gefunden');
  const code = block[1];
  // Run as a buyer would: the block saved as a CommonJS file and required, nothing added.
  const file = join(mkdtempSync(join(tmpdir(), 'signatur-')), 'verify.cjs');
  writeFileSync(file, `${code}\n`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { verifyLeadportalSignature } = require(file) as { verifyLeadportalSignature: Verify };
  return { code, verify: verifyLeadportalSignature };
}

describe('Signed webhooks: X-Leadportal-Signature, verified with the README’s own example', () => {
  let t: TestApp;
  let hook: FakeWebhook;
  let admin: { Authorization: string };
  const example = readmeExample();

  const until = async (check: () => Promise<boolean>, what: string) => {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > 15_000) throw new Error(`Zeitüberschreitung: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** Sells a new lead to the one buyer of area 80 and answers the request its hook accepted. */
  const deliverOne = async () => {
    const lead = await submitFunnelLead(t, { zip: '80331' });
    const { body } = await t.http.put(`/api/lead/${lead.id}`).set(admin).send({ qualified: true }).expect(200);
    const saleId = String(body.sellingStatistics[0].id);
    await until(async () => hook.acceptedKeys.includes(saleId), `Zustellung von Verkauf ${saleId}`);
    const received = hook.requests.find((request) => request.headers['idempotency-key'] === saleId && request.rawBody)!;
    return { saleId, rawBody: received.rawBody!, header: String(received.headers['x-leadportal-signature']) };
  };

  beforeAll(async () => {
    hook = await startFakeWebhook();
    t = await startTestApp({ OUTBOUND_ALLOW_HOSTS: new URL(hook.url).host, ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    admin = await t.staffAuth();
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  it('keeps the example to ten lines of plain Node', () => {
    expect(example.code.split('\n')).toHaveLength(10);
    expect(example.code).toContain("require('node:crypto')");
  });

  it('signs deliveries from the first one on, with a secret made on first need and stored sealed', async () => {
    const buyer = await createBuyer(t, { name: 'Erstkontakt', type: 'zapier', zapier: { uri: hook.url }, zips: ['80'] });
    expect((await t.http.get(`/api/organisation/${buyer.id}`).set(admin).expect(200)).body.webhookSecretHint).toBeNull();

    const delivered = await deliverOne();
    expect(delivered.header).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    const stored = await t.db.getRepository(Organisation).findOneByOrFail({ id: buyer.id });
    // Sealed like the other integration secrets: nothing of the key readable in the row.
    expect(stored.webhookSecret).toEqual(expect.any(String));
    expect(stored.webhookSecret).not.toContain('whsec_');
    expect((await t.http.get(`/api/organisation/${buyer.id}`).set(admin).expect(200)).body.webhookSecretHint).toMatch(/^[A-Za-z0-9_-]{4}$/);
    await t.http.delete(`/api/organisations/${buyer.id}`).set(admin).expect(200);
  });

  describe('with a secret staff created', () => {
    let buyerId: number;
    let secret: string;

    beforeAll(async () => {
      buyerId = (await createBuyer(t, { name: 'Signaturkunde', type: 'zapier', zapier: { uri: hook.url }, zips: ['80'] })).id;
    });

    it('shows the new secret once, then only its last four characters', async () => {
      const { body } = await t.http.post(`/api/organisation/${buyerId}/webhook-secret`).set(admin).expect(200);
      expect(Object.keys(body)).toEqual(['secret']);
      secret = body.secret;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      const detail = await t.http.get(`/api/organisation/${buyerId}`).set(admin).expect(200);
      expect(detail.body.webhookSecretHint).toBe(secret.slice(-4));
      expect(JSON.stringify(detail.body)).not.toContain(secret);
      const list = await t.http.get('/api/organisations').set(admin).expect(200);
      expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));
    });

    it('delivers with a signature that the README’s code accepts, and that fails for another body, secret or an old replay', async () => {
      const { rawBody, header, saleId } = await deliverOne();
      expect(JSON.parse(rawBody).saleId).toBe(Number(saleId));
      expect(example.verify(rawBody, header, secret)).toBe(true);
      expect(example.verify(Buffer.from(rawBody), header, secret)).toBe(true);
      expect(example.verify(rawBody.replace('"lead.sold"', '"lead.sold" '), header, secret)).toBe(false);
      expect(example.verify(rawBody, header, `${secret}x`)).toBe(false);
      // One hex digit of the signature changed (to a digit it is not, so the header really differs).
      const tampered = header.replace(/v1=(.)/, (_, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
      expect(tampered).not.toBe(header);
      expect(example.verify(rawBody, tampered, secret)).toBe(false);
      expect(example.verify(rawBody, '', secret)).toBe(false);
      // The time is signed: an old delivery replayed is refused once outside the tolerance.
      const [, t0] = /^t=(\d+),/.exec(header)!;
      expect(example.verify(rawBody, header.replace(`t=${t0}`, `t=${Number(t0) - 3600}`), secret)).toBe(false);
    });

    it('signs with the new secret at once after “neu erzeugen”; the old one no longer verifies', async () => {
      const { body } = await t.http.post(`/api/organisation/${buyerId}/webhook-secret`).set(admin).expect(200);
      expect(body.secret).not.toBe(secret);
      const { rawBody, header } = await deliverOne();
      expect(example.verify(rawBody, header, body.secret)).toBe(true);
      expect(example.verify(rawBody, header, secret)).toBe(false);
      secret = body.secret;
    });

    it('lets only administrators create a secret, and names unknown organisations, in German', async () => {
      const sales = await t.staffAuth('sales');
      const refused = await t.http.post(`/api/organisation/${buyerId}/webhook-secret`).set(sales).expect(403);
      expect(refused.body.error).toBe('Dafür fehlt Ihnen die Berechtigung (Rolle: Vertrieb).');
      expect((await t.http.post('/api/organisation/999999/webhook-secret').set(admin).expect(404)).body.error).toBe('Unternehmen 999999 gibt es nicht.');
      await t.http.post(`/api/organisation/${buyerId}/webhook-secret`).expect(401);
      // Nothing changed by the refused calls.
      expect((await t.http.get(`/api/organisation/${buyerId}`).set(admin).expect(200)).body.webhookSecretHint).toBe(secret.slice(-4));
    });

    it('records who created a secret in the Protokoll, without the secret', async () => {
      const rows = await t.db.query(`SELECT action, entity_type, entity_id, details::text AS details FROM audit_entry WHERE action = 'rotate-webhook-secret' ORDER BY id`);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((row: { entity_type: string; entity_id: string }) => row.entity_type === 'organisation' && row.entity_id === String(buyerId))).toBe(true);
      expect(rows.map((row: { details: string }) => row.details).join('')).not.toContain('whsec_');
      expect(await t.db.getRepository(Delivery).countBy({ status: 'delivered' })).toBeGreaterThanOrEqual(3);
    });
  });
});
