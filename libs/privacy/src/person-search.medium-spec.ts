// PostgreSQL pass: the searches' plans use their indexes on a server.
import { normalisePhone } from '@app/contract';
import { startTestContext, TestContext } from '../../../test/support/test-context';

/** Plans of the person search and retention queries, with sequential scans ruled out: an index must be able to answer. */
async function plan(t: TestContext, sql: string, params: unknown[]): Promise<string> {
  return t.db.transaction(async (manager) => {
    await manager.query('SET LOCAL enable_seqscan = off');
    const rows: { 'QUERY PLAN': string }[] = await manager.query(`EXPLAIN ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('person search and retention in the database', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await startTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  it('normalises an order’s phone in SQL exactly as the intake does in TypeScript', async () => {
    const inputs = ['0171 1234567', '0171/123 45-67', '+49 171 1234567', '0049 (171) 1234567', '+49+171', '030 12345', '12345', 'Tel.: 0171 12d34567', ''];
    for (const input of inputs) {
      const [{ normalised }] = await t.db.query('SELECT normalised_phone($1) AS normalised', [input]);
      expect([input, normalised]).toEqual([input, normalisePhone(input)]);
    }
  });

  it('finds leads by e-mail or phone and orders by e-mail or normalised phone through their indexes', async () => {
    const leads = await plan(t, 'SELECT id FROM lead WHERE (email = $1 OR phone = $2)', ['anna@example.de', '+491711234567']);
    expect(leads).toContain('ix_lead_email');
    expect(leads).toContain('ix_lead_phone');
    const orders = await plan(t, 'SELECT id FROM customer_order o WHERE (o.mail = $1 OR normalised_phone(o.phone) = $2)', ['anna@example.de', '+491711234567']);
    expect(orders).toContain('ix_customer_order_mail');
    expect(orders).toContain('ix_customer_order_phone_normalised');
  });

  it('reads the retention run’s leads, documents and mails off their partial and time indexes', async () => {
    const leads = await plan(
      t,
      `SELECT l.id FROM lead l WHERE l.pseudonymised_at IS NULL AND l.real_created_at < $1 AND (l.real_created_at, l.id) > ($2::timestamptz, $3::integer) ORDER BY l.real_created_at, l.id LIMIT 200`,
      [new Date(), new Date(0), 0],
    );
    expect(leads).toContain('ix_lead_retention');
    expect(await plan(t, 'SELECT id FROM reclamation_document WHERE uploaded_at < $1 ORDER BY uploaded_at LIMIT 200', [new Date()])).toContain('ix_reclamation_document_uploaded');
    expect(await plan(t, `SELECT id FROM outgoing_mail WHERE body_cleared_at IS NULL AND created_at < $1 AND status IN ('sent', 'failed') ORDER BY created_at LIMIT 200`, [new Date()])).toContain(
      'ix_outgoing_mail_body_kept',
    );
  });
});
