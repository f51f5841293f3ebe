import { createHash } from 'node:crypto';
import { AuditContent, auditHash, canonicalJson, CHAIN_START, ChainedRow, checkChain, GENESIS_HASH, asStoredJson } from './audit-chain';

const KEY = Buffer.from('k'.repeat(32));

const content = (overrides: Partial<AuditContent> = {}): AuditContent => ({
  at: new Date('2026-05-04T10:00:00.123Z'),
  userId: 1,
  userEmail: 'admin@example.de',
  role: 'admin',
  ip: '127.0.0.1',
  action: 'update',
  entityType: 'lead',
  entityId: '7',
  changes: { before: { status: 'new' }, after: { status: 'qualified' } },
  details: null,
  ...overrides,
});

/** Rows chained the way the repository appends them; the first `unkeyed` as before the chain was keyed. */
function chain(contents: AuditContent[], unkeyed = 0): ChainedRow[] {
  let prevHash = GENESIS_HASH;
  return contents.map((item, index) => {
    const hashKeyed = index >= unkeyed;
    const hash = auditHash(prevHash, item, hashKeyed ? KEY : null);
    const row = { ...item, id: String(index + 1), prevHash, hash, hashKeyed };
    prevHash = hash;
    return row;
  });
}

describe('canonicalJson', () => {
  it('writes the same text whatever order the keys came in, at any depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }));
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('leaves out undefined values like JSON does, and writes dates as ISO text', () => {
    expect(canonicalJson({ a: undefined, b: new Date('2026-01-01T00:00:00Z') })).toBe('{"b":"2026-01-01T00:00:00.000Z"}');
  });
});

describe('auditHash', () => {
  it('is an HMAC with the key: without the key (plain sha256) or with another key it is another hash', () => {
    const keyed = auditHash(GENESIS_HASH, content(), KEY);
    expect(keyed).not.toBe(auditHash(GENESIS_HASH, content(), Buffer.from('x'.repeat(32))));
    expect(keyed).not.toBe(auditHash(GENESIS_HASH, content(), null));
    expect(auditHash(GENESIS_HASH, content(), null)).toBe(createHash('sha256').update(GENESIS_HASH).update(canonicalJson({ ...content(), at: content().at.toISOString() })).digest('hex'));
  });

  it('is hex, and changes with the previous hash and with every field', () => {
    const base = auditHash(GENESIS_HASH, content(), KEY);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(auditHash('1'.repeat(64), content(), KEY)).not.toBe(base);
    expect(auditHash(GENESIS_HASH, content({ userId: 2 }), KEY)).not.toBe(base);
    expect(auditHash(GENESIS_HASH, content({ at: new Date('2026-05-04T10:00:00.124Z') }), KEY)).not.toBe(base);
    expect(auditHash(GENESIS_HASH, content({ changes: { before: { status: 'new' }, after: { status: 'sold' } } }), KEY)).not.toBe(base);
    expect(auditHash(GENESIS_HASH, content({ details: { route: 'PUT /api/lead/{lId}' } }), KEY)).not.toBe(base);
  });

  it('gives the same hash for content read back from jsonb with its keys reordered', () => {
    const written = content({ details: { b: 1, a: 2 } });
    const readBack = content({ details: { a: 2, b: 1 } });
    expect(auditHash(GENESIS_HASH, readBack, KEY)).toBe(auditHash(GENESIS_HASH, written, KEY));
  });
});

describe('checkChain', () => {
  const rows = chain([content(), content({ action: 'sell' }), content({ action: 'view', entityId: '8' })]);

  const check = (batch: ChainedRow[], position = CHAIN_START) => checkChain(batch, position, KEY);

  it('accepts an intact chain and answers its last hash', () => {
    expect(check(rows)).toEqual({ position: { lastHash: rows[2].hash, keyedSeen: true } });
  });

  it('continues from the position of the batch before', () => {
    expect(check(rows.slice(1), { lastHash: rows[0].hash, keyedSeen: true })).toEqual({ position: { lastHash: rows[2].hash, keyedSeen: true } });
  });

  it('names a row rewritten and hashed anew without the key, however well it links', () => {
    const forged = { ...rows[1], action: 'update' };
    forged.hash = auditHash(forged.prevHash, forged, Buffer.from('guess'.repeat(8)));
    expect(check([rows[0], forged])).toEqual({ broken: { id: '2', reason: 'hash' } });
  });

  it('accepts the rows chained before the key came (unkeyed) at the start, and only there', () => {
    const older = chain([content(), content({ action: 'sell' }), content({ action: 'view' })], 2);
    expect(check(older)).toEqual({ position: { lastHash: older[2].hash, keyedSeen: true } });
    // A row after keyed ones that claims to be unkeyed was recomputed by someone without the key.
    const recomputed = { ...rows[1], action: 'update', hashKeyed: false };
    recomputed.hash = auditHash(recomputed.prevHash, recomputed, null);
    expect(check([rows[0], recomputed])).toEqual({ broken: { id: '2', reason: 'unkeyed' } });
  });

  it('names an edited row (its content no longer matches its hash)', () => {
    const edited = rows.map((row) => (row.id === '2' ? { ...row, action: 'update' } : row));
    expect(check(edited)).toEqual({ broken: { id: '2', reason: 'hash' } });
  });

  it('names the row after a deleted one (its link points to a row that is gone)', () => {
    expect(check([rows[0], rows[2]])).toEqual({ broken: { id: '3', reason: 'prev-hash' } });
  });

  it('names a row whose hash was recomputed after an edit: the next row still links to the old hash', () => {
    const forged = { ...rows[1], action: 'update' };
    forged.hash = auditHash(forged.prevHash, forged, KEY);
    expect(check([rows[0], forged, rows[2]])).toEqual({ broken: { id: '3', reason: 'prev-hash' } });
  });

  it('names a first row that does not start from the beginning of the chain', () => {
    expect(check(rows.slice(1))).toEqual({ broken: { id: '2', reason: 'prev-hash' } });
  });
});

describe('asStoredJson', () => {
  it('turns dates into ISO text, drops undefined and NUL characters (jsonb refuses them)', () => {
    expect(asStoredJson({ at: new Date('2026-01-01T00:00:00Z'), gone: undefined, text: 'A\u0000B' })).toEqual({ at: '2026-01-01T00:00:00.000Z', text: 'AB' });
  });
});
