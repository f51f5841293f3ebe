import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErasureLedger } from './erasure-ledger';

describe('ErasureLedger', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'erasure-ledger-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const hash = (digit: string) => digit.repeat(64);

  it('appends one JSON line per erasure, creating its folder, and reads them back oldest first', () => {
    const ledger = new ErasureLedger(join(dir, 'neben-den-sicherungen', 'erasure-ledger.jsonl'));
    expect(ledger.read()).toBeNull();
    ledger.append({ at: '2026-12-01T10:00:00.000Z', contacts: [{ kind: 'email', hash: hash('a') }] });
    ledger.append({ at: '2026-12-02T10:00:00.000Z', contacts: [{ kind: 'phone', hash: hash('b') }] });
    expect(ledger.read()).toEqual([
      { at: '2026-12-01T10:00:00.000Z', contacts: [{ kind: 'email', hash: hash('a') }] },
      { at: '2026-12-02T10:00:00.000Z', contacts: [{ kind: 'phone', hash: hash('b') }] },
    ]);
  });

  it('writes nothing for an erasure without contacts, and nothing at all without a path (DATA_DIR in memory)', () => {
    const path = join(dir, 'erasure-ledger.jsonl');
    new ErasureLedger(path).append({ at: '2026-12-01T10:00:00.000Z', contacts: [] });
    expect(new ErasureLedger(path).read()).toBeNull();
    expect(() => new ErasureLedger(null).append({ at: '2026-12-01T10:00:00.000Z', contacts: [{ kind: 'email', hash: hash('a') }] })).not.toThrow();
    expect(new ErasureLedger(null).read()).toBeNull();
  });

  it('skips a line torn by a crash and entries that are not keyed hashes (a plain address never counts)', () => {
    const path = join(dir, 'erasure-ledger.jsonl');
    const ledger = new ErasureLedger(path);
    ledger.append({ at: '2026-12-01T10:00:00.000Z', contacts: [{ kind: 'email', hash: hash('a') }] });
    appendFileSync(path, '{"at":"2026-12-02T10:00:00.000Z","contacts":[{"kind":"email","ha');
    appendFileSync(path, '\n{"at":"2026-12-03T10:00:00.000Z","contacts":[{"kind":"email","hash":"anna@example.de"},{"kind":"fax","hash":"' + hash('c') + '"}]}\n');
    expect(ledger.read()).toEqual([{ at: '2026-12-01T10:00:00.000Z', contacts: [{ kind: 'email', hash: hash('a') }] }]);
  });
});
