import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Every address a host name resolves to (`dns.lookup` with `all: true`); injectable for tests. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => systemLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/**
 * Where the server must never send a request on a buyer's or anyone's behalf: this host, the private
 * networks behind it, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast,
 * documentation and reserved ranges. IPv6 forms that carry an IPv4 address are judged by that address.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and the deprecated IPv4-compatible form.
  ['::', 96],
  ['100::', 64],
  // Local-use NAT64 (RFC 8215): translates to whatever IPv4 network the operator chose, internal ones too.
  ['64:ff9b:1::', 48],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** An IPv6 address as its eight 16-bit groups (`::` expanded, a trailing dotted IPv4 part folded in), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(?:^|:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    if ([a, b, c, d].some((part) => part > 255)) return null;
    text = `${text.slice(0, text.length - dotted[0].length + (dotted[0].startsWith(':') ? 1 : 0))}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  // Without '::' all eight groups are written; '::' stands for at least one.
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups.map((group) => parseInt(group, 16)) : null;
}

/**
 * The IPv4 address an IPv6 address reaches, for every form that carries one, however it is spelt
 * (`::ffff:127.0.0.1`, `::ffff:7f00:1`, `0:0:0:0:0:ffff:7f00:1`, `::ffff:0:7f00:1` …): IPv4-mapped
 * (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96), the deprecated IPv4-compatible form (::/96) and NAT64
 * (64:ff9b::/96). Null for any other address.
 */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const zero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const carried = zero(0, 5) && (groups[5] === 0xffff || groups[5] === 0);
  const translated = zero(0, 4) && groups[4] === 0xffff && groups[5] === 0;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && zero(2, 6);
  if (!carried && !translated && !nat64) return null;
  return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
}

/** Whether an IP address (IPv4, or IPv6 without brackets) is one the server must not connect to. */
export function isBlockedAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return BLOCKED.check(address, 'ipv4');
  if (version !== 6) return true;
  const ipv4 = embeddedIpv4(address);
  return ipv4 ? BLOCKED.check(ipv4, 'ipv4') : BLOCKED.check(address, 'ipv6');
}

/** A refused target, with the German reason that follows its subject ("Die Adresse von Zapier …"). */
export class OutboundRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'OutboundRefusal';
  }
}

const effectivePort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
/** The host as WHATWG URL writes it: lower case, IPv4 in dotted form (also from 2130706433, 0x7f.1, 0177.0.0.1), IPv6 in brackets. */
const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');
const INTERNAL_NAME = /^(localhost|.*\.localhost|localhost\.localdomain)\.?$/i;

const ALLOW_ENTRY = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]+):(\d{1,5})$/;

/**
 * OUTBOUND_ALLOW_HOSTS as `host:port` keys in URL form, or the entry that is not one. Each entry names
 * one peer exactly (no wildcards): an on-premise CRM, or the fakes of the tests.
 */
export function parseAllowHosts(value: string | undefined): { hosts: string[]; invalid: string[] } {
  const hosts: string[] = [];
  const invalid: string[] = [];
  for (const entry of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = ALLOW_ENTRY.exec(entry);
    const port = Number(match?.[2]);
    let host: string | undefined;
    try {
      host = match ? new URL(`http://${match[1]}/`).hostname : undefined;
    } catch {
      host = undefined;
    }
    if (!host || !Number.isInteger(port) || port < 1 || port > 65535) invalid.push(entry);
    else hosts.push(`${host}:${port}`);
  }
  return { hosts, invalid };
}

/**
 * The one check of every address the server calls out to (buyers' webhooks and CRMs, Pipedrive, Google
 * Sheets, Lexware Office): only http(s), no credentials in the address, and no internal or reserved
 * target, neither written as an address (in any of its spellings) nor reached through a name's DNS
 * answer. Peers named in OUTBOUND_ALLOW_HOSTS (host and port) pass; nothing else does.
 */
export class OutboundGuard {
  private readonly allowed: Set<string>;

  constructor(
    allowHosts: readonly string[] = [],
    private readonly resolve: Resolver = systemResolver,
  ) {
    this.allowed = new Set(allowHosts);
  }

  /** Whether host and port of `url` are named in OUTBOUND_ALLOW_HOSTS. */
  isAllowed(url: URL): boolean {
    return this.allowed.has(`${url.hostname}:${effectivePort(url)}`);
  }

  /** What is wrong with an address as written (no DNS asked), or null: for saving a setting and before connecting. */
  refusal(address: string | URL): string | null {
    let url: URL;
    try {
      url = typeof address === 'string' ? new URL(address.trim()) : address;
    } catch {
      return 'ist keine gültige Adresse';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'muss mit http:// oder https:// beginnen';
    if (url.username || url.password) return 'darf keine Zugangsdaten (Benutzer:Passwort@) enthalten';
    if (this.isAllowed(url)) return null;
    const host = bare(url.hostname);
    if (INTERNAL_NAME.test(host) || (isIP(host) !== 0 && isBlockedAddress(host)) || host === '') {
      return `zeigt auf eine interne oder reservierte Adresse (${url.hostname}) und ist nicht erlaubt`;
    }
    return null;
  }

  /** Throws OutboundRefusal when `url` must not be called as written. */
  check(url: URL): void {
    const refusal = this.refusal(url);
    if (refusal) throw new OutboundRefusal(refusal);
  }

  /**
   * The addresses to connect to for `url`'s host: every address its name resolves to, refused as a whole
   * when any of them is internal (a name may answer with a public and a private address, or change its
   * answer between two look-ups: the connection uses exactly the addresses checked here).
   */
  async addressesFor(url: URL): Promise<LookupAddress[]> {
    const host = bare(url.hostname);
    const version = isIP(host);
    if (version !== 0) return [{ address: host, family: version }];
    const addresses = await this.resolve(host);
    if (this.isAllowed(url)) return addresses;
    const blocked = addresses.find((entry) => isBlockedAddress(entry.address));
    if (blocked) throw new OutboundRefusal(`führt zu einer internen oder reservierten Adresse (${host} → ${blocked.address}) und ist nicht erlaubt`);
    if (addresses.length === 0) throw Object.assign(new Error(`${host} hat keine Adresse`), { code: 'ENOTFOUND' });
    return addresses;
  }

  /**
   * A `lookup` for http.request / net.connect: the socket connects only to addresses checked by
   * addressesFor. (Node calls it only for names; an IP address written in the URL is judged by refusal.)
   */
  lookupFor(url: URL) {
    return (
      _hostname: string,
      options: { all?: boolean } | number,
      callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
    ): void => {
      this.addressesFor(url).then(
        (addresses) => {
          if (typeof options === 'object' && options.all) callback(null, addresses);
          else callback(null, addresses[0].address, addresses[0].family);
        },
        (error: NodeJS.ErrnoException) => callback(error, '', 0),
      );
    };
  }
}
