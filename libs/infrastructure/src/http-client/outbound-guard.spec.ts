import type { LookupAddress } from 'node:dns';
import { isBlockedAddress, OutboundGuard, parseAllowHosts, type Resolver } from './outbound-guard';

const INTERNAL = (host: string) => `zeigt auf eine interne oder reservierte Adresse (${host}) und ist nicht erlaubt`;

/** A resolver answering from a table, as DNS would (several addresses per name possible). */
const dns =
  (table: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.178.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '224.0.0.251',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.10',
    '198.18.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::FFFF:A9FE:A9FE',
    '64:ff9b::10.0.0.1',
    '::127.0.0.1',
    '2001:db8::1',
    '2002:7f00:1::1',
    // Every spelling of an IPv6 address that carries an internal IPv4 one (issue 27 §5: the translated form passed).
    '::ffff:0:7f00:1',
    '::ffff:0:127.0.0.1',
    '0:0:0:0:0:ffff:7f00:1',
    '0000:0000:0000:0000:0000:ffff:7f00:0001',
    '0:0:0:0:ffff:0:7f00:1',
    '::ffff:0:a9fe:a9fe',
    '::7f00:1',
    '::0:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b:0:0:0:0:a00:1',
    '64:ff9b:1::a00:1',
    '::ffff:999.0.0.1',
    'kein-ip',
  ])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2a00:1450:4001:80b::200e', '::ffff:93.184.216.34', '::ffff:0:808:808', '0:0:0:0:0:ffff:5db8:d822', '64:ff9b::8.8.8.8'])('lets %s through', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('OutboundGuard.refusal (the address as written)', () => {
  const guard = new OutboundGuard();

  it.each([
    ['http://127.0.0.1:8080/hook', INTERNAL('127.0.0.1')],
    ['http://localhost/hook', INTERNAL('localhost')],
    ['http://LOCALHOST./hook', INTERNAL('localhost.')],
    ['http://api.localhost/hook', INTERNAL('api.localhost')],
    // Decimal, octal, hexadecimal and shortened IPv4 hosts: WHATWG URL reads them as 127.0.0.1.
    ['http://2130706433/', INTERNAL('127.0.0.1')],
    ['http://0177.0.0.1/', INTERNAL('127.0.0.1')],
    ['http://0x7f.0.0.1/', INTERNAL('127.0.0.1')],
    ['http://0x7f000001/', INTERNAL('127.0.0.1')],
    ['http://127.1/', INTERNAL('127.0.0.1')],
    ['http://017700000001/', INTERNAL('127.0.0.1')],
    ['http://0/', INTERNAL('0.0.0.0')],
    ['http://169.254.169.254/latest/meta-data/', INTERNAL('169.254.169.254')],
    ['http://[::1]:3000/', INTERNAL('[::1]')],
    ['http://[::ffff:127.0.0.1]/', INTERNAL('[::ffff:7f00:1]')],
    ['http://[0:0:0:0:0:ffff:a00:1]/', INTERNAL('[::ffff:a00:1]')],
    ['http://[fe80::1%25eth0]/', 'ist keine gültige Adresse'],
    ['http://[fd00::1]/', INTERNAL('[fd00::1]')],
    ['http://100.100.100.100/', INTERNAL('100.100.100.100')],
    ['http://user:geheim@hooks.zapier.com/hooks/catch/1/a', 'darf keine Zugangsdaten (Benutzer:Passwort@) enthalten'],
    ['https://nur-benutzer@hooks.zapier.com/', 'darf keine Zugangsdaten (Benutzer:Passwort@) enthalten'],
    ['ftp://example.com/datei', 'muss mit http:// oder https:// beginnen'],
    ['file:///etc/passwd', 'muss mit http:// oder https:// beginnen'],
    ['gopher://127.0.0.1:6379/_INFO', 'muss mit http:// oder https:// beginnen'],
    ['kein url', 'ist keine gültige Adresse'],
  ])('refuses %s', (url, reason) => {
    expect(guard.refusal(url)).toBe(reason);
  });

  it.each(['https://hooks.zapier.com/hooks/catch/123/abc', 'https://hook.eu1.make.com/x', 'https://firma.weclapp.com/webapp/api/v1', 'http://93.184.216.34:8080/', 'https://[2a00:1450:4001:80b::200e]/'])(
    'accepts %s',
    (url) => {
      expect(guard.refusal(url)).toBeNull();
    },
  );

  it('lets exactly the named host and port of OUTBOUND_ALLOW_HOSTS through, in any spelling of that host', () => {
    const allowing = new OutboundGuard(parseAllowHosts('127.0.0.1:4010, crm.intern:8443, [::1]:9000').hosts);
    expect(allowing.refusal('http://127.0.0.1:4010/hook')).toBeNull();
    expect(allowing.refusal('http://2130706433:4010/hook')).toBeNull();
    expect(allowing.refusal('http://127.0.0.1:4011/hook')).toBe(INTERNAL('127.0.0.1'));
    expect(allowing.refusal('http://127.0.0.1/hook')).toBe(INTERNAL('127.0.0.1'));
    expect(allowing.refusal('http://[::1]:9000/')).toBeNull();
    expect(allowing.refusal('https://crm.intern:8443/api')).toBeNull();
    // Credentials stay refused for named peers too.
    expect(allowing.refusal('http://a:b@127.0.0.1:4010/hook')).toBe('darf keine Zugangsdaten (Benutzer:Passwort@) enthalten');
  });
});

describe('parseAllowHosts (OUTBOUND_ALLOW_HOSTS)', () => {
  it('reads host:port entries, normalised as URLs write them', () => {
    expect(parseAllowHosts(' 127.0.0.1:4010,CRM.Intern:443 ,[::1]:80,')).toEqual({ hosts: ['127.0.0.1:4010', 'crm.intern:443', '[::1]:80'], invalid: [] });
    expect(parseAllowHosts(undefined)).toEqual({ hosts: [], invalid: [] });
  });

  it('names every entry that is no host:port', () => {
    expect(parseAllowHosts('127.0.0.1, *:80, crm:0, crm:70000, http://crm:80, crm:*, user@crm:80').invalid).toEqual([
      '127.0.0.1',
      '*:80',
      'crm:0',
      'crm:70000',
      'http://crm:80',
      'crm:*',
      'user@crm:80',
    ]);
  });
});

describe('OutboundGuard.addressesFor (the DNS answer)', () => {
  const resolver = dns({
    'hooks.example': ['93.184.216.34'],
    'intern.example': ['10.0.0.5'],
    'gemischt.example': ['93.184.216.34', '127.0.0.1'],
    'metadata.example': ['169.254.169.254'],
    'v6.example': ['2a00:1450:4001:80b::200e'],
    'v6-intern.example': ['fd00::5'],
    'mapped.example': ['::ffff:192.168.0.1'],
    'crm.intern': ['10.1.1.1'],
    'leer.example': [],
  });
  const guard = new OutboundGuard(parseAllowHosts('crm.intern:8443').hosts, resolver);
  const addresses = (url: string) => guard.addressesFor(new URL(url));

  it('answers the public addresses a name resolves to', async () => {
    expect(await addresses('https://hooks.example/x')).toEqual([{ address: '93.184.216.34', family: 4 }]);
    expect(await addresses('https://v6.example/x')).toEqual([{ address: '2a00:1450:4001:80b::200e', family: 6 }]);
  });

  it.each([
    ['https://intern.example/', 'intern.example → 10.0.0.5'],
    ['https://gemischt.example/', 'gemischt.example → 127.0.0.1'],
    ['https://metadata.example/', 'metadata.example → 169.254.169.254'],
    ['https://v6-intern.example/', 'v6-intern.example → fd00::5'],
    ['https://mapped.example/', 'mapped.example → ::ffff:192.168.0.1'],
    ['https://crm.intern/', 'crm.intern → 10.1.1.1'],
  ])('refuses %s, whose name leads inside (%s)', async (url, via) => {
    await expect(addresses(url)).rejects.toMatchObject({ name: 'OutboundRefusal', reason: `führt zu einer internen oder reservierten Adresse (${via}) und ist nicht erlaubt` });
  });

  it('lets a name of OUTBOUND_ALLOW_HOSTS resolve inside, on its port only', async () => {
    expect(await addresses('https://crm.intern:8443/')).toEqual([{ address: '10.1.1.1', family: 4 }]);
  });

  it('passes DNS failures on as such', async () => {
    await expect(addresses('https://gibtsnicht.example/')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(addresses('https://leer.example/')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('hands net.connect only checked addresses through its lookup', async () => {
    const lookup = guard.lookupFor(new URL('https://gemischt.example/'));
    const refused = await new Promise((resolve) => lookup('gemischt.example', { all: true }, (error) => resolve(error)));
    expect(refused).toMatchObject({ name: 'OutboundRefusal' });
    const fine = guard.lookupFor(new URL('https://hooks.example/'));
    expect(await new Promise((resolve) => fine('hooks.example', { all: true }, (_error, all) => resolve(all)))).toEqual([{ address: '93.184.216.34', family: 4 }]);
    expect(await new Promise((resolve) => fine('hooks.example', {}, (_error, address, family) => resolve([address, family])))).toEqual(['93.184.216.34', 4]);
  });
});
