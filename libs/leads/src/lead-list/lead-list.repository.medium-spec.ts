import { QueueModule, RateLimitModule } from '@app/infrastructure';
import type { ListQuery } from '@app/contract';
import { insertLeadsource, websiteSource } from '../../../../test/factories/leadsources';
import { startTestContext, TestContext } from '../../../../test/support/test-context';
import { LeadsModule } from '../leads.module';
import { LeadListFilter, LeadListRepository, LeadSortField } from './lead-list.repository';

const LEADS = 5_200;
const none: LeadListFilter = { createdFrom: null, createdBefore: null, leadsourceId: null, zipPrefix: null, soldTo: null, firstNamePrefix: null, lastNamePrefix: null, qualifiedOnly: false, quality: null, pipedriveId: null, phone: null, email: null };

interface Plain {
  id: number;
  created: number;
  qualifiedAt: number | null;
  lastName: string;
  qualified: boolean;
  leadsourceId: number;
}

/**
 * Pages deep enough to be read from the other end, and totals from the daily tally, against the same
 * leads sorted and counted in plain TypeScript.
 */
describe('LeadListRepository (real database, more leads than a shallow page reaches)', () => {
  let t: TestContext;
  let all: Plain[];
  let supplierId: number;

  beforeAll(async () => {
    t = await startTestContext({ imports: [QueueModule.forRoot({ processJobs: false }), RateLimitModule, LeadsModule] });
    const website = await websiteSource(t);
    supplierId = (await insertLeadsource(t, { slug: 'tief-lieferant', name: 'Tief' })).id;
    // Groups of four leads share a second (the id breaks the tie); every third is unqualified (no qualifiedAt).
    await t.db.query(
      `INSERT INTO lead (created_at, real_created_at, qualified, qualified_at, salutation, first_name, last_name, phone, email, street, zip, city, data, leadsource_id)
       SELECT at, at, n % 3 <> 0, CASE WHEN n % 3 <> 0 THEN at + (n % 7) * interval '1 hour' END, 'Frau', 'Anna', 'Name' || (n * 37 % 101),
              '+49151' || n, 'tief' || n || '@example.de', 'Weg 1', '50667', 'Köln', '{}', CASE WHEN n % 2 = 0 THEN $2::int ELSE $3::int END
         FROM generate_series(1, $1) n, LATERAL (SELECT timestamptz '2026-01-01 00:00:00+01' + (n / 4) * interval '37 minutes' AS at) t`,
      [LEADS, website.id, supplierId],
    );
    const rows: { id: number; created_at: Date; qualified_at: Date | null; last_name: string; qualified: boolean; leadsource_id: number }[] = await t.db.query(
      `SELECT id, created_at, qualified_at, last_name, qualified, leadsource_id FROM lead`,
    );
    all = rows.map((row) => ({
      id: Number(row.id),
      created: row.created_at.getTime(),
      qualifiedAt: row.qualified_at?.getTime() ?? null,
      lastName: row.last_name.toLowerCase(),
      qualified: row.qualified,
      leadsourceId: Number(row.leadsource_id),
    }));
  });
  afterAll(() => t.close());

  const query = (field: LeadSortField, order: 'ASC' | 'DESC', offset: number, limit = 25): ListQuery<LeadSortField> => ({ offset, limit, sort: { field, order }, filter: {} });

  /** The expected order: the column, missing values last in either direction, then the id in the same direction. */
  function expected(field: 'created' | 'qualifiedAt' | 'lastName', order: 'ASC' | 'DESC', rows = all): number[] {
    const sign = order === 'ASC' ? 1 : -1;
    const key = (lead: Plain) => (field === 'created' ? lead.created : field === 'qualifiedAt' ? lead.qualifiedAt : lead.lastName);
    return [...rows]
      .sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        if (x === null || y === null) return x === y ? sign * (a.id - b.id) : x === null ? 1 : -1;
        return x < y ? -sign : x > y ? sign : sign * (a.id - b.id);
      })
      .map((lead) => lead.id);
  }

  const ids = async (filter: LeadListFilter, q: ListQuery<LeadSortField>) => {
    const page = await t.get(LeadListRepository).page(filter, q);
    return { ids: page.rows.map((row) => row.id), total: page.total };
  };

  it.each([
    ['created', 'DESC'],
    ['created', 'ASC'],
    ['qualifiedAt', 'DESC'],
    ['qualifiedAt', 'ASC'],
    ['lastName', 'ASC'],
  ] as const)('pages sorted by %s %s alike from either end, deep pages and the last one included', async (field, order) => {
    const order_ = expected(field, order);
    for (const offset of [0, 2_600, 5_010, 5_150, 5_190]) {
      expect(await ids(none, query(field, order, offset))).toEqual({ ids: order_.slice(offset, offset + 25), total: LEADS });
    }
    expect(await ids(none, query(field, order, LEADS))).toEqual({ ids: [], total: LEADS });
  });

  it('counts from the daily tally what a count of the leads gives, and exactly where the tally cannot', async () => {
    const repository = t.get(LeadListRepository);
    const from = new Date('2026-01-10T00:00:00+01:00');
    const before = new Date('2026-02-01T00:00:00+01:00');
    const inRange = (lead: Plain) => lead.created >= from.getTime() && lead.created < before.getTime();
    expect(await repository.count(none)).toBe(LEADS);
    expect(await repository.count({ ...none, qualifiedOnly: true })).toBe(all.filter((lead) => lead.qualified).length);
    expect(await repository.count({ ...none, createdFrom: from, createdBefore: before, leadsourceId: supplierId, qualifiedOnly: true })).toBe(
      all.filter((lead) => inRange(lead) && lead.leadsourceId === supplierId && lead.qualified).length,
    );
    // Not on a day boundary: counted exactly.
    const noon = new Date('2026-01-10T12:00:00+01:00');
    expect(await repository.count({ ...none, createdFrom: noon })).toBe(all.filter((lead) => lead.created >= noon.getTime()).length);
    // A deep page of a filtered list.
    const qualified = all.filter((lead) => lead.qualified);
    expect(await ids({ ...none, qualifiedOnly: true }, query('created', 'DESC', 3_400))).toEqual({
      ids: expected('created', 'DESC', qualified).slice(3_400, 3_425),
      total: qualified.length,
    });
  });
});
