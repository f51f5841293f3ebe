import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '@app/audit';
import { loadConfig } from '@app/infrastructure';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { verifyAuditTrail } from './audit-verify';
import { openCliContext } from './cli-context';

describe('npm run audit:verify', () => {
  let database: TestDatabase;
  let context: INestApplicationContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    context = await openCliContext(loadConfig({ JWT_SECRET: 'v'.repeat(32), ...database.env }));
  });
  afterAll(async () => {
    await context.close();
    await database.drop();
  });

  it('reports an intact chain with its length, and names the first broken row', async () => {
    expect(await verifyAuditTrail(context)).toEqual({ ok: true, line: 'Protokoll geprüft: 0 Einträge, Kette intakt.' });
    const audit = context.get(AuditService);
    for (const entityId of [1, 2, 3]) await audit.record({ action: 'view', entityType: 'lead', entityId });
    expect(await verifyAuditTrail(context)).toEqual({ ok: true, line: 'Protokoll geprüft: 3 Einträge, Kette intakt.' });

    const db = context.get(DataSource);
    const [, second] = await db.query('SELECT id FROM audit_entry ORDER BY id');
    await db.query('ALTER TABLE audit_entry DISABLE TRIGGER audit_entry_append_only');
    await db.query(`UPDATE audit_entry SET entity_id = '99' WHERE id = $1`, [second.id]);
    await db.query('ALTER TABLE audit_entry ENABLE TRIGGER audit_entry_append_only');
    expect(await verifyAuditTrail(context)).toEqual({
      ok: false,
      line: `Protokoll beschädigt: Eintrag ${second.id}: sein Inhalt passt nicht mehr zu seinem Hash (nachträglich geändert). 1 Eintrag davor ist intakt.`,
    });
  });
});
