import { OutboundGuard } from '@app/infrastructure';
import { FAKE_LEXOFFICE_API_KEY, FakeLexoffice, startFakeLexoffice } from '../../../test/support/fake-lexoffice';
import { LEXOFFICE_CATEGORY_EINNAHMEN, LexofficeClient } from './lexoffice.client';
import { LexofficeError } from './lexoffice.error';
import { LexofficeCustomer, LexofficeVoucherInput } from './lexoffice.types';

/** Time that passes only when the client sleeps: waits are recorded and cost nothing. */
function virtualTime() {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

const customer = (overrides: Partial<LexofficeCustomer> = {}): LexofficeCustomer => ({
  name: 'Sonnenstrom Müller GmbH',
  street: 'Lindenstraße 5a',
  zip: '80331',
  city: 'München',
  countryCode: 'DE',
  email: 'buchhaltung@sonnenstrom-mueller.de',
  phone: '+49891234567',
  ...overrides,
});

/** Twelve leads at 37,50 € in April 2026: 450,00 € net, 85,50 € VAT. */
const invoice = (contactId: string, overrides: Partial<LexofficeVoucherInput> = {}): LexofficeVoucherInput => ({
  type: 'salesinvoice',
  voucherNumber: 'RE-2026-0001',
  voucherDate: '2026-05-01',
  dueDate: '2026-05-15',
  shippingDate: '2026-04-30',
  contactId,
  remark: 'Leads April 2026',
  items: [{ netCents: 45_000, taxCents: 8_550, taxRatePercent: 19 }],
  ...overrides,
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 250, 251, 252, 253]), Buffer.from('\n%%EOF\n')]);

/** The LexofficeError the call fails with, as a plain object (an Error's message is not enumerable). */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(LexofficeError);
      const { status, retryable, message } = error as LexofficeError;
      return { status, retryable, message };
    },
  );

describe('LexofficeClient against the fake Lexware Office', () => {
  let fake: FakeLexoffice;
  let time: ReturnType<typeof virtualTime>;
  let client: LexofficeClient;
  const posts = () => fake.requests.filter((request) => request.method === 'POST').map((request) => request.path);

  beforeAll(async () => {
    fake = await startFakeLexoffice();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    time = virtualTime();
    client = new LexofficeClient({ baseUrl: fake.url, guard: new OutboundGuard([new URL(fake.url).host]), apiKey: FAKE_LEXOFFICE_API_KEY, now: time.now, sleep: time.sleep });
  });

  describe('contacts', () => {
    it('creates the customer as a company and reads its customer number back', async () => {
      const contact = await client.createContact(customer());

      expect(contact).toEqual({ id: fake.contacts[0].id, customerNumber: String(fake.contacts[0].roles.customer?.number) });
      expect(fake.contacts[0]).toMatchObject({
        company: { name: 'Sonnenstrom Müller GmbH' },
        addresses: { billing: [{ street: 'Lindenstraße 5a', zip: '80331', city: 'München', countryCode: 'DE' }] },
        emailAddresses: { business: ['buchhaltung@sonnenstrom-mueller.de'] },
        phoneNumbers: { business: ['+49891234567'] },
      });
      expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /v1/contacts', `GET /v1/contacts/${contact.id}`]);
    });

    it('leaves out an unknown e-mail address and phone number', async () => {
      await client.createContact(customer({ email: ' ', phone: '' }));
      expect(fake.contacts[0]).not.toHaveProperty('emailAddresses');
      expect(fake.contacts[0]).not.toHaveProperty('phoneNumbers');
    });

    it('finds a customer by number and by exactly its e-mail address', async () => {
      const mueller = await client.createContact(customer());
      await client.createContact(customer({ name: 'Dach & Co KG', email: 'infoa1@dach-co.de' }));

      expect(await client.findContactByNumber(mueller.customerNumber)).toEqual(mueller);
      expect(await client.findContactByNumber('99999')).toBeNull();
      expect(await client.findContactByEmail('Buchhaltung@Sonnenstrom-Mueller.de')).toEqual(mueller);
      // Lexware reads `_` as a wildcard, so infoa1@ matches the filter; only the exact address counts.
      expect(await client.findContactByEmail('info_1@dach-co.de')).toBeNull();
      expect(fake.requests.at(-1)?.query.get('email')).toBe('info_1@dach-co.de');
    });

    it('ensureContact uses the known id, else the number, else the e-mail address, and creates only when none fits', async () => {
      const known = await client.createContact(customer());
      const before = posts().length;

      expect(await client.ensureContact({ id: known.id, number: '' }, customer())).toEqual(known);
      expect(await client.ensureContact({ id: 'c0ffee00-0000-4000-8000-000000000000', number: known.customerNumber }, customer())).toEqual(known);
      expect(await client.ensureContact({}, customer())).toEqual(known);
      expect(posts()).toHaveLength(before);

      const other = await client.ensureContact({ id: '', number: '' }, customer({ name: 'Dach & Co KG', email: 'rechnung@dach-co.de' }));
      expect(other.id).not.toBe(known.id);
      expect(fake.contacts).toHaveLength(2);
    });
  });

  describe('vouchers', () => {
    let contactId: string;
    beforeEach(async () => {
      contactId = (await client.createContact(customer())).id;
    });

    it('books a net voucher with totals from its lines and attaches the PDF as multipart', async () => {
      const { id } = await client.createVoucher(invoice(contactId));

      expect(fake.vouchers).toHaveLength(1);
      expect(fake.vouchers[0]).toMatchObject({
        id,
        type: 'salesinvoice',
        voucherStatus: 'open',
        voucherNumber: 'RE-2026-0001',
        voucherDate: '2026-05-01T00:00:00.000+02:00',
        dueDate: '2026-05-15T00:00:00.000+02:00',
        shippingDate: '2026-04-30T00:00:00.000+02:00',
        totalGrossAmount: 535.5,
        totalTaxAmount: 85.5,
        taxType: 'net',
        useCollectiveContact: false,
        contactId,
        remark: 'Leads April 2026',
        voucherItems: [{ amount: 450, taxAmount: 85.5, taxRatePercent: 19, categoryId: LEXOFFICE_CATEGORY_EINNAHMEN }],
      });

      const file = await client.uploadVoucherFile(id, PDF, 'RE-2026-0001.pdf');
      expect(fake.files).toHaveLength(1);
      expect(fake.files[0]).toMatchObject({ id: file.id, voucherId: id, filename: 'RE-2026-0001.pdf', contentType: 'application/pdf' });
      expect(fake.files[0].bytes.equals(PDF)).toBe(true);
      expect(fake.vouchers[0].files).toEqual([file.id]);
    });

    it('adds up several tax rates', async () => {
      await client.createVoucher(invoice(contactId, { items: [{ netCents: 10_000, taxCents: 1_900, taxRatePercent: 19 }, { netCents: 2_000, taxCents: 140, taxRatePercent: 7 }] }));
      expect(fake.vouchers[0]).toMatchObject({ totalGrossAmount: 140.4, totalTaxAmount: 20.4 });
    });

    it('refuses a file over 5 MB before sending it', async () => {
      const { id } = await client.createVoucher(invoice(contactId));
      const error = await rejection(client.uploadVoucherFile(id, Buffer.alloc(5 * 1024 * 1024 + 1), 'gross.pdf'));
      expect(error).toEqual({ status: undefined, retryable: false, message: 'Die Datei gross.pdf ist größer als 5 MB; Lexware Office nimmt je Beleg höchstens 5 MB an.' });
      expect(posts().filter((path) => path.endsWith('/files'))).toEqual([]);
    });

    it('pushes an invoice once however often it is pushed, and a credit note of the same number apart from it', async () => {
      const first = await client.pushVoucher(invoice(contactId), { pdf: PDF, filename: 'RE-2026-0001.pdf' });
      const again = await client.pushVoucher(invoice(contactId), { pdf: PDF, filename: 'RE-2026-0001.pdf' });

      expect(again).toEqual(first);
      expect(fake.vouchers).toHaveLength(1);
      expect(fake.files).toHaveLength(1);
      expect(await client.findVoucherByNumber('RE-2026-0001')).toMatchObject({ id: first.id, status: 'open', totalGrossCents: 53_550, fileIds: [fake.files[0].id] });

      const credit = await client.pushVoucher(invoice(contactId, { type: 'salescreditnote' }), { pdf: PDF, filename: 'RE-2026-0001-storno.pdf' });
      expect(credit.id).not.toBe(first.id);
      expect(fake.vouchers.map((voucher) => voucher.type)).toEqual(['salesinvoice', 'salescreditnote']);
    });

    it('finishes a push that stopped after booking: the PDF goes to the voucher already there', async () => {
      const { id } = await client.createVoucher(invoice(contactId));

      expect(await client.pushVoucher(invoice(contactId), { pdf: PDF, filename: 'RE-2026-0001.pdf' })).toEqual({ id });
      expect(fake.vouchers).toHaveLength(1);
      expect(fake.files.map((file) => file.voucherId)).toEqual([id]);
    });

    it('does not touch a voucher of the same number with another amount', async () => {
      await client.createVoucher(invoice(contactId, { items: [{ netCents: 100, taxCents: 19, taxRatePercent: 19 }] }));
      const error = await rejection(client.pushVoucher(invoice(contactId), { pdf: PDF, filename: 'RE-2026-0001.pdf' }));
      expect(error.message).toBe('In Lexware Office gibt es schon einen Beleg RE-2026-0001 über 1,19\u00a0€ statt 535,50\u00a0€; bitte dort prüfen.');
      expect(fake.files).toEqual([]);
    });

    it('lists paid invoices over every page of the voucherlist, with the day of payment', async () => {
      const count = 252;
      for (let index = 1; index <= count; index++) {
        const voucherNumber = `RE-2026-${String(index).padStart(4, '0')}`;
        await client.createVoucher(invoice(contactId, { voucherNumber }));
        if (index !== 7) fake.markPaid(voucherNumber, index <= 200 ? '2026-05-20' : '2026-06-03');
      }
      await client.createVoucher(invoice(contactId, { type: 'salescreditnote', voucherNumber: 'RE-2026-0007-S' }));
      fake.markPaid('RE-2026-0007-S', '2026-05-21');

      const paid = await client.paidVouchers();

      expect(paid).toHaveLength(count - 1);
      expect(new Set(paid.map((voucher) => voucher.voucherNumber)).size).toBe(count - 1);
      expect(paid.map((voucher) => voucher.voucherNumber)).not.toContain('RE-2026-0007');
      expect(paid.find((voucher) => voucher.voucherNumber === 'RE-2026-0252')).toEqual({
        voucherId: fake.vouchers[count - 1].id,
        voucherNumber: 'RE-2026-0252',
        paidDate: '2026-06-03',
        settledBy: ['partPaymentFinancialTransaction'],
      });
      const pages = fake.requests.filter((request) => request.path === '/v1/voucherlist').map((request) => Object.fromEntries(request.query));
      expect(pages).toEqual([0, 1].map((number) => ({ voucherType: 'salesinvoice', voucherStatus: 'paid', page: String(number), size: '250' })));

      const recent = await client.paidVouchers('2026-06-01');
      expect(recent.map((voucher) => voucher.voucherNumber)).toEqual(Array.from({ length: 52 }, (_, index) => `RE-2026-0${201 + index}`));
    });
  });

  describe('rate limit and failures', () => {
    it('waits out 429 as Retry-After says and tries again', async () => {
      fake.throttleNext(2, 3);
      expect(await client.findContactByNumber('10001')).toBeNull();
      expect(fake.requests).toHaveLength(3);
      expect(time.waits).toEqual([3000, 3000]);
    });

    it('backs off by itself when a 429 names no wait, and tries a booking again too', async () => {
      fake.throttleNext(2);
      await client.createContact(customer());
      expect(posts()).toEqual(['/v1/contacts', '/v1/contacts', '/v1/contacts']);
      expect(fake.contacts).toHaveLength(1);
      expect(time.waits).toEqual([1000, 2000]);
    });

    it('gives up after four tries with a retryable error', async () => {
      fake.throttleNext(5, 1);
      const error = await rejection(client.findContactByNumber('10001'));
      expect(error).toEqual({ status: 429, retryable: true, message: 'Lexware Office meldet zu viele Anfragen (HTTP 429). Antwort: Too Many Requests' });
      expect(fake.requests).toHaveLength(4);
    });

    it('tries a read again after a server error, a booking not: it may have gone through', async () => {
      fake.failNext(2, 503);
      expect(await client.findContactByNumber('10001')).toBeNull();
      expect(fake.requests).toHaveLength(3);

      fake.reset();
      fake.failNext(1, 500);
      const error = await rejection(client.createContact(customer()));
      expect(error).toEqual({ status: 500, retryable: true, message: 'Lexware Office antwortet mit Fehler 500.' });
      expect(fake.requests).toHaveLength(1);
    });

    it('keeps to two requests in any second, measured where they arrive', async () => {
      const paced = new LexofficeClient({ baseUrl: fake.url, guard: new OutboundGuard([new URL(fake.url).host]), apiKey: FAKE_LEXOFFICE_API_KEY });
      await Promise.all(Array.from({ length: 10 }, (_, index) => paced.findContactByNumber(String(10_001 + index))));

      const arrivals = fake.requests.map((request) => request.at).sort((a, b) => a - b);
      expect(arrivals).toHaveLength(10);
      const gaps = arrivals.slice(2).map((at, index) => at - arrivals[index]);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000);
    });

    it('turns 400 and 406 into a German LexofficeError with what Lexware Office said', async () => {
      const badNumber = await rejection(client.findContactByNumber('K-10001'));
      expect(badNumber).toEqual({ status: 400, retryable: false, message: 'Lexware Office lehnt ab (HTTP 400): number: invalid_value' });

      const { id } = await client.createContact(customer());
      const wrongTax = await rejection(client.createVoucher(invoice(id, { items: [{ netCents: 45_000, taxCents: 8_000, taxRatePercent: 19 }] })));
      expect(wrongTax).toEqual({ status: 406, retryable: false, message: 'Lexware Office lehnt ab (HTTP 406): voucherItems[0].taxAmount: invalid_taxamount' });
      const unknownCategory = await rejection(client.createVoucher(invoice(id, { categoryId: 'c0ffee00-0000-4000-8000-000000000000' })));
      expect(unknownCategory.message).toBe('Lexware Office lehnt ab (HTTP 406): voucherItems[0].categoryId: invalid_value');
      expect(fake.vouchers).toEqual([]);
    });

    it('names the API key when Lexware Office does not accept it', async () => {
      const wrongKey = new LexofficeClient({ baseUrl: fake.url, guard: new OutboundGuard([new URL(fake.url).host]), apiKey: 'falsch', now: time.now, sleep: time.sleep });
      const error = await rejection(wrongKey.findContactByEmail('buchhaltung@sonnenstrom-mueller.de'));
      expect(error).toEqual({ status: 401, retryable: false, message: 'Lexware Office lehnt ab (HTTP 401): Unauthorized. Bitte LEXOFFICE_API_KEY prüfen.' });
    });
  });
});
