import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedMaintenance } from '@app/infrastructure';
import { LeadOutcomesService } from '@app/lead-outcomes';
import { ReclamationLinks } from '@app/sales';
import { funnelLead, insertOrganisation, sellLead } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';

/** What Anna gave or what was written about her: none of it may stay in DATA_DIR's files after the erasure and the nightly maintenance. */
const TRACES = ['Alphafrau', 'anna.alphafrau@beispiel-mail.de', 'will nicht mehr anrufen', 'Vertrag-Alphafrau.pdf', 'Ruft nur abends an'];

/** The traces found in the files under `dir` (grep over every byte: table files, indexes, WAL, uploads). */
function tracesIn(dir: string): string[] {
  return TRACES.filter((trace) => {
    try {
      execFileSync('grep', ['-rlaF', trace, dir]);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Art. 17 leaves nothing behind in the embedded database's files (issue 27 §2): PostgreSQL keeps overwritten
 * row versions until a vacuum and the WAL keeps what was written; the nightly maintenance after an erasure
 * rewrites the tables and drops that WAL. On a server that is the operator's part (README), so embedded only.
 */
(process.env.DATABASE_URL ? describe.skip : describe)('Erasure residue in the embedded database files', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'erasure-residue-'));
    t = await startTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has the erased values in no file once the nightly maintenance ran', async () => {
    const admin = await t.staffAuth('admin');
    const buyer = await insertOrganisation(t, { name: 'Solarhaus Süd GmbH', email: 'leads@solarhaus.example' });
    const leadId = (await t.http.post('/public-api/lead').send(funnelLead({ contact: { firstName: 'Anna', lastName: 'Alphafrau', mail: 'anna.alphafrau@beispiel-mail.de', phone: '0171 5550123' } })).expect(201)).body.id;
    await t.http.put('/api/orders/A-4711').set(admin).send({ firstName: 'Anna', lastName: 'Alphafrau', zip: '80331', phone: '0171 5550123', mail: 'anna.alphafrau@beispiel-mail.de', note: 'Ruft nur abends an' }).expect(200);
    const me = (await t.http.get('/api/auth/me').set(admin).expect(200)).body;
    await sellLead(t, leadId, { organisations: [buyer.id], userId: me.id });
    const token = t.app.get(ReclamationLinks).organisationToken(buyer);
    await t.http.post('/public-api/reclamationrequest').query({ token }).send({ lId: leadId, oId: buyer.id, content: 'Frau Alphafrau hat nichts angefragt' }).expect(200);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1200, 0x20)]);
    await t.http.post(`/public-api/reclamationrequest/upload/${buyer.id}/${leadId}`).query({ token }).attach('file', pdf, { filename: 'Vertrag-Alphafrau.pdf', contentType: 'application/pdf' }).expect(201);
    await t.app.get(LeadOutcomesService).record(buyer.id, leadId, { status: 'lost', reason: 'noInterest', note: 'Frau Alphafrau will nicht mehr anrufen' }, { kind: 'buyer', userId: 1, name: 'Petra Vertrieb' });
    await t.db.query('CHECKPOINT');
    expect(tracesIn(dataDir)).toEqual(TRACES);

    await t.http.post('/api/privacy/erase').set(admin).send({ email: 'anna.alphafrau@beispiel-mail.de', reason: 'Löschverlangen' }).expect(200);
    await t.db.query('CHECKPOINT');
    // Erased in every table, but the old row versions and the WAL still hold the values.
    expect(tracesIn(dataDir).length).toBeGreaterThan(0);

    await t.app.get(EmbeddedMaintenance).onSchedule();
    expect(tracesIn(dataDir)).toEqual([]);
    // The request is done: the next night is an ordinary VACUUM (ANALYZE) again.
    expect(await t.db.query('SELECT * FROM erased_data_rewrite')).toEqual([]);
  });
});
