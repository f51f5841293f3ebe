import { Lead } from '@app/leads';
import { createBuyer, insertLead, insertSale, submitFunnelLead } from '../factories';
import { portalLogin } from '../support/portal-session';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/**
 * What a buyer sets in the Käuferportal (issue 20) holds where leads are given out: on Christmas Day 2026
 * (a Friday, 11:00 in Germany) a paused buyer, one that observes Bavaria's holidays, one whose budget does
 * not cover another lead and one at its own monthly limit are each skipped by Lead Matchen with their
 * reason in German, and qualifying the lead sells it only to the buyer that set nothing.
 */
describe('Buyer availability in Lead Matchen and distribution (GET /api/organisation/match/{id}, PUT /api/lead/{id})', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  const ids: Record<string, number> = {};
  const CHRISTMAS = '2026-12-25T10:00:00Z';

  const buyer = async (name: string, settings?: Record<string, unknown>) => {
    const { id } = await createBuyer(t, { name, zips: ['80'], leadSellCost: 40 });
    ids[name] = id;
    if (settings) {
      const { auth: portal } = await portalLogin(t, id);
      const base = { pauses: [], holidaysState: null, monthlyBudget: null, monthlyLeadLimit: null, notificationEmail: '' };
      await t.http.put('/portal-api/settings').set(portal).send({ ...base, ...settings }).expect(200);
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    auth = await t.staffAuth();
    t.useClock(TestClock.runningFrom(CHRISTMAS));
    await buyer('Frei');
    await buyer('Urlaub', { pauses: [{ from: '2026-12-21', to: '2027-01-03', reason: 'Betriebsferien' }] });
    await buyer('Bayern', { holidaysState: 'BY' });
    await buyer('Sparsam', { monthlyBudget: 30 });
    await buyer('Voll', { monthlyLeadLimit: 1 });
    // One lead this month already: the buyer's own limit of one is reached.
    const earlier = await insertLead(t, { createdAt: new Date('2026-12-10T09:00:00Z') });
    await insertSale(t, { leadId: earlier.id, organisationId: ids.Voll, price: '40.00', soldAt: new Date('2026-12-10T10:00:00Z') });
  });
  afterAll(() => t.close());

  it('skips each buyer with its reason in Lead Matchen, and distribution sells only to the one that set nothing', async () => {
    const body = await submitFunnelLead(t, { zip: '80331' });
    await t.db.getRepository(Lead).update({ id: body.id }, { pipedriveId: 'D-XMAS' });

    const all = await t.http.get('/api/organisation/match/D-XMAS?all=true').set(auth).expect(200);
    const reasons = Object.fromEntries(all.body.map((row: { name: string; reason?: string }) => [row.name, row.reason ?? 'passt']));
    expect(reasons).toEqual({
      Frei: 'passt',
      Urlaub: 'Pausiert bis 03.01.2027 (Betriebsferien)',
      Bayern: 'Feiertag in Bayern (1. Weihnachtstag)',
      Sparsam: 'Monatsbudget erreicht: 0,00\u00a0€ von 30,00\u00a0€ ausgegeben',
      Voll: 'Monatliches Lead-Limit erreicht: 1 von 1',
    });

    const qualified = await t.http.put(`/api/lead/${body.id}`).set(auth).send({ qualified: true }).expect(200);
    expect(qualified.body.sellingStatistics.map((sale: { organisation: { name: string } }) => sale.organisation.name)).toEqual(['Frei']);
  });

  it('lets the buyers take leads again once the day is an ordinary one and the pause is over', async () => {
    t.useClock(TestClock.runningFrom('2027-01-05T10:00:00Z'));
    const body = await submitFunnelLead(t, { zip: '80331' });
    await t.db.getRepository(Lead).update({ id: body.id }, { pipedriveId: 'D-JAN' });
    const all = await t.http.get('/api/organisation/match/D-JAN?all=true').set(auth).expect(200);
    const reasons = Object.fromEntries(all.body.map((row: { name: string; reason?: string }) => [row.name, row.reason ?? 'passt']));
    // A new month: the limit counts from zero; the budget still does not cover one lead at 40 €.
    expect(reasons).toEqual({ Frei: 'passt', Urlaub: 'passt', Bayern: 'passt', Sparsam: 'Monatsbudget erreicht: 0,00\u00a0€ von 30,00\u00a0€ ausgegeben', Voll: 'passt' });
  });
});
