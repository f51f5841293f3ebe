import { GeoService } from '@app/geo';
import { Lead } from '@app/leads';
import { OutgoingMail } from '@app/mail';
import { createBuyer, funnelLead } from '../factories';
import { GEONAMES_EXCERPT } from '../support/geo-fixtures';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The funnel's postcode step (issue 29 §1): a postal code no place has is refused in German, at the step
 * (GET /public-api/funnel/postcode) and by the lead API, which then stores nothing; one without a buyer
 * still gets its lead, but the step does not hear of a match. Geodata here: Berlin 10115, München 80331,
 * Hamburg 20095 (real GeoNames rows).
 */
describe('Postcode step: GET /public-api/funnel/postcode and POST /public-api/lead', () => {
  let t: TestApp;
  let client = 0;
  /** Each from an address, e-mail and phone of its own: no rate limit, no duplicate. */
  const post = (contact: Record<string, unknown>) => {
    client++;
    return t.http
      .post('/public-api/lead')
      .set('X-Forwarded-For', `10.29.1.${client}`)
      .send(funnelLead({ contact: { mail: `plz${client}@example.de`, phone: `0151 29${String(client).padStart(5, '0')}`, ...contact } }));
  };
  const check = (zip: string) => t.http.get('/public-api/funnel/postcode').query({ zip });
  const counts = async () => ({ leads: await t.db.getRepository(Lead).count(), mails: await t.db.getRepository(OutgoingMail).count() });

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(GeoService).import(GEONAMES_EXCERPT);
    // München is covered; Berlin only by a buyer that is switched off, Hamburg by none.
    await createBuyer(t, { name: 'Sonnenstrom Süd', zips: ['80'] });
    await createBuyer(t, { name: 'Ruhende Hauptstadt GmbH', zips: ['10'], active: false });
  });
  afterAll(() => t.close());

  it('tells the step whether the code exists and whether an active buyer covers it, without a login', async () => {
    expect((await check('80331').expect(200)).body).toEqual({ zip: '80331', known: true, covered: true });
    expect((await check('10115').expect(200)).body).toEqual({ zip: '10115', known: true, covered: false });
    expect((await check('20095').expect(200)).body).toEqual({ zip: '20095', known: true, covered: false });
    expect((await check('00000').expect(200)).body).toEqual({ zip: '00000', known: false, covered: false });
    // Four digits lost their leading 0.
    expect((await check('1067').expect(200)).body).toEqual({ zip: '01067', known: false, covered: false });
  });

  it('refuses what is no postal code with 400 in German', async () => {
    for (const zip of ['803', 'abcde', '803311']) {
      const response = await check(zip).expect(400);
      expect(response.body.fields).toEqual({ zip: 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)' });
    }
    await t.http.get('/public-api/funnel/postcode').expect(400);
  });

  it('refuses a lead with a postal code no place has, naming the field in German, and stores nothing', async () => {
    const before = await counts();
    const response = await post({ zip: '00000' }).expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      error: 'Bitte Eingaben prüfen: Die Postleitzahl 00000 gibt es nicht. Bitte prüfen Sie Ihre Eingabe.',
      fields: { 'contact.zip': 'Die Postleitzahl 00000 gibt es nicht. Bitte prüfen Sie Ihre Eingabe.' },
    });
    // Reported together with the other fields' mistakes, so one correction round is enough.
    const both = await post({ zip: '99999', phone: 'kaputt' }).expect(400);
    expect(Object.keys(both.body.fields).sort()).toEqual(['contact.phone', 'contact.zip']);
    expect(await counts()).toEqual(before);
  });

  it('takes a lead from a postal code without a buyer (the business decides later), answering its number and the double opt-in', async () => {
    const response = await post({ zip: '20095', city: 'Hamburg' }).expect(201);
    expect(response.body).toEqual({ id: expect.any(Number), doubleOptIn: true });
    const lead = await t.db.getRepository(Lead).findOneByOrFail({ id: response.body.id });
    expect(lead.zip).toBe('20095');
  });
});
