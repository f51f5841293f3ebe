import { Test } from '@nestjs/testing';
import { TransactionHost } from '@nestjs-cls/transactional';
import { ConfigModule, DatabaseModule } from '@app/infrastructure';
import { SCHEMA } from '@app/schema';
import { startTestContext, TestContext } from '../../../test/support/test-context';
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

  const chainRows = () => context.db.query('SELECT id, prev_hash, hash FROM audit_entry ORDER BY id');

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
    const rows: Array<{ id: string; prev_hash: string; hash: string }> = await chainRows();
    expect(rows).toHaveLength(writes.length);
    // A fork would show as two rows naming the same predecessor.
    expect(new Set(rows.map((row) => row.prev_hash)).size).toBe(rows.length);
    for (let i = 1; i < rows.length; i++) expect(rows[i].prev_hash).toBe(rows[i - 1].hash);
    expect(await audit.verifyChain()).toEqual({ ok: true, entries: writes.length });
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
    const [{ id }] = await context.db.query('SELECT id FROM audit_entry ORDER BY id LIMIT 1');
    await expect(context.db.query(`UPDATE audit_entry SET action = 'view' WHERE id = $1`, [id])).rejects.toThrow(/nur ergänzen/);
    await expect(context.db.query('DELETE FROM audit_entry WHERE id = $1', [id])).rejects.toThrow(/nur ergänzen/);
    expect((await audit.verifyChain()).ok).toBe(true);
  });

  describe('tampering by the table owner (trigger disabled)', () => {
    const asOwner = async (sql: string, params: unknown[]) => {
      await context.db.query('ALTER TABLE audit_entry DISABLE TRIGGER audit_entry_append_only');
      try {
        await context.db.query(sql, params);
      } finally {
        await context.db.query('ALTER TABLE audit_entry ENABLE TRIGGER audit_entry_append_only');
      }
    };

    it('finds an edited row', async () => {
      const rows = await chainRows();
      const target = rows[5];
      const [{ action }] = await context.db.query('SELECT action FROM audit_entry WHERE id = $1', [target.id]);
      await asOwner(`UPDATE audit_entry SET action = 'view' WHERE id = $1`, [target.id]);
      expect(await audit.verifyChain()).toEqual({ ok: false, entries: 5, brokenId: String(target.id), reason: 'hash' });
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
      expect(await audit.verifyChain()).toEqual({ ok: false, entries: 1, brokenId: String(rows[2].id), reason: 'prev-hash' });
    });
  });
});
