import { lookup } from 'node:dns/promises';
import { createServer, Server } from 'node:http';
import { hostname } from 'node:os';
import { isBlockedAddress } from '@app/infrastructure';
import { Organisation } from '@app/organisations';
import { createBuyer, submitFunnelLead } from '../factories';
import { FakeWebhook, startFakeWebhook } from '../support/fake-webhook';
import { closeServer, listen } from '../support/fake-http';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Webhook and CRM addresses cannot make the server call inside its own network (issue 18, section 6:
 * SSRF): refused when saved and again when connecting, after DNS; no redirect followed; nothing of a
 * remote's answer kept.
 */
describe('Outbound calls reach only allowed targets', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  /** A buyer's hook named in OUTBOUND_ALLOW_HOSTS, as a test or on-premise peer would be. */
  let allowed: FakeWebhook;
  /** Stands for anything inside: a database, an admin page, cloud metadata. Never named, never to be reached. */
  let inside: FakeWebhook;
  /** Named in OUTBOUND_ALLOW_HOSTS, but answers every call with a redirect to `inside`. */
  let redirector: Server;
  let redirectorUrl: string;
  let zipArea = 60;

  const waitFor = async (check: () => Promise<boolean>) => {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > 15_000) throw new Error('Zeitüberschreitung');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** A Zapier buyer of a postal area of its own; `storedUri` is written straight into the row, as an address saved before the check would be. */
  const zapierBuyer = async (uri: string, storedUri?: string) => {
    const area = String(++zipArea);
    const { id } = await createBuyer(t, { name: `Hookkunde ${area}`, type: 'zapier', zapier: { uri }, zips: [area] });
    if (storedUri) {
      const row = await t.db.getRepository(Organisation).findOneByOrFail({ id });
      await t.db.getRepository(Organisation).update(id, { integrations: { ...row.integrations, zapier: { ...row.integrations.zapier, uri: storedUri } } });
    }
    return area;
  };
  /** Sells a new lead of the area and answers its one delivery once it is final (or stays pending after a failure). */
  const deliveryFor = async (area: string) => {
    const { id } = await submitFunnelLead(t, { zip: `${area}331` });
    await t.http.put(`/api/lead/${id}`).set(auth).send({ qualified: true }).expect(200);
    const delivery = async () => (await t.http.get(`/api/lead/${id}`).set(auth).expect(200)).body.sellingStatistics[0].delivery;
    await waitFor(async () => (await delivery()).lastError !== null || (await delivery()).status === 'delivered');
    return delivery();
  };

  beforeAll(async () => {
    allowed = await startFakeWebhook();
    inside = await startFakeWebhook();
    redirector = createServer((_request, response) => {
      response.writeHead(302, { Location: inside.url });
      response.end('weiter');
    });
    redirectorUrl = `${await listen(redirector)}/hooks/catch/1/weiter/`;
    t = await startTestApp({ OUTBOUND_ALLOW_HOSTS: `${new URL(allowed.url).host}, ${new URL(redirectorUrl).host}` });
    auth = await t.staffAuth();
  });
  afterAll(async () => {
    await t.close();
    await allowed.close();
    await inside.close();
    await closeServer(redirector);
  });
  beforeEach(() => {
    allowed.mode = 'ok';
    for (const hook of [allowed, inside]) hook.requests.length = 0;
  });

  describe('saving an organisation', () => {
    let id: number;
    beforeAll(async () => {
      id = (await createBuyer(t, { name: 'Adressprüfung GmbH', zips: ['59'] })).id;
    });

    it.each([
      [{ zapier: { uri: 'INSIDE' } }, 'zapier.uri', 'Zapier-Webhook-URL zeigt auf eine interne oder reservierte Adresse (127.0.0.1) und ist nicht erlaubt.'],
      [{ make: { uri: 'http://2130706433:6379/' } }, 'make.uri', 'Make-Webhook-URL zeigt auf eine interne oder reservierte Adresse (127.0.0.1) und ist nicht erlaubt.'],
      [{ make: { uri: 'http://0177.0.0.1/' } }, 'make.uri', 'Make-Webhook-URL zeigt auf eine interne oder reservierte Adresse (127.0.0.1) und ist nicht erlaubt.'],
      [{ zapier: { uri: 'http://[::ffff:169.254.169.254]/latest/meta-data/' } }, 'zapier.uri', 'Zapier-Webhook-URL zeigt auf eine interne oder reservierte Adresse ([::ffff:a9fe:a9fe]) und ist nicht erlaubt.'],
      [{ weClapp: { uri: 'http://169.254.169.254/latest/meta-data/' } }, 'weClapp.uri', 'weClapp-URL zeigt auf eine interne oder reservierte Adresse (169.254.169.254) und ist nicht erlaubt.'],
      [{ leveto: { active: true, uri: 'http://192.168.178.1/', username: 'x' } }, 'leveto.uri', 'Leveto-URL zeigt auf eine interne oder reservierte Adresse (192.168.178.1) und ist nicht erlaubt.'],
      [{ zapier: { uri: 'https://nutzer:geheim@hooks.zapier.com/hooks/catch/1/a' } }, 'zapier.uri', 'Zapier-Webhook-URL darf keine Zugangsdaten (Benutzer:Passwort@) enthalten.'],
      [{ zapier: { uri: 'http://localhost:3000/api/users' } }, 'zapier.uri', 'Zapier-Webhook-URL zeigt auf eine interne oder reservierte Adresse (localhost) und ist nicht erlaubt.'],
    ])('refuses %j with 400 naming the field', async (changes, field, message) => {
      const body = JSON.parse(JSON.stringify(changes).replace('INSIDE', inside.url));
      const response = await t.http.put(`/api/organisation/${id}`).set(auth).send(body).expect(400);
      expect(response.body).toMatchObject({ error: message, fields: { [field]: message } });
      expect((await t.http.get(`/api/organisation/${id}`).set(auth).expect(200)).body.zapier.uri).toBe('');
    });

    it('takes a public address and a peer named in OUTBOUND_ALLOW_HOSTS', async () => {
      await t.http.put(`/api/organisation/${id}`).set(auth).send({ zapier: { uri: 'https://hooks.zapier.com/hooks/catch/1/a' } }).expect(200);
      await t.http.put(`/api/organisation/${id}`).set(auth).send({ zapier: { uri: allowed.url } }).expect(200);
    });
  });

  describe('delivering a lead', () => {
    it('posts to a peer named in OUTBOUND_ALLOW_HOSTS', async () => {
      const delivery = await deliveryFor(await zapierBuyer(allowed.url));
      expect(delivery).toMatchObject({ status: 'delivered', reference: 'req-1' });
      expect(allowed.requests).toHaveLength(1);
    });

    it('sends nothing to an internal address stored before the check, and says why (for good)', async () => {
      const delivery = await deliveryFor(await zapierBuyer(allowed.url, inside.url));
      expect(delivery).toMatchObject({
        status: 'failed',
        lastError: 'Die Adresse von Zapier zeigt auf eine interne oder reservierte Adresse (127.0.0.1) und ist nicht erlaubt.',
      });
      expect(inside.requests).toHaveLength(0);
    });

    it('follows no redirect: the target behind it is never called', async () => {
      const delivery = await deliveryFor(await zapierBuyer(redirectorUrl));
      expect(delivery).toMatchObject({ status: 'failed', lastError: 'Zapier leitet auf eine andere Adresse um (HTTP 302); Weiterleitungen werden nicht verfolgt.' });
      expect(inside.requests).toHaveLength(0);
    });

    it('keeps only status and reason of a refusal, nothing of the answer', async () => {
      allowed.mode = 'reject';
      const delivery = await deliveryFor(await zapierBuyer(allowed.url));
      expect(delivery).toMatchObject({ status: 'failed', lastError: 'Zapier lehnt die Lieferung ab (HTTP 400).' });
      expect(JSON.stringify(delivery)).not.toContain('Feld „email“ fehlt');
    });

    it('checks what a name resolves to when connecting', async () => {
      // This machine's own name resolves (through /etc/hosts) to one of its addresses: inside, by definition.
      const name = hostname();
      const addresses = await lookup(name, { all: true });
      if (!addresses.every((entry) => isBlockedAddress(entry.address))) return;
      const uri = `http://${name}:${new URL(inside.url).port}${new URL(inside.url).pathname}`;
      const delivery = await deliveryFor(await zapierBuyer(allowed.url, uri));
      expect(delivery.status).toBe('failed');
      expect(delivery.lastError).toMatch(new RegExp(`^Die Adresse von Zapier führt zu einer internen oder reservierten Adresse \\(${name.toLowerCase()} → [0-9a-f.:]+\\) und ist nicht erlaubt\\.$`));
      expect(inside.requests).toHaveLength(0);
    });
  });
});
