import { Invoice } from '@app/invoicing';
import { Organisation } from '@app/organisations';
import { COMPANY, insertLead, insertOrganisation, insertSale } from '../factories';
import { FAKE_LEXOFFICE_API_KEY, FakeLexoffice, startFakeLexoffice } from '../support/fake-lexoffice';
import { outboxSettled } from '../support/outbox-settled';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const berlin = (day: string, time = '10:00') => new Date(`${day}T${time}:00+01:00`);

/** The optional Lexware Office connector, against a local server that checks requests like the real API. */
describe('Lexware Office connector (LEXOFFICE_API_KEY)', () => {
  let t: TestApp;
  let lexoffice: FakeLexoffice;
  let auth: { Authorization: string };
  let buyer: Organisation;
  let clock: TestClock;

  const settled = () => outboxSettled(t.db);
  const invoice = (number: string) => t.db.getRepository(Invoice).findOneByOrFail({ number });

  beforeAll(async () => {
    lexoffice = await startFakeLexoffice();
    t = await startTestApp({ LEXOFFICE_API_KEY: FAKE_LEXOFFICE_API_KEY, LEXOFFICE_API_URL: lexoffice.url, OUTBOUND_ALLOW_HOSTS: new URL(lexoffice.url).host });
    clock = TestClock.runningFrom(berlin('2026-12-02'));
    t.useClock(clock);
    auth = await t.staffAuth();
    await t.http.put('/api/settings/company').set(auth).send(COMPANY).expect(200);
    buyer = await insertOrganisation(t, { name: 'Sonnenstrom Müller GmbH', email: 'rechnung@sonnenstrom.example', phone: '+49 89 123456', street: 'Marienplatz 1', zip: '80331', city: 'München', leadSellCost: '45.00' });
    for (let i = 0; i < 4; i++) {
      const lead = await insertLead(t, { zip: '80331' });
      await insertSale(t, { leadId: lead.id, organisationId: buyer.id, soldAt: berlin('2026-11-12'), price: '45.00' });
    }
  });
  afterAll(async () => {
    await t.close();
    await lexoffice.close();
  });

  it('pushes a finalised invoice as a voucher with its PDF, creating the contact once and storing it on the organisation', async () => {
    const draft = (await t.http.post(`/api/organisation/${buyer.id}/invoice`).set(auth).send({ executionDate: '2026-12-01' }).expect(201)).body;
    await settled();
    expect(lexoffice.vouchers).toEqual([]);
    await t.http.put(`/api/organisation/${buyer.id}/invoice/${draft.id}/send`).set(auth).expect(200);
    await settled();
    expect(lexoffice.contacts).toHaveLength(1);
    expect(lexoffice.contacts[0].company?.name).toBe('Sonnenstrom Müller GmbH');
    const [voucher] = lexoffice.vouchers;
    // 4 × 45,00 = 180,00 net, 34,20 VAT.
    expect(voucher).toMatchObject({ type: 'salesinvoice', voucherNumber: 'RE2026-0001', totalGrossAmount: 214.2, totalTaxAmount: 34.2, contactId: lexoffice.contacts[0].id });
    expect(lexoffice.files).toEqual([expect.objectContaining({ voucherId: voucher.id, filename: 'RE2026-0001.pdf' })]);
    expect(lexoffice.files[0].bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const stored = (await t.http.get(`/api/organisation/${buyer.id}`).set(auth).expect(200)).body.lexOffice;
    expect(stored).toEqual({ id: lexoffice.contacts[0].id, number: String(lexoffice.contacts[0].roles.customer?.number) });
    expect((await invoice('RE2026-0001')).lexofficeVoucherId).toBe(voucher.id);
  });

  it('pushes the Stornorechnung as a credit note for the same contact', async () => {
    const original = await invoice('RE2026-0001');
    await t.http.put(`/api/organisation/${buyer.id}/invoice/${original.id}/void`).set(auth).expect(200);
    await settled();
    expect(lexoffice.contacts).toHaveLength(1);
    expect(lexoffice.vouchers.map((voucher) => [voucher.type, voucher.voucherNumber, voucher.totalGrossAmount])).toEqual([
      ['salesinvoice', 'RE2026-0001', 214.2],
      ['salescreditnote', 'RE2026-0002', 214.2],
    ]);
  });

  it('marks an invoice paid that Lexware Office records as paid, and ignores one settled by its credit note', async () => {
    const again = (await t.http.post(`/api/organisation/${buyer.id}/invoice`).set(auth).send({ executionDate: '2026-12-01' }).expect(201)).body;
    await t.http.put(`/api/organisation/${buyer.id}/invoice/${again.id}/send`).set(auth).expect(200);
    await settled();
    lexoffice.markPaid('RE2026-0003', '2026-12-10');
    clock.set(berlin('2026-12-11'));
    expect((await t.http.post('/api/invoicing/lexoffice/payments').set(auth).expect(200)).body).toEqual({ paid: 1 });
    expect(await invoice('RE2026-0003')).toMatchObject({ status: 'paid', paidDate: '2026-12-10' });
    // Running again changes nothing.
    expect((await t.http.post('/api/invoicing/lexoffice/payments').set(auth).expect(200)).body).toEqual({ paid: 0 });
  });

  it('keeps to two requests per second', () => {
    const times = lexoffice.requests.map((request) => request.at);
    for (let i = 2; i < times.length; i++) expect(times[i] - times[i - 2]).toBeGreaterThanOrEqual(1000);
  });
});

describe('Lexware Office without LEXOFFICE_API_KEY', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('sends nothing and says so when staff ask for a payment sync', async () => {
    t = await startTestApp();
    const auth = await t.staffAuth();
    const refused = await t.http.post('/api/invoicing/lexoffice/payments').set(auth).expect(409);
    expect(refused.body.error).toBe('Lexware Office ist nicht angebunden (LEXOFFICE_API_KEY fehlt).');
  });
});
