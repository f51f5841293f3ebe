import { Organisation } from '@app/organisations';
import { insertLead, insertOrganisation, insertSale } from '../factories';
import { portalLogin } from '../support/portal-session';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * `GET /api/organisation/{id}/buyer-settings`: staff read what a buyer chose in the portal (organisation tab
 * 'Käuferportal'), read only, with this month's figures and today's reason for no leads, as the buyer sees them.
 */
describe('Staff read a buyer’s own settings', () => {
  let t: TestApp;
  let buyer: Organisation;
  let other: Organisation;

  const berlinToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await insertOrganisation(t, { name: 'Sonnenstrom Weber', leadSellCost: '40.00', monthlyLeadLimit: 20 });
    other = await insertOrganisation(t, { name: 'Dachwerk Nord' });
    for (const lastName of ['Erster', 'Zweiter']) {
      const { id: leadId } = await insertLead(t, { lastName });
      await insertSale(t, { leadId, organisationId: buyer.id, soldAt: new Date(), price: '40.00' });
    }
    const { auth } = await portalLogin(t, buyer.id);
    const today = berlinToday();
    await t.http
      .put('/portal-api/settings')
      .set(auth)
      .send({ pauses: [{ from: today, to: '2099-01-06', reason: 'Urlaub' }], holidaysState: 'BY', monthlyBudget: 80, monthlyLeadLimit: 10, notificationEmail: 'leads@weber.example' })
      .expect(200);
  });
  afterAll(() => t.close());

  it('answers the buyer’s choice, this month against it and why it gets no leads today, to every staff role', async () => {
    for (const role of ['admin', 'sales', 'accounting'] as const) {
      const settings = (await t.http.get(`/api/organisation/${buyer.id}/buyer-settings`).set(await t.staffAuth(role)).expect(200)).body;
      expect(settings).toMatchObject({
        pauses: [{ from: berlinToday(), to: '2099-01-06', reason: 'Urlaub' }],
        holidaysState: 'BY',
        monthlyBudget: 80,
        monthlyLeadLimit: 10,
        notificationEmail: 'leads@weber.example',
        maxMonthlyLeadLimit: 20,
        leadPrice: 40,
        thisMonth: { sold: 2, spent: 80, effectiveLeadLimit: 10, limitReached: false, budgetReached: true },
        today: { date: berlinToday(), blocked: true, reason: 'paused', message: 'Pausiert bis 06.01.2099 (Urlaub)' },
      });
    }
  });

  it('answers a buyer that chose nothing with the empty settings', async () => {
    const settings = (await t.http.get(`/api/organisation/${other.id}/buyer-settings`).set(await t.staffAuth()).expect(200)).body;
    expect(settings).toMatchObject({ pauses: [], holidaysState: null, monthlyBudget: null, monthlyLeadLimit: null, notificationEmail: '', today: { blocked: false } });
  });

  it('names an unknown organisation in a German 404, and refuses portal tokens and no token', async () => {
    const unknown = (await t.http.get('/api/organisation/999999/buyer-settings').set(await t.staffAuth()).expect(404)).body;
    expect(unknown.error).toBe('Unternehmen 999999 gibt es nicht.');
    const { auth } = await portalLogin(t, other.id);
    await t.http.get(`/api/organisation/${other.id}/buyer-settings`).set(auth).expect(401);
    await t.http.get(`/api/organisation/${other.id}/buyer-settings`).expect(401);
  });
});
