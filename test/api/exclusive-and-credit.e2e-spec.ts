// Issue 30 §1 and §5: exclusive leads and credit limits, through the API as staff, the distribution and the portal see them.
import { randomBytes } from 'node:crypto';
import { OutgoingMail } from '@app/mail';
import { Sale } from '@app/sales';
import { COMPANY, createBuyer, insertLead, insertSale, submitFunnelLead } from '../factories';
import { portalLogin } from '../support/portal-session';
import { startTestApp, TestApp } from '../support/test-app';
import { MID_MONTH, TestClock } from '../support/test-clock';

const EXCLUSIVE_NOTE = 'Exklusiv: Dieser Lead wurde nur an Sie verkauft.';

describe('Exclusive leads and credit limits (issue 30 §1, §5)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  const ids: Record<string, number> = {};

  const newLead = async (zip: string) => (await submitFunnelLead(t, { zip })).id;
  const qualify = async (leadId: number) => (await t.http.put(`/api/lead/${leadId}`).set(auth).send({ qualified: true }).expect(200)).body;
  const soldTo = (detail: { sellingStatistics: { organisation: { name: string }; price: number; exclusive: boolean }[] }) =>
    detail.sellingStatistics.map((sale) => [sale.organisation.name, sale.price, sale.exclusive]);
  const matching = async (leadId: number) => (await t.http.get(`/api/organisation/match/${leadId}?all=true`).set(auth).expect(200)).body as Record<string, unknown>[];
  const rowOf = (rows: Record<string, unknown>[], name: string) => rows.find((row) => row.name === name);
  const creditMails = () => t.db.getRepository(OutgoingMail).find({ where: { kind: 'credit-limit-warning' }, order: { createdAt: 'ASC' } });
  const waitFor = async <T>(read: () => Promise<T | null | undefined>): Promise<T> => {
    const started = Date.now();
    for (;;) {
      const value = await read();
      if (value) return value;
      if (Date.now() - started > 10_000) throw new Error('Zeitüberschreitung');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    t.useClock(TestClock.runningFrom(MID_MONTH));
    auth = await t.staffAuth();
    await t.http.put('/api/settings/distribution').set(auth).send({ buyersPerLead: 3, duplicateWindowDays: 30 }).expect(200);
    // Area 70173: one buyer taking exclusive leads first, two that share.
    ids.Exklusiv = (await createBuyer(t, { name: 'Exklusiv GmbH', prio: 1, leadSellCost: 45, exclusiveLeads: true, exclusiveLeadSellCost: 150, zips: ['70173'] })).id;
    ids.TeilA = (await createBuyer(t, { name: 'Teil A', prio: 2, leadSellCost: 45, zips: ['70173'] })).id;
    ids.TeilB = (await createBuyer(t, { name: 'Teil B', prio: 3, leadSellCost: 45, zips: ['70173'] })).id;
    // Area 90402: a buyer with a credit limit of 100 €, and one without.
    ids.Limit = (await createBuyer(t, { name: 'Limit GmbH', prio: 1, leadSellCost: 45, creditLimit: 100, zips: ['90402'] })).id;
    ids.Frei = (await createBuyer(t, { name: 'Frei GmbH', prio: 2, leadSellCost: 40, zips: ['90402'] })).id;
  });
  afterAll(() => t.close());

  describe('exclusive leads', () => {
    it('sells to the exclusive buyer alone at its exclusive price, and says so everywhere', async () => {
      const leadId = await newLead('70173');
      const before = await matching(leadId);
      expect(rowOf(before, 'Exklusiv GmbH')).toMatchObject({
        eligible: true,
        exclusive: true,
        exclusiveNote: 'Exklusiv: 150,00\u00a0€ allein ≥ 135,00\u00a0€ geteilt – erhält den Lead allein',
      });
      expect(rowOf(before, 'Teil A')).not.toHaveProperty('exclusive');

      expect(soldTo(await qualify(leadId))).toEqual([['Exklusiv GmbH', 150, true]]);
      const detail = (await t.http.get(`/api/lead/${leadId}`).set(auth).expect(200)).body;
      expect(soldTo(detail)).toEqual([['Exklusiv GmbH', 150, true]]);

      // The lead mail says it first.
      const mail = await waitFor(() => t.db.getRepository(OutgoingMail).findOneBy({ leadId, kind: 'lead-delivery' }));
      expect(mail.text).toContain(EXCLUSIVE_NOTE);

      // The buyer's portal shows the lead as exclusive with its price.
      const token = (await portalLogin(t, ids.Exklusiv, { name: 'Eva', email: `eva-${randomBytes(3).toString('hex')}@kaeufer.example` })).token;
      const portalLead = (await t.http.get(`/portal-api/leads/${leadId}`).set({ Authorization: `Bearer ${token}` }).expect(200)).body;
      expect(portalLead).toMatchObject({ id: leadId, price: 150, exclusive: true });
      const list = (await t.http.get('/portal-api/leads').set({ Authorization: `Bearer ${token}` }).expect(200)).body;
      expect(list.find((row: { id: number }) => row.id === leadId)).toMatchObject({ price: 150, exclusive: true });
    });

    it('never sells a lead sold exclusively again: not automatically, not by hand, not even forced', async () => {
      const leadId = await newLead('70173');
      await qualify(leadId);
      const rows = await matching(leadId);
      expect(rowOf(rows, 'Teil A')).toMatchObject({ eligible: false, reason: 'Lead wurde exklusiv verkauft' });
      expect(rowOf(rows, 'Exklusiv GmbH')).toMatchObject({ eligible: false, reason: 'Hat diesen Lead schon gekauft' });

      const refused = await t.http.post(`/api/lead/${leadId}/sell`).set(auth).send({ organisations: [ids.TeilA] }).expect(400);
      expect(refused.body.error).toContain('Teil A: Lead wurde exklusiv verkauft');
      const forced = await t.http.post(`/api/lead/${leadId}/sell`).set(auth).send({ organisations: [ids.TeilB], force: true }).expect(400);
      expect(forced.body.error).toContain('Teil B: Lead wurde exklusiv verkauft: Er geht an kein weiteres Unternehmen');
      await qualify(leadId);
      expect(await t.db.getRepository(Sale).findBy({ leadId })).toEqual([expect.objectContaining({ organisationId: ids.Exklusiv, exclusive: true })]);
    });

    it('shares when the exclusive price is below what the sharing buyers pay together, unless the worth-it setting is off', async () => {
      await t.http.put(`/api/organisation/${ids.Exklusiv}`).set(auth).send({ exclusiveLeadSellCost: 120 }).expect(200);
      const shared = await newLead('70173');
      expect(rowOf(await matching(shared), 'Exklusiv GmbH')).toMatchObject({ exclusive: false });
      expect(soldTo(await qualify(shared))).toEqual([
        ['Exklusiv GmbH', 45, false],
        ['Teil A', 45, false],
        ['Teil B', 45, false],
      ]);

      const settings = await t.http.put('/api/settings/distribution').set(auth).send({ buyersPerLead: 3, duplicateWindowDays: 30, exclusiveOnlyIfWorthIt: false }).expect(200);
      expect(settings.body.exclusiveOnlyIfWorthIt).toBe(false);
      try {
        expect(soldTo(await qualify(await newLead('70173')))).toEqual([['Exklusiv GmbH', 120, true]]);
      } finally {
        await t.http.put('/api/settings/distribution').set(auth).send({ buyersPerLead: 3, duplicateWindowDays: 30, exclusiveOnlyIfWorthIt: true }).expect(200);
      }
    });

    it('shows on Lead Analyse who may get leads of a postal code alone', async () => {
      const rows = (await t.http.post('/api/organisations/zipconditions').set(auth).send({}).expect(200)).body as { zip: string; exclusiveTo?: string[] }[];
      expect(rows.find((row) => row.zip === '70173')?.exclusiveTo).toEqual(['Exklusiv GmbH']);
      expect(rows.find((row) => row.zip === '90402')).not.toHaveProperty('exclusiveTo');
    });

    it('keeps its settings on the organisation: null price means the price list decides; bad input is a German 400', async () => {
      const saved = await t.http.put(`/api/organisation/${ids.TeilB}`).set(auth).send({ exclusiveLeads: true, exclusiveLeadSellCost: '99,50' }).expect(200);
      expect(saved.body).toMatchObject({ exclusiveLeads: true, exclusiveLeadSellCost: 99.5, creditLimit: null, credit: null });
      const cleared = await t.http.put(`/api/organisation/${ids.TeilB}`).set(auth).send({ exclusiveLeads: false, exclusiveLeadSellCost: null }).expect(200);
      expect(cleared.body).toMatchObject({ exclusiveLeads: false, exclusiveLeadSellCost: null });
      const wrong = await t.http.put(`/api/organisation/${ids.TeilB}`).set(auth).send({ exclusiveLeads: null, exclusiveLeadSellCost: -1, creditLimit: 'viel' }).expect(400);
      expect(wrong.body.fields).toMatchObject({
        exclusiveLeads: expect.stringContaining('Exklusive Leads muss wahr oder falsch sein'),
        exclusiveLeadSellCost: 'Preis exklusiv darf nicht negativ sein',
        creditLimit: 'Kreditlimit muss ein Betrag in EUR sein (oder leer für kein Limit)',
      });
    });
  });

  describe('credit limits', () => {
    it('mails at 80 % once, blocks at 100 % with the reason, and lets the buyer buy again once paid', async () => {
      await t.http.put('/api/settings/company').set(auth).send(COMPANY).expect(200);
      // 60 € from March, not yet invoiced: 60 % of the limit.
      const { id: marchLead } = await insertLead(t, { zip: '90402' });
      await insertSale(t, { leadId: marchLead, organisationId: ids.Limit, soldAt: new Date('2026-03-20T10:00:00+01:00'), price: '60.00' });
      expect((await t.http.get(`/api/organisation/${ids.Limit}`).set(auth).expect(200)).body.credit).toEqual({ limit: 100, used: 60, percent: 60, nearlyReached: false, reached: false });

      // This sale takes it over 80 % and to 105 €: one mail to the buyer, one to staff.
      expect(soldTo(await qualify(await newLead('90402')))).toEqual([
        ['Limit GmbH', 45, false],
        ['Frei GmbH', 40, false],
      ]);
      const mails = await creditMails();
      expect(mails.map((mail) => mail.recipient)).toEqual(['limitgmbh@kaeufer.example', expect.any(String)]);
      expect(mails[0].subject).toBe('Ihr Kreditlimit ist zu 105 % genutzt');
      expect(mails[1].subject).toBe('Kreditlimit zu 105 % genutzt: Limit GmbH');

      // Over the limit: no more leads, with the reason on Lead Matchen, the organisation and the portal; no second mail.
      const blocked = await newLead('90402');
      expect(rowOf(await matching(blocked), 'Limit GmbH')).toMatchObject({ eligible: false, reason: 'Kreditlimit erreicht: 105,00\u00a0€ von 100,00\u00a0€' });
      expect(soldTo(await qualify(blocked))).toEqual([['Frei GmbH', 40, false]]);
      expect(await creditMails()).toHaveLength(2);
      expect((await t.http.get(`/api/organisation/${ids.Limit}`).set(auth).expect(200)).body.credit).toMatchObject({ used: 105, percent: 105, reached: true });
      const token = (await portalLogin(t, ids.Limit, { name: 'Lena', email: `lena-${randomBytes(3).toString('hex')}@kaeufer.example` })).token;
      const portalSettings = (await t.http.get('/portal-api/settings').set({ Authorization: `Bearer ${token}` }).expect(200)).body;
      expect(portalSettings.credit).toMatchObject({ limit: 100, used: 105, reached: true, message: expect.stringMatching(/^Kreditlimit erreicht: 105,00\u00a0€ von 100,00\u00a0€/) });
      // A client sending the settings back as read is not refused for the report beside them.
      await t.http.put('/portal-api/settings').set({ Authorization: `Bearer ${token}` }).send(portalSettings).expect(200);

      // March is invoiced (60 € open), then paid: 45 € left, the buyer gets leads again.
      const invoice = (await t.http.post(`/api/organisation/${ids.Limit}/invoice`).set(auth).send({ executionDate: '2026-04-01' }).expect(201)).body;
      await t.http.put(`/api/organisation/${ids.Limit}/invoice/${invoice.id}/send`).set(auth).expect(200);
      expect((await t.http.get(`/api/organisation/${ids.Limit}`).set(auth).expect(200)).body.credit).toMatchObject({ used: 105, reached: true });
      await t.http.put(`/api/organisation/${ids.Limit}/invoice/${invoice.id}/paid`).set(auth).send({ paidDate: '2026-04-15' }).expect(200);
      expect((await t.http.get(`/api/organisation/${ids.Limit}`).set(auth).expect(200)).body.credit).toMatchObject({ used: 45, reached: false });
      const again = await newLead('90402');
      expect(rowOf(await matching(again), 'Limit GmbH')).toMatchObject({ eligible: true });
      // 45 → 90 €: a new crossing of 80 %, so a new pair of mails.
      expect(soldTo(await qualify(again))[0]).toEqual(['Limit GmbH', 45, false]);
      expect(await creditMails()).toHaveLength(4);
    });

    it('lets staff raise or remove the limit (null: no limit)', async () => {
      // 90 € used: a limit of 90 € is reached.
      const lowered = await t.http.put(`/api/organisation/${ids.Limit}`).set(auth).send({ creditLimit: 90 }).expect(200);
      expect(lowered.body.credit).toMatchObject({ limit: 90, used: 90, reached: true });
      const blocked = await newLead('90402');
      expect(rowOf(await matching(blocked), 'Limit GmbH')).toMatchObject({ eligible: false, reason: 'Kreditlimit erreicht: 90,00 € von 90,00 €' });
      await t.http.put(`/api/organisation/${ids.Limit}`).set(auth).send({ creditLimit: 1000 }).expect(200);
      expect(rowOf(await matching(blocked), 'Limit GmbH')).toMatchObject({ eligible: true });
      const removed = await t.http.put(`/api/organisation/${ids.Limit}`).set(auth).send({ creditLimit: null }).expect(200);
      expect(removed.body).toMatchObject({ creditLimit: null, credit: null });
    });
  });
});
