import { createSocket } from 'node:dgram';
import DNS from 'dns2';
import { EmailDomainCheck, type EmailDomainCheckOptions } from './email-domain-check';

const { Packet } = DNS;

/** What a test server knows: per name, the records of each type; a name it lacks does not exist. */
type Zone = Record<string, { MX?: string[]; A?: string[]; AAAA?: string[]; servfail?: true }>;

/** undefined: the server keeps silent. */
type Answer = (request: DNS.Packet) => DNS.Packet | undefined;

interface TestDnsServer {
  /** For EmailDomainCheck's `servers`: '127.0.0.1:<port>'. */
  address: string;
  /** Each query as 'TYPE name', in the order they came. */
  queries: string[];
  close(): Promise<void>;
}

const ZONE: Zone = {
  'gmail.com': { MX: ['gmail-smtp-in.l.google.com'] },
  'mail.test': { MX: ['mx1.mail.test'] },
  'a-only.test': { A: ['192.0.2.10'] },
  'aaaa-only.test': { AAAA: ['2001:db8::10'] },
  'null-mx.test': { MX: ['.'], A: ['192.0.2.11'] },
  // The name exists, but nothing on it takes mail.
  'empty.test': {},
  'servfail.test': { servfail: true },
  'xn--bcher-kva.test': { MX: ['mx.xn--bcher-kva.test'] },
};

/** Small enough for a fast test, far above a local server's answer time. */
const TIMEOUT_MS = 200;
const HOUR_MS = 60 * 60 * 1000;
const TRUST_TTL_MS = 5 * 60 * 1000;

function answerFrom(zone: Zone): Answer {
  return (request) => {
    const [question] = request.questions;
    const entry = zone[question.name.toLowerCase()];
    if (!entry) return withRcode(request, Packet.RCODE.NXDOMAIN);
    if (entry.servfail) return withRcode(request, Packet.RCODE.SERVFAIL);
    const response = Packet.createResponseFromRequest(request);
    response.answers.push(...records(question, entry));
    return response;
  };
}

function records(question: DNS.Packet.Question, entry: Zone[string]): DNS.Packet.Resource[] {
  const base = { name: question.name, type: question.type, class: Packet.CLASS.IN, ttl: 300 };
  switch (question.type) {
    case Packet.TYPE.MX:
      return (entry.MX ?? []).map((exchange) => Packet.createResourceFromQuestion(question, { ...base, exchange, priority: 10 }));
    case Packet.TYPE.A:
    case Packet.TYPE.AAAA:
      return ((question.type === Packet.TYPE.A ? entry.A : entry.AAAA) ?? []).map((address) =>
        Packet.createResourceFromQuestion(question, { ...base, address }),
      );
    default:
      return [];
  }
}

function withRcode(request: DNS.Packet, rcode: number): DNS.Packet {
  const response = Packet.createResponseFromRequest(request);
  response.header.rcode = rcode;
  return response;
}

/** Like some networks (this machine's included): 'no such domain' for every name. */
const nxdomainForAll: Answer = (request) => withRcode(request, Packet.RCODE.NXDOMAIN);
const silent: Answer = () => undefined;

/** A real DNS server on 127.0.0.1, on a port the system picks. */
async function startDnsServer(answer: Answer): Promise<TestDnsServer> {
  const queries: string[] = [];
  const server = DNS.createUDPServer((request, send) => {
    for (const question of request.questions) queries.push(`${Packet.typeName(question.type)} ${question.name.toLowerCase()}`);
    const response = answer(request);
    if (response) void send(response);
  });
  await server.listen(0, '127.0.0.1');
  return {
    address: `127.0.0.1:${server.address().port}`,
    queries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A UDP port nobody listens on: the system answers 'port unreachable', the resolver 'refused'. */
async function closedPort(): Promise<string> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return `127.0.0.1:${port}`;
}

describe('EmailDomainCheck against a real DNS server', () => {
  let trusted: TestDnsServer;
  let untrusted: TestDnsServer;
  let mute: TestDnsServer;
  let clock: number;

  /** Every check a test made: their queries still running are ended after it. */
  const made: EmailDomainCheck[] = [];
  const track = (check: EmailDomainCheck) => {
    made.push(check);
    return check;
  };
  const checkWith = (server: TestDnsServer, options: EmailDomainCheckOptions = {}) =>
    track(new EmailDomainCheck({ servers: [server.address], timeoutMs: TIMEOUT_MS, now: () => clock, ...options }));

  beforeAll(async () => {
    [trusted, untrusted, mute] = await Promise.all([startDnsServer(answerFrom(ZONE)), startDnsServer(nxdomainForAll), startDnsServer(silent)]);
  });

  afterAll(async () => {
    await Promise.all([trusted, untrusted, mute].map((server) => server?.close()));
  });

  beforeEach(() => {
    clock = Date.UTC(2025, 0, 1);
    for (const server of [trusted, untrusted, mute]) server.queries.length = 0;
  });

  afterEach(() => {
    // The silent server's query would otherwise run on until c-ares gives up, past the test.
    for (const check of made.splice(0)) check.cancel();
  });

  describe('mail hosts', () => {
    it('finds a mail host by its MX record, without asking for addresses', async () => {
      await expect(checkWith(trusted).check('mail.test')).resolves.toBe('has-mail-host');
      expect(trusted.queries).toEqual(['MX mail.test']);
    });

    it('takes an A record for the implicit MX when there is no MX (RFC 5321)', async () => {
      await expect(checkWith(trusted).check('a-only.test')).resolves.toBe('has-mail-host');
      expect(trusted.queries.sort()).toEqual(['A a-only.test', 'AAAA a-only.test', 'MX a-only.test']);
    });

    it('takes an AAAA record for the implicit MX too', async () => {
      await expect(checkWith(trusted).check('aaaa-only.test')).resolves.toBe('has-mail-host');
    });

    it('says a null MX (RFC 7505) accepts no mail, even with an A record, without probing the resolver', async () => {
      await expect(checkWith(trusted).check('null-mx.test')).resolves.toBe('no-such-domain');
      expect(trusted.queries).toEqual(['MX null-mx.test']);
    });

    it('looks up an international domain name by its ASCII form', async () => {
      await expect(checkWith(trusted).check('Bücher.test')).resolves.toBe('has-mail-host');
      expect(trusted.queries).toEqual(['MX xn--bcher-kva.test']);
    });
  });

  describe('no such domain', () => {
    it('reports an unknown domain once the resolver has shown it knows the well-known domain', async () => {
      await expect(checkWith(trusted).check('gmial.test')).resolves.toBe('no-such-domain');
      // NXDOMAIN: the name has no address records either, so none are asked for.
      expect(trusted.queries).toEqual(['MX gmial.test', 'MX gmail.com']);
    });

    it('reports a domain that exists without MX, A or AAAA record', async () => {
      await expect(checkWith(trusted).check('empty.test')).resolves.toBe('no-such-domain');
    });

    it('probes the resolver once for many domains, and again after the trust has expired', async () => {
      const check = checkWith(trusted);
      await check.check('unknown-1.test');
      clock += TRUST_TTL_MS - 1;
      await check.check('unknown-2.test');
      expect(trusted.queries.filter((query) => query === 'MX gmail.com')).toHaveLength(1);

      clock += 1;
      await expect(check.check('unknown-3.test')).resolves.toBe('no-such-domain');
      expect(trusted.queries.filter((query) => query === 'MX gmail.com')).toHaveLength(2);
    });

    it('asks about a custom well-known domain', async () => {
      await expect(checkWith(trusted, { wellKnownDomain: 'mail.test' }).check('unknown.test')).resolves.toBe('no-such-domain');
      expect(trusted.queries).toEqual(['MX unknown.test', 'MX mail.test']);
    });
  });

  describe('not checked', () => {
    it('does not believe a resolver that says "no such domain" for the well-known domain too', async () => {
      const check = checkWith(untrusted);
      await expect(check.check('gmial.test')).resolves.toBe('not-checked');
      await expect(check.check('mail.test')).resolves.toBe('not-checked');
      // The verdict on the resolver is kept: one probe for both domains.
      expect(untrusted.queries).toEqual(['MX gmial.test', 'MX gmail.com', 'MX mail.test']);
    });

    it('gives up at its deadline when the server never answers', async () => {
      const started = performance.now();
      await expect(checkWith(mute).check('mail.test')).resolves.toBe('not-checked');
      const elapsed = performance.now() - started;
      expect(mute.queries).toEqual(['MX mail.test']);
      expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
      // c-ares alone stretches a 200 ms timeout to some 400 ms: the check keeps its own deadline.
      expect(elapsed).toBeLessThan(TIMEOUT_MS + 150);
    });

    it('says nothing when no server listens', async () => {
      const check = track(new EmailDomainCheck({ servers: [await closedPort()], timeoutMs: TIMEOUT_MS }));
      await expect(check.check('mail.test')).resolves.toBe('not-checked');
    });

    it('says nothing on a server failure, and asks again next time', async () => {
      const check = checkWith(trusted);
      await expect(check.check('servfail.test')).resolves.toBe('not-checked');
      await expect(check.check('servfail.test')).resolves.toBe('not-checked');
      expect(trusted.queries).toEqual(['MX servfail.test', 'MX servfail.test']);
    });

    it('never rejects, not even for a name that is none', async () => {
      const check = checkWith(trusted);
      await expect(check.check('')).resolves.toBe('not-checked');
      await expect(check.check('a b.test')).resolves.toBe('not-checked');
      await expect(check.check('a..test')).resolves.toBe('not-checked');
    });
  });

  describe('cache', () => {
    it('answers the same domain again without a query, whatever its case, blanks or root dot', async () => {
      const check = checkWith(trusted);
      await check.check('mail.test');
      await expect(check.check(' MAIL.Test. ')).resolves.toBe('has-mail-host');
      await check.check('bücher.test');
      await expect(check.check('BÜCHER.TEST')).resolves.toBe('has-mail-host');
      expect(trusted.queries).toEqual(['MX mail.test', 'MX xn--bcher-kva.test']);
    });

    it('keeps a "no such domain" too', async () => {
      const check = checkWith(trusted);
      await check.check('gmial.test');
      await expect(check.check('gmial.test')).resolves.toBe('no-such-domain');
      expect(trusted.queries).toEqual(['MX gmial.test', 'MX gmail.com']);
    });

    it('asks again once the answer is older than the TTL', async () => {
      const check = checkWith(trusted, { cacheTtlMs: HOUR_MS });
      await check.check('mail.test');
      clock += HOUR_MS - 1;
      await check.check('mail.test');
      expect(trusted.queries).toHaveLength(1);

      clock += 1;
      await expect(check.check('mail.test')).resolves.toBe('has-mail-host');
      expect(trusted.queries).toEqual(['MX mail.test', 'MX mail.test']);
    });

    it('drops the least recently used domain when full', async () => {
      const check = checkWith(trusted, { cacheSize: 2 });
      await check.check('mail.test');
      await check.check('a-only.test');
      await check.check('mail.test'); // now the more recently used
      await check.check('aaaa-only.test'); // pushes out a-only.test
      trusted.queries.length = 0;

      await check.check('mail.test');
      await check.check('a-only.test');
      expect(trusted.queries.filter((query) => query.startsWith('MX '))).toEqual(['MX a-only.test']);
    });

    it('shares one lookup among checks of the same domain at the same time', async () => {
      const check = checkWith(trusted);
      const results = await Promise.all(['mail.test', 'Mail.test', 'mail.test.', 'MAIL.TEST'].map((domain) => check.check(domain)));
      expect(results).toEqual(['has-mail-host', 'has-mail-host', 'has-mail-host', 'has-mail-host']);
      expect(trusted.queries).toEqual(['MX mail.test']);
    });

    it('shares one probe of the resolver among unknown domains checked at the same time', async () => {
      const check = checkWith(trusted);
      const results = await Promise.all(['unknown-1.test', 'unknown-2.test', 'unknown-3.test'].map((domain) => check.check(domain)));
      expect(results).toEqual(['no-such-domain', 'no-such-domain', 'no-such-domain']);
      expect(trusted.queries.filter((query) => query === 'MX gmail.com')).toHaveLength(1);
    });
  });
});
