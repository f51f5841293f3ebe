// PostgreSQL pass: several connections append to one chain, and a server refuses TRUNCATE.
import { Test } from '@nestjs/testing';
import { TransactionHost } from '@nestjs-cls/transactional';
import { ClsService } from 'nestjs-cls';
import { AppConfig, ConfigModule, DatabaseModule } from '@app/infrastructure';
import { SCHEMA } from '@app/schema';
import { startTestContext, TestContext } from '../../../test/support/test-context';
import { AuditChainer } from './audit-chainer';
import { auditHash, ChainedRow, GENESIS_HASH } from './audit-chain';
import { AuditEntryRepository } from './audit-entry.repository';
import { AuditModule } from './audit.module';
import { AuditService } from './audit.service';

describe('Audit trail on a real database', () => {
  let context: TestContext;
  let audit: AuditService;

  beforeAll(async () => {
    context = await startTestContext({ imports: [AuditModule] });
    audit = context.get(AuditService);
  });
  afterAll(() => context.close());

  /** Every row in chain order, after chaining what waits. */
  const chainRows = async () => {
    await context.get(AuditChainer).chainNow();
    return context.db.query('SELECT id, prev_hash, hash, chain_seq FROM audit_entry ORDER BY chain_seq');
  };
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  it('keeps one chain when many requests append at once (and a second API process on PostgreSQL)', async () => {
    const writes = Array.from({ length: 30 }, (_, i) =>
      audit.record({ action: 'update', entityType: 'lead', entityId: i, before: { status: 'new' }, after: { status: 'qualified' }, actor: { userId: 1, email: 'a@example.de', role: 'admin', ip: '127.0.0.1' } }),
    );
    // Several API processes on one PostgreSQL server: a second Nest application on the same database.
    let second: { close(): Promise<void> } | null = null;
    if (context.config.DATABASE_URL) {
      const moduleRef = await Test.createTestingModule({ imports: [ConfigModule.forRoot(context.config), DatabaseModule.forRoot(SCHEMA), AuditModule] }).compile();
      const app = await moduleRef.createNestApplication({ logger: false }).init();
      second = app;
      const other = app.get(AuditService);
      writes.push(...Array.from({ length: 30 }, (_, i) => other.record({ action: 'view', entityType: 'lead', entityId: 100 + i, actor: { userId: 2 } })));
    }
    try {
      await Promise.all(writes);
    } finally {
      await second?.close();
    }
    const rows: Array<{ id: string; prev_hash: string; hash: string; chain_seq: string }> = await chainRows();
    expect(rows).toHaveLength(writes.length);
    // A fork would show as two rows naming the same predecessor.
    expect(new Set(rows.map((row) => row.prev_hash)).size).toBe(rows.length);
    for (let i = 1; i < rows.length; i++) expect(rows[i].prev_hash).toBe(rows[i - 1].hash);
    expect(rows.map((row) => Number(row.chain_seq))).toEqual(rows.map((_, i) => i + 1));
    expect(await audit.verifyChain()).toEqual({ ok: true, entries: writes.length, unchained: 0, unkeyed: 0 });
  });

  onPostgres('lets audited transactions commit side by side: none waits for another one that is still open', async () => {
    const txHost = context.get(TransactionHost);
    // Each in a context of its own, as two requests are.
    const cls = context.get(ClsService);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // One transaction wrote its row and stays open (a long staff action)…
    const open = cls.run(() =>
      txHost.withTransaction(async () => {
        await audit.record({ action: 'update', entityType: 'organisation', entityId: 'open-1' });
        await held;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    // …another one writes and commits meanwhile. With the chain's lock held to the commit it waited for the first.
    const other = cls.run(() => txHost.withTransaction(() => audit.record({ action: 'update', entityType: 'organisation', entityId: 'other-1' })));
    const outcome = await Promise.race([other.then(() => 'committed'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 3000))]);
    release();
    await Promise.all([open, other]);
    expect(outcome).toBe('committed');
    const rows: Array<{ entity_id: string; hash: string | null }> = await context.db.query(
      `SELECT entity_id, hash FROM audit_entry WHERE entity_id IN ('open-1', 'other-1') ORDER BY chain_seq`,
    );
    expect(rows.map((row) => row.entity_id).sort()).toEqual(['open-1', 'other-1']);
    expect((await audit.verifyChain()).ok).toBe(true);
  });

  it('chains a row right after its transaction commits, without being asked', async () => {
    await audit.record({ action: 'view', entityType: 'lead', entityId: 'soon-1' });
    const deadline = Date.now() + 5000;
    let row: { hash: string | null } | undefined;
    while (Date.now() < deadline) {
      [row] = await context.db.query(`SELECT hash FROM audit_entry WHERE entity_id = 'soon-1'`);
      if (row?.hash) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes in the caller\'s transaction: rolled back with it, committed with it', async () => {
    const before = (await chainRows()).length;
    const txHost = context.get(TransactionHost);
    await expect(
      txHost.withTransaction(async () => {
        await audit.record({ action: 'delete', entityType: 'organisation', entityId: 5 });
        throw new Error('Fehler danach');
      }),
    ).rejects.toThrow('Fehler danach');
    expect(await chainRows()).toHaveLength(before);
    await txHost.withTransaction(() => audit.record({ action: 'delete', entityType: 'organisation', entityId: 6 }));
    expect(await chainRows()).toHaveLength(before + 1);
    expect((await audit.verifyChain()).ok).toBe(true);
  });

  it('stores personal data masked and the rest as given', async () => {
    await audit.record({
      action: 'update',
      entityType: 'lead',
      entityId: 'masked-1',
      before: { lastName: 'Muster', phone: '+49 170 1234567', status: 'new' },
      after: { lastName: 'Mustermann', phone: '+49 170 7654321', status: 'qualified' },
      details: { at: new Date('2026-01-01T00:00:00Z') },
    });
    const [row] = await context.db.query(`SELECT changes, details FROM audit_entry WHERE entity_id = 'masked-1'`);
    expect(row.changes).toEqual({ before: { lastName: 'M***', phone: '***67', status: 'new' }, after: { lastName: 'M***', phone: '***21', status: 'qualified' } });
    expect(row.details).toEqual({ at: '2026-01-01T00:00:00.000Z' });
    expect((await audit.verifyChain()).ok).toBe(true);
  });

  it('refuses UPDATE and DELETE of a row', async () => {
    const [{ id }] = await chainRows();
    await expect(context.db.query(`UPDATE audit_entry SET action = 'view' WHERE id = $1`, [id])).rejects.toThrow(/nur ergänzen/);
    await expect(context.db.query('DELETE FROM audit_entry WHERE id = $1', [id])).rejects.toThrow(/nur ergänzen/);
    // Nor can the whole trail be emptied in one statement (issue 27 §3).
    await expect(context.db.query('TRUNCATE audit_entry')).rejects.toThrow(/nur ergänzen/);
    expect(Number((await context.db.query('SELECT count(*) AS n FROM audit_entry'))[0].n)).toBeGreaterThan(0);
    // A chained row keeps its place and hashes.
    await expect(context.db.query(`UPDATE audit_entry SET hash = $2 WHERE id = $1`, [id, 'e'.repeat(64)])).rejects.toThrow(/nur ergänzen/);
    expect((await audit.verifyChain()).ok).toBe(true);
  });

  it('lets an unchained row get its place and hashes once, its content unchanged', async () => {
    // A row as a process leaves it that died between the commit and the chaining run.
    const [{ id }] = await context.db.query(`INSERT INTO audit_entry (at, action, entity_type, entity_id) VALUES (now(), 'view', 'lead', 'left-1') RETURNING id`);
    const chainFields = [id, 'a'.repeat(64), 'b'.repeat(64), '999999'];
    await expect(context.db.query(`UPDATE audit_entry SET action = 'export' WHERE id = $1`, [id])).rejects.toThrow(/nur ergänzen/);
    await expect(
      context.db.query(`UPDATE audit_entry SET prev_hash = $2, hash = $3, chain_seq = $4, entity_id = 'other' WHERE id = $1`, chainFields),
    ).rejects.toThrow(/nur ergänzen/);
    await expect(context.db.query(`UPDATE audit_entry SET hash = $2 WHERE id = $1`, [id, 'b'.repeat(64)])).rejects.toThrow(/nur ergänzen/);
    await expect(context.db.query('DELETE FROM audit_entry WHERE id = $1', [id])).rejects.toThrow(/nur ergänzen/);
    // Nor can the whole trail be emptied in one statement (issue 27 §3).
    await expect(context.db.query('TRUNCATE audit_entry')).rejects.toThrow(/nur ergänzen/);
    expect(Number((await context.db.query('SELECT count(*) AS n FROM audit_entry'))[0].n)).toBeGreaterThan(0);
    const check = await audit.verifyChain();
    expect(check).toMatchObject({ ok: true, unchained: 0 });
    const [row] = await context.db.query(`SELECT action, entity_id, hash FROM audit_entry WHERE id = $1`, [id]);
    expect(row).toMatchObject({ action: 'view', entity_id: 'left-1', hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  describe('tampering by the table owner (trigger disabled)', () => {
    // In one transaction: no chaining run can come in while the trigger is off.
    const asOwner = (sql: string, params: unknown[]) =>
      context.db.transaction(async (manager) => {
        await manager.query('ALTER TABLE audit_entry DISABLE TRIGGER audit_entry_append_only');
        await manager.query(sql, params);
        await manager.query('ALTER TABLE audit_entry ENABLE TRIGGER audit_entry_append_only');
      });

    it('finds an edited row', async () => {
      const rows = await chainRows();
      const target = rows[5];
      const [{ action }] = await context.db.query('SELECT action FROM audit_entry WHERE id = $1', [target.id]);
      await asOwner(`UPDATE audit_entry SET action = 'view' WHERE id = $1`, [target.id]);
      expect(await audit.verifyChain()).toEqual({ ok: false, entries: 5, brokenId: String(target.id), reason: 'hash', unchained: 0, unkeyed: 0 });
      await asOwner('UPDATE audit_entry SET action = $2 WHERE id = $1', [target.id, action]);
      expect((await audit.verifyChain()).ok).toBe(true);
    });

    it('finds a row edited with a fresh hash: the next row still links to the old one', async () => {
      const rows = await chainRows();
      await asOwner(`UPDATE audit_entry SET entity_id = 'x', hash = $2 WHERE id = $1`, [rows[3].id, 'f'.repeat(64)]);
      expect(await audit.verifyChain()).toMatchObject({ ok: false, brokenId: String(rows[3].id) });
    });

    it('finds a deleted row: the row after it names a predecessor that is gone', async () => {
      const rows = await chainRows();
      await asOwner('DELETE FROM audit_entry WHERE id = $1', [rows[1].id]);
      expect(await audit.verifyChain()).toEqual({ ok: false, entries: 1, brokenId: String(rows[2].id), reason: 'prev-hash', unchained: 0, unkeyed: 0 });
    });

    /** The chain as the owner rewrites it from `from` on: each row's hash recomputed by `hashOf`, links kept whole. */
    const rechain = async (from: number, hashOf: (prevHash: string, row: ChainedRow, index: number) => { hash: string; keyed: boolean }, edit?: (row: ChainedRow) => ChainedRow) => {
      const rows = await context.get(AuditEntryRepository).chainBatch(null, 1000);
      let prevHash = from === 0 ? GENESIS_HASH : rows[from - 1].hash;
      for (const [index, stored] of rows.entries()) {
        if (index < from) continue;
        const row = index === from && edit ? edit(stored) : stored;
        const { hash, keyed } = hashOf(prevHash, row, index);
        await asOwner('UPDATE audit_entry SET entity_id = $2, prev_hash = $3, hash = $4, hash_keyed = $5 WHERE id = $1', [row.id, row.entityId, prevHash, hash, keyed]);
        prevHash = hash;
      }
      return rows;
    };

    it('finds a row rewritten with its chain recomputed by someone without the key: the first row that differs', async () => {
      await chainRows();
      // The tests before left breaks: the whole chain hashed anew with the key first.
      const key = context.get(AppConfig).auditKey;
      await rechain(0, (prevHash, row) => ({ hash: auditHash(prevHash, row, key), keyed: true }));
      expect(await audit.verifyChain()).toMatchObject({ ok: true, unkeyed: 0 });
      const withoutKey = (prevHash: string, row: ChainedRow) => ({ hash: auditHash(prevHash, row, null), keyed: true });
      const rows = await rechain(2, withoutKey, (row) => ({ ...row, entityId: 'umgeschrieben' }));
      expect(await audit.verifyChain()).toMatchObject({ ok: false, entries: 2, brokenId: rows[2].id, reason: 'hash' });
      // Claiming the old unkeyed hashing does not help either: only the oldest rows may be unkeyed.
      await rechain(2, (prevHash, row) => ({ hash: auditHash(prevHash, row, null), keyed: false }));
      expect(await audit.verifyChain()).toMatchObject({ ok: false, entries: 2, brokenId: rows[2].id, reason: 'unkeyed' });
      // With a guessed key: the same.
      await rechain(2, (prevHash, row) => ({ hash: auditHash(prevHash, row, Buffer.from('geraten'.repeat(5))), keyed: true }));
      expect(await audit.verifyChain()).toMatchObject({ ok: false, brokenId: rows[2].id, reason: 'hash' });
    });

    it('accepts the rows chained before the chain was keyed, at its start, and counts them', async () => {
      await chainRows();
      const key = context.get(AppConfig).auditKey;
      // As the migration left a trail: the first two rows hashed with plain sha256, the rest keyed after them.
      await rechain(0, (prevHash, row, index) => {
        const keyed = index >= 2;
        return { hash: auditHash(prevHash, row, keyed ? key : null), keyed };
      });
      expect(await audit.verifyChain()).toMatchObject({ ok: true, unkeyed: 2 });
      // New rows are chained keyed after them.
      await audit.record({ action: 'view', entityType: 'lead', entityId: 'after-key' });
      expect(await audit.verifyChain()).toMatchObject({ ok: true, unkeyed: 2 });
      const [row] = await context.db.query(`SELECT hash_keyed FROM audit_entry WHERE entity_id = 'after-key'`);
      expect(row.hash_keyed).toBe(true);
    });
  });
});
