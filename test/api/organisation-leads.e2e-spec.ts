import { createBuyer, insertLead, insertSale } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/** The organisation detail answers the spec's selectedLeads and unqualifiedLeads (issue 20). */
describe('Organisation detail: selectedLeads and unqualifiedLeads', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let buyer: number;
  const ids: Record<string, number> = {};
  const sales: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    t.useClock(TestClock.fixed('2026-11-27T12:00:00+01:00'));
    auth = await t.staffAuth();
    buyer = (await createBuyer(t, { name: 'Solar Süd', zips: ['80'] })).id;
    const lead = async (name: string, zip: string, createdAt: string, qualified = false) =>
      (ids[name] = (await insertLead(t, { firstName: name, lastName: 'Kunde', zip, createdAt: new Date(createdAt), qualified, qualifiedAt: qualified ? new Date(createdAt) : null })).id);
    await lead('Verkauft', '80331', '2026-11-04T10:00:00+01:00', true);
    await lead('Vormonat', '80331', '2026-10-30T10:00:00+01:00', true);
    await lead('Spaet', '80469', '2026-11-26T10:00:00+01:00', true);
    sales.Verkauft = (await insertSale(t, { leadId: ids.Verkauft, organisationId: buyer, soldAt: new Date('2026-11-05T10:00:00+01:00') })).id;
    // 23:30 on 31 October in Germany: last month.
    await insertSale(t, { leadId: ids.Vormonat, organisationId: buyer, soldAt: new Date('2026-10-31T23:30:00+01:00') });
    sales.Spaet = (await insertSale(t, { leadId: ids.Spaet, organisationId: buyer, soldAt: new Date('2026-11-26T11:00:00+01:00') })).id;
    await lead('Offen', '80333', '2026-11-20T10:00:00+01:00');
    await lead('Neuer', '80999', '2026-11-26T09:00:00+01:00');
    await lead('Berlin', '10115', '2026-11-20T10:00:00+01:00');
    await lead('Alt', '80333', '2026-10-20T10:00:00+01:00');
    await lead('Qualifiziert', '80335', '2026-11-21T10:00:00+01:00', true);
    // Unqualified but sold to it by hand already: it is in selectedLeads, not offered again.
    await lead('Schon', '80336', '2026-11-22T10:00:00+01:00');
    sales.Schon = (await insertSale(t, { leadId: ids.Schon, organisationId: buyer, soldAt: new Date('2026-11-22T11:00:00+01:00') })).id;
  });
  afterAll(() => t.close());

  it('lists this Berlin month’s sales (rId = sale id) and the unqualified leads of the last 30 days in its area, newest first', async () => {
    const { body } = await t.http.get(`/api/organisation/${buyer}`).set(auth).expect(200);
    expect(body.selectedLeads.map((lead: { rId: number; id: number }) => [lead.rId, lead.id])).toEqual([
      [sales.Spaet, ids.Spaet],
      [sales.Schon, ids.Schon],
      [sales.Verkauft, ids.Verkauft],
    ]);
    expect(body.selectedLeads[0].contact).toEqual({
      salutation: 'Frau',
      firstName: 'Spaet',
      lastName: 'Kunde',
      phone: expect.stringMatching(/^\+49151/),
      email: expect.stringMatching(/@example\.de$/),
      street: 'Lindenstraße 5a',
      zip: '80469',
      city: 'München',
    });
    expect(body.unqualifiedLeads.map((lead: { rId: number; id: number; contact: { firstName: string } }) => [lead.rId, lead.id, lead.contact.firstName])).toEqual([
      [ids.Neuer, ids.Neuer, 'Neuer'],
      [ids.Offen, ids.Offen, 'Offen'],
    ]);
  });

  it('answers them after a change too, and keeps accepting them in the body without saving anything from them', async () => {
    const before = (await t.http.get(`/api/organisation/${buyer}`).set(auth).expect(200)).body;
    const { body } = await t.http.put(`/api/organisation/${buyer}`).set(auth).send({ ...before, prio: 50 }).expect(200);
    expect(body.prio).toBe(50);
    expect(body.selectedLeads).toEqual(before.selectedLeads);
    expect(body.unqualifiedLeads).toEqual(before.unqualifiedLeads);
  });
});
