import { DUNNING_DEFAULTS } from '@contract/dunning-rules';
import { companyFormRecord, dunningListErrors, halfYearStart, missingHalfYearRate, nestErrors, validateCompanyForm, validateDunningForm } from './billingSettings';

const company = {
  name: 'Leadportal Solar GmbH',
  street: 'Sonnenallee 12',
  zip: '10115',
  city: 'Berlin',
  managingDirector: 'Erika Mustermann',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 123456 B',
  vatId: 'DE136695976',
  taxNumber: '',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  email: 'buchhaltung@leadportal.example',
  phone: '+49 30 1234567',
  invoicePrefix: 'RE',
  paymentTermDays: 14,
  vatRate: 19,
};

describe('Firmendaten rules', () => {
  it('accept valid data, empty fields too', () => {
    expect(validateCompanyForm(company)).toEqual({});
    expect(validateCompanyForm({ ...company, iban: '', vatId: '', bic: '' })).toEqual({});
  });

  it('name each wrong format with the key of the server’s German message', () => {
    expect(validateCompanyForm({ ...company, iban: 'DE89 3704 0044 0532 0130 01', vatId: 'DE136695977', bic: 'COBA', zip: '1011', paymentTermDays: 91 })).toEqual({
      iban: 'app.settings.company.validation.iban',
      vatId: 'app.settings.company.validation.vatId',
      bic: 'app.settings.company.validation.bic',
      zip: 'app.settings.company.validation.zip',
      paymentTermDays: 'app.settings.company.validation.paymentTermDays',
    });
  });

  it('take an IBAN typed with spaces and in lower case', () => {
    expect(validateCompanyForm({ ...company, iban: 'de89 3704 0044 0532 0130 00' })).toEqual({});
  });

  it('show the IBAN in groups of four, without the `missing` list', () => {
    expect(companyFormRecord({ ...company, missing: ['BIC'] })).toEqual({ ...company, iban: 'DE89 3704 0044 0532 0130 00' });
  });
});

describe('Basiszinssatz of the current half-year', () => {
  const rates = [
    { validFrom: '2026-01-01', rate: 1.27 },
    { validFrom: '2025-07-01', rate: 1.27 },
  ];

  it('starts half-years on 1 January and 1 July', () => {
    expect(halfYearStart('2026-06-30')).toBe('2026-01-01');
    expect(halfYearStart('2026-07-01')).toBe('2026-07-01');
    expect(halfYearStart('2026-12-31')).toBe('2026-07-01');
  });

  it('is missing when no rate starts in this half-year, and names the one used instead', () => {
    expect(missingHalfYearRate(rates, '2026-05-10')).toBeNull();
    expect(missingHalfYearRate(rates, '2026-07-01')).toEqual({ from: '2026-07-01', usedFrom: '2026-01-01' });
    // A rate entered ahead for a later half-year does not count for this one.
    expect(missingHalfYearRate([...rates, { validFrom: '2027-01-01', rate: 1.5 }], '2026-08-01')).toEqual({ from: '2026-07-01', usedFrom: '2026-01-01' });
    expect(missingHalfYearRate([{ validFrom: '2026-07-01', rate: 1.1 }, ...rates], '2026-08-01')).toBeNull();
    expect(missingHalfYearRate([], '2026-08-01')).toEqual({ from: '2026-07-01', usedFrom: null });
    // A row still being typed is ignored.
    expect(missingHalfYearRate([{ validFrom: '', rate: null }], '2026-08-01')).toEqual({ from: '2026-07-01', usedFrom: null });
  });
});

describe('Mahnwesen rules', () => {
  it('accept the defaults', () => {
    expect(validateDunningForm({ ...DUNNING_DEFAULTS })).toEqual({});
    expect(dunningListErrors({ ...DUNNING_DEFAULTS })).toEqual([]);
  });

  it('put the message of a row at its input', () => {
    const values = {
      ...DUNNING_DEFAULTS,
      steps: [{ name: 'Zahlungserinnerung', daysAfterPrevious: 7 }, { name: ' ', daysAfterPrevious: 0 }],
      baseRates: [{ validFrom: '2026-01-01', rate: 1.27 }, { validFrom: '2026-01-01', rate: 30 }],
      creditreformEmail: 'kein-at',
    };
    expect(validateDunningForm(values)).toEqual({
      steps: [{}, { name: 'app.settings.dunning.validation.stepName', daysAfterPrevious: 'app.settings.dunning.validation.daysAfterPrevious' }],
      baseRates: [{}, { validFrom: 'app.settings.dunning.validation.validFromTwice', rate: 'app.settings.dunning.validation.rate' }],
      creditreformEmail: 'app.settings.dunning.validation.creditreformEmail',
    });
  });

  it('name the rules of a whole list apart: interest needs a base rate, at most five steps', () => {
    const sixSteps = Array.from({ length: 6 }, (_, index) => ({ name: `${index + 1}. Mahnung`, daysAfterPrevious: 7 }));
    expect(dunningListErrors({ ...DUNNING_DEFAULTS, steps: sixSteps, baseRates: [] })).toEqual([
      'app.settings.dunning.validation.steps',
      'app.settings.dunning.validation.baseRates',
    ]);
    expect(validateDunningForm({ ...DUNNING_DEFAULTS, baseRates: [] })).toEqual({});
    expect(dunningListErrors({ ...DUNNING_DEFAULTS, interestEnabled: false, baseRates: [] })).toEqual([]);
  });

  it('nest the server’s field paths as react-hook-form looks them up', () => {
    expect(nestErrors({ 'steps.2.name': 'a', creditreformEmail: 'b', 'baseRates.0.rate': 'c' })).toEqual({
      steps: [{}, {}, { name: 'a' }],
      creditreformEmail: 'b',
      baseRates: [{ rate: 'c' }],
    });
  });
});
