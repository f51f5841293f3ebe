import { AuditContent, auditHash, canonicalJson, ChainedRow, checkChain, GENESIS_HASH, asStoredJson } from './audit-chain';

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

/** Rows chained the way the repository appends them. */
function chain(contents: AuditContent[]): ChainedRow[] {
  let prevHash = GENESIS_HASH;
  return contents.map((item, index) => {
    const hash = auditHash(prevHash, item);
    const row = { ...item, id: String(index + 1), prevHash, hash };
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
  it('is sha256 hex, and changes with the previous hash and with every field', () => {
    const base = auditHash(GENESIS_HASH, content());
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(auditHash('1'.repeat(64), content())).not.toBe(base);
    expect(auditHash(GENESIS_HASH, content({ userId: 2 }))).not.toBe(base);
    expect(auditHash(GENESIS_HASH, content({ at: new Date('2026-05-04T10:00:00.124Z') }))).not.toBe(base);
    expect(auditHash(GENESIS_HASH, content({ changes: { before: { status: 'new' }, after: { status: 'sold' } } }))).not.toBe(base);
    expect(auditHash(GENESIS_HASH, content({ details: { route: 'PUT /api/lead/{lId}' } }))).not.toBe(base);
  });

  it('gives the same hash for content read back from jsonb with its keys reordered', () => {
    const written = content({ details: { b: 1, a: 2 } });
    const readBack = content({ details: { a: 2, b: 1 } });
    expect(auditHash(GENESIS_HASH, readBack)).toBe(auditHash(GENESIS_HASH, written));
  });
});

describe('checkChain', () => {
  const rows = chain([content(), content({ action: 'sell' }), content({ action: 'view', entityId: '8' })]);

  it('accepts an intact chain and answers its last hash', () => {
    expect(checkChain(rows, GENESIS_HASH)).toEqual({ lastHash: rows[2].hash });
  });

  it('continues from the hash of the batch before', () => {
    expect(checkChain(rows.slice(1), rows[0].hash)).toEqual({ lastHash: rows[2].hash });
  });

  it('names an edited row (its content no longer matches its hash)', () => {
    const edited = rows.map((row) => (row.id === '2' ? { ...row, action: 'update' } : row));
    expect(checkChain(edited, GENESIS_HASH)).toEqual({ broken: { id: '2', reason: 'hash' } });
  });

  it('names the row after a deleted one (its link points to a row that is gone)', () => {
    expect(checkChain([rows[0], rows[2]], GENESIS_HASH)).toEqual({ broken: { id: '3', reason: 'prev-hash' } });
  });

  it('names a row whose hash was recomputed after an edit: the next row still links to the old hash', () => {
    const forged = { ...rows[1], action: 'update' };
    forged.hash = auditHash(forged.prevHash, forged);
    expect(checkChain([rows[0], forged, rows[2]], GENESIS_HASH)).toEqual({ broken: { id: '3', reason: 'prev-hash' } });
  });

  it('names a first row that does not start from the beginning of the chain', () => {
    expect(checkChain(rows.slice(1), GENESIS_HASH)).toEqual({ broken: { id: '2', reason: 'prev-hash' } });
  });
});

describe('asStoredJson', () => {
  it('turns dates into ISO text, drops undefined and NUL characters (jsonb refuses them)', () => {
    expect(asStoredJson({ at: new Date('2026-01-01T00:00:00Z'), gone: undefined, text: 'A\u0000B' })).toEqual({ at: '2026-01-01T00:00:00.000Z', text: 'AB' });
  });
});
