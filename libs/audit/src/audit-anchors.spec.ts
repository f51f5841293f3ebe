import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuditAnchor, AuditAnchorFile, checkAnchors } from './audit-anchors';

const hash = (digit: string) => digit.repeat(64);
const anchor = (id: string, digit: string, at = '2026-12-02T09:07:00Z'): AuditAnchor => ({ id, hash: hash(digit), at });

/** A table as the check reads it: row id → hash. */
const table = (rows: Record<string, string>) => ({
  head: Object.keys(rows).length ? { id: Object.keys(rows).sort((a, b) => Number(a) - Number(b)).at(-1)! } : null,
  hashOf: async (id: string) => rows[id] ?? null,
});

describe('checkAnchors (issue 27 §3: what the chain alone cannot show)', () => {
  const anchors = [anchor('3', 'a', '2026-12-02T07:07:00Z'), anchor('7', 'b', '2026-12-02T08:07:00Z')];

  it('holds when every anchored row is there with its hash', async () => {
    const { head, hashOf } = table({ '3': hash('a'), '5': hash('c'), '7': hash('b'), '9': hash('d') });
    expect(await checkAnchors(anchors, head, hashOf)).toEqual({ ok: true, lines: ['Anker geprüft: 2 Anker stimmen mit dem Protokoll überein (audit-anchors.jsonl).'] });
  });

  it('finds the newest rows deleted: the table ends before the newest anchor', async () => {
    const { head, hashOf } = table({ '3': hash('a'), '5': hash('c') });
    expect(await checkAnchors(anchors, head, hashOf)).toEqual({
      ok: false,
      lines: ['Protokoll beschädigt: Die neuesten Einträge fehlen: Der Anker vom 02.12.2026, 09:07 nennt Eintrag 7, das Protokoll endet bei Eintrag 5 (gelöscht).'],
    });
  });

  it('finds an emptied table', async () => {
    const { head, hashOf } = table({});
    expect((await checkAnchors(anchors, head, hashOf)).lines).toEqual(['Protokoll beschädigt: Das Protokoll ist leer, der Anker vom 02.12.2026, 09:07 nennt Eintrag 7 (geleert).']);
  });

  it('finds a chain recomputed from a row on, and says after which anchor the change lies', async () => {
    const { head, hashOf } = table({ '3': hash('a'), '5': hash('e'), '7': hash('f'), '9': hash('d') });
    expect(await checkAnchors(anchors, head, hashOf)).toEqual({
      ok: false,
      lines: ['Protokoll beschädigt: Eintrag 7 aus dem Anker vom 02.12.2026, 09:07 trägt einen anderen Hash (nachträglich geändert und neu berechnet); die erste Abweichung liegt nach Eintrag 3 (Anker vom 02.12.2026, 08:07 stimmt noch).'],
    });
    const fromStart = table({ '3': hash('x'), '7': hash('y') });
    expect((await checkAnchors(anchors, fromStart.head, fromStart.hashOf)).lines[0]).toMatch(/^Protokoll beschädigt: Eintrag 3 .* die erste Abweichung liegt am Anfang des Protokolls\.$/);
  });

  it('says nothing without anchors (DATA_DIR=memory://, or a server that never wrote one)', async () => {
    expect(await checkAnchors([], null, async () => null)).toEqual({ ok: true, lines: [] });
  });
});

describe('AuditAnchorFile', () => {
  it('appends one JSON line per anchor and reads them back, skipping a torn line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-anchors-'));
    try {
      const file = new AuditAnchorFile(dir);
      file.append(anchor('3', 'a'));
      appendFileSync(join(dir, 'audit-anchors.jsonl'), '{"at":"2026-12-02T10:07:00Z","id":"9","ha');
      appendFileSync(join(dir, 'audit-anchors.jsonl'), '\n');
      file.append(anchor('7', 'b'));
      expect(file.read()).toEqual([anchor('3', 'a'), anchor('7', 'b')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps nothing without a directory', () => {
    const file = new AuditAnchorFile(null);
    file.append(anchor('3', 'a'));
    expect(file.read()).toEqual([]);
  });
});
