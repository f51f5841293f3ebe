// PostgreSQL pass: the chain and its anchors verified on a server's rows, deleted, truncated and rewritten.
import { INestApplicationContext, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUDIT_ANCHOR_FILE, AuditSeal, AuditService, formatAuditSeal } from '@app/audit';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@app/infrastructure';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { verifyAuditTrail } from './audit-verify';
import { openCliContext } from './cli-context';

describe('npm run audit:verify', () => {
  let database: TestDatabase;
  let context: INestApplicationContext;
  let db: DataSource;

  /**
   * What only the table's owner can do: the append-only trigger off, `sql` run, the trigger on again. In one
   * transaction: a chaining run that came in between would see the trigger off (and chain a row it must not).
   */
  const behindTheTrigger = (sql: string, parameters: unknown[] = []) =>
    db.transaction(async (manager) => {
      await manager.query('ALTER TABLE audit_entry DISABLE TRIGGER audit_entry_append_only');
      await manager.query(sql, parameters);
      await manager.query('ALTER TABLE audit_entry ENABLE TRIGGER audit_entry_append_only');
    });
  const record = async (...entityIds: number[]) => {
    for (const entityId of entityIds) await context.get(AuditService).record({ action: 'view', entityType: 'lead', entityId });
  };
  const ids = async (): Promise<string[]> => (await db.query('SELECT id::text AS id FROM audit_entry ORDER BY id')).map((row: { id: string }) => row.id);

  // The anchors' own directory (AUDIT_ANCHOR_DIR): on either database, DATA_DIR is in memory here.
  let anchorDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    anchorDir = mkdtempSync(join(tmpdir(), 'audit-anchors-'));
    context = await openCliContext(loadConfig({ JWT_SECRET: 'v'.repeat(32), ...database.env, AUDIT_ANCHOR_DIR: anchorDir }));
    db = context.get(DataSource);
  });
  afterAll(async () => {
    await context.close();
    await database.drop();
    rmSync(anchorDir, { recursive: true, force: true });
  });
  beforeEach(async () => behindTheTrigger('DELETE FROM audit_entry'));

  it('reports an intact chain with its length and the seal of its newest row, and names the first broken row', async () => {
    expect(await verifyAuditTrail(context)).toEqual({ ok: true, lines: ['Protokoll geprüft: 0 Einträge, Kette intakt.'] });
    await record(1);
    expect((await verifyAuditTrail(context)).lines[0]).toBe('Protokoll geprüft: 1 Eintrag, Kette intakt.');
    await record(2, 3);
    const [, second, third] = await ids();
    const verified = await verifyAuditTrail(context);
    // Read after the check: a row gets its hash just after its commit, and the check waits for that.
    const [{ hash }] = await db.query('SELECT hash FROM audit_entry WHERE id = $1', [third]);
    expect(verified).toEqual({
      ok: true,
      lines: ['Protokoll geprüft: 3 Einträge, Kette intakt.', `Siegel des neuesten Eintrags (außerhalb der Datenbank notieren): ${third}:${hash}`],
    });

    await behindTheTrigger(`UPDATE audit_entry SET entity_id = '99' WHERE id = $1`, [second]);
    expect(await verifyAuditTrail(context)).toEqual({
      ok: false,
      lines: [`Protokoll beschädigt: Eintrag ${second}: sein Inhalt passt nicht mehr zu seinem Hash (nachträglich geändert). 1 Eintrag davor ist intakt.`],
    });
  });

  it('names rows that could not be chained (the chaining run failed)', async () => {
    await record(1);
    // Chained before the bad row comes (the check chains first): a run that found both failed on the pair, two waited.
    await context.get(AuditService).verifyChain();
    // A row the trigger will not let the chainer complete: half-chained by someone behind the trigger.
    await behindTheTrigger(`INSERT INTO audit_entry (at, action, entity_type, prev_hash) VALUES (now(), 'view', 'lead', $1)`, ['a'.repeat(64)]);
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const { lines } = await verifyAuditTrail(context);
      expect(lines).toContain('1 Eintrag wartet noch auf die Verkettung (siehe Protokoll: „Verketten des Protokolls fehlgeschlagen“).');
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^Verketten des Protokolls fehlgeschlagen: /));
    } finally {
      errors.mockRestore();
    }
  });

  it('the newest rows deleted: the chain alone still holds, the seal noted before shows it', async () => {
    await record(1, 2);
    const seal = (await context.get(AuditSeal).head())!;
    expect(seal.id).toBe((await ids())[1]);
    await record(3);
    expect((await verifyAuditTrail(context, seal)).lines.slice(0, 2)).toEqual([
      'Protokoll geprüft: 3 Einträge, Kette intakt.',
      `Siegel geprüft: Eintrag ${seal.id} ist unverändert vorhanden.`,
    ]);

    await behindTheTrigger('DELETE FROM audit_entry WHERE id >= $1', [seal.id]);
    // New rows after the deletion continue the shortened chain: it is whole again.
    await record(4);
    expect((await verifyAuditTrail(context)).ok).toBe(true);
    expect(await verifyAuditTrail(context, seal)).toEqual({
      ok: false,
      lines: ['Protokoll geprüft: 2 Einträge, Kette intakt.', `Protokoll beschädigt: Eintrag ${seal.id} aus dem Siegel fehlt (gelöscht).`],
    });
  });

  it('the trail rewritten from a row on and chained anew: the chain holds, the seal shows it', async () => {
    await record(1, 2);
    const seal = (await context.get(AuditSeal).head())!;
    await record(3);
    // The forger deletes from the sealed row on, sets the numbering back and writes new rows: a whole chain.
    await behindTheTrigger('DELETE FROM audit_entry WHERE id >= $1', [seal.id]);
    await db.query(`SELECT setval(pg_get_serial_sequence('audit_entry', 'id'), $1::bigint - 1)`, [seal.id]);
    await record(7, 8);
    expect(await ids()).toContain(seal.id);
    expect(await verifyAuditTrail(context, seal)).toEqual({
      ok: false,
      lines: ['Protokoll geprüft: 3 Einträge, Kette intakt.', `Protokoll beschädigt: Eintrag ${seal.id} trägt nicht mehr den Hash aus dem Siegel (nachträglich geändert).`],
    });
  });

  it('logs the daily seal, which the check accepts; an empty trail has none', async () => {
    const logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    try {
      expect(await context.get(AuditSeal).seal()).toBeNull();
      expect(logged).not.toHaveBeenCalled();
      await record(1);
      const seal = (await context.get(AuditSeal).seal())!;
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^Protokoll-Siegel \\d{4}-\\d\\d-\\d\\d, später prüfen mit: npm run audit:verify -- --siegel ${formatAuditSeal(seal)}$`)));
      expect(await context.get(AuditSeal).check(seal)).toBe('ok');
    } finally {
      logged.mockRestore();
    }
  });

  describe('anchors outside the database (issue 27 §3)', () => {
    const anchorNow = async () => (await context.get(AuditSeal).anchor())!;
    beforeEach(() => rmSync(join(anchorDir, AUDIT_ANCHOR_FILE), { force: true }));

    it('are written as JSON lines and accepted while the table holds them', async () => {
      await record(1, 2);
      const anchor = await anchorNow();
      expect(readFileSync(join(anchorDir, AUDIT_ANCHOR_FILE), 'utf8').trim().split('\n').map((line) => JSON.parse(line))).toEqual([anchor]);
      // The same head is not written twice.
      expect(await context.get(AuditSeal).anchor()).toBeNull();
      expect(await verifyAuditTrail(context)).toMatchObject({ ok: true, lines: expect.arrayContaining(['Anker geprüft: 1 Anker stimmt mit dem Protokoll überein (audit-anchors.jsonl).']) });
    });

    it('show the newest rows deleted, which the chain alone does not', async () => {
      await record(1, 2, 3);
      const anchor = await anchorNow();
      await behindTheTrigger('DELETE FROM audit_entry WHERE id >= $1', [anchor.id]);
      const verified = await verifyAuditTrail(context);
      expect(verified.ok).toBe(false);
      expect(verified.lines[0]).toBe('Protokoll geprüft: 2 Einträge, Kette intakt.');
      expect(verified.lines[1]).toMatch(new RegExp(`^Protokoll beschädigt: Die neuesten Einträge fehlen: Der Anker vom .* nennt Eintrag ${anchor.id}, das Protokoll endet bei Eintrag \\d+ \\(gelöscht\\)\\.$`));
    });

    it('show an emptied table', async () => {
      await record(1);
      await anchorNow();
      // The owner of the table switches the truncate trigger off first.
      await db.transaction(async (manager) => {
        await manager.query('ALTER TABLE audit_entry DISABLE TRIGGER audit_entry_no_truncate');
        await manager.query('TRUNCATE audit_entry');
        await manager.query('ALTER TABLE audit_entry ENABLE TRIGGER audit_entry_no_truncate');
      });
      const verified = await verifyAuditTrail(context);
      expect(verified).toEqual({ ok: false, lines: ['Protokoll geprüft: 0 Einträge, Kette intakt.', expect.stringMatching(/^Protokoll beschädigt: Das Protokoll ist leer, der Anker vom .* nennt Eintrag \d+ \(geleert\)\.$/)] });
    });

    it('show a chain rewritten from a row on, with the anchor after which it changed', async () => {
      await record(1);
      const first = await anchorNow();
      await record(2, 3);
      const second = await anchorNow();
      // From the row after the first anchor on: deleted, numbering set back, new rows chained: a whole chain again.
      await behindTheTrigger('DELETE FROM audit_entry WHERE id > $1', [first.id]);
      await db.query(`SELECT setval(pg_get_serial_sequence('audit_entry', 'id'), $1::bigint)`, [first.id]);
      await record(7, 8);
      const verified = await verifyAuditTrail(context);
      expect(verified.ok).toBe(false);
      expect(verified.lines).toContain('Protokoll geprüft: 3 Einträge, Kette intakt.');
      expect(verified.lines.at(-1)).toMatch(
        new RegExp(`^Protokoll beschädigt: Eintrag ${second.id} aus dem Anker vom .* trägt einen anderen Hash \\(nachträglich geändert und neu berechnet\\); die erste Abweichung liegt nach Eintrag ${first.id} \\(Anker vom .* stimmt noch\\)\\.$`),
      );
    });
  });
});
