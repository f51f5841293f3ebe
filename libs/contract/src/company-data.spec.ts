import {
  COMPANY_DATA_DEFAULTS,
  COMPANY_DATA_MESSAGES,
  COMPANY_FIELD_LABELS,
  CompanyData,
  companyDataErrors,
  formatIban,
  isValidBic,
  isValidIban,
  isValidTaxNumber,
  isValidVatId,
  missingCompanyDataMessage,
  missingCompanyFields,
  normalizeBic,
  normalizeIban,
  normalizeVatId,
} from './company-data';

const complete = (overrides: Partial<CompanyData> = {}): CompanyData => ({
  ...COMPANY_DATA_DEFAULTS,
  name: 'Solar Leads GmbH',
  street: 'Lindenstraße 5a',
  zip: '01067',
  city: 'Dresden',
  managingDirector: 'Erika Mustermann',
  registerCourt: 'Amtsgericht Dresden',
  registerNumber: 'HRB 12345',
  vatId: 'DE136695976',
  taxNumber: '',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  email: 'rechnung@solar-leads.de',
  phone: '0351 123456',
  ...overrides,
});

describe('IBAN', () => {
  it.each([
    'DE89370400440532013000',
    'GB82WEST12345698765432',
    'AT611904300234573201',
    'CH9300762011623852957',
    'NL91ABNA0417164300',
    'BE68539007547034',
    'FR1420041010050500013M02606',
    'IT60X0542811101000000123456',
    'ES9121000418450200051332',
    'LU280019400644750000',
    'PL61109010140000071219812874',
    'DK5000400440116243',
    'NO9386011117947',
  ])('accepts the valid %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('accepts spaces and lower case, as people copy it from their bank', () => {
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(normalizeIban(' de89 3704\t0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it.each([
    ['one digit changed', 'DE89370400440532013001'],
    ['two digits swapped', 'DE89370400440532010300'],
    ['wrong check digits', 'DE88370400440532013000'],
    ['one digit short', 'DE8937040044053201300'],
    ['one digit too many', 'DE893704004405320130000'],
    ['the length of another country', 'DE9121000418450200051332'],
    ['a country outside SEPA', 'US64SVBKUS6S3300958879'],
    ['a special character', 'DE89370400440532013-00'],
    ['empty', ''],
  ])('refuses %s: %s', (_name, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('de89 37040044 0532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
  });
});

describe('BIC', () => {
  it.each(['COBADEFFXXX', 'DEUTDEFF', 'MARKDEF1100', 'cobadeff xxx'])('accepts %s', (bic) => {
    expect(isValidBic(bic)).toBe(true);
  });

  it.each([
    ['7 characters', 'DEUTDEF'],
    ['9 characters', 'DEUTDEFF1'],
    ['10 characters', 'DEUTDEFF12'],
    ['a digit in the bank code', 'DEU1DEFF'],
    ['a digit in the country', 'DEUTD1FF'],
    ['empty', ''],
  ])('refuses %s: %s', (_name, bic) => {
    expect(isValidBic(bic)).toBe(false);
  });

  it('is stored without spaces, upper-case', () => {
    expect(normalizeBic(' cobadeff xxx ')).toBe('COBADEFFXXX');
  });
});

describe('USt-IdNr.', () => {
  it.each(['DE136695976', 'DE811128135', 'DE812526315', 'de 136 695 976', 'DE-136.695.976'])('accepts the German %s (check digit MOD 11,10)', (vatId) => {
    expect(isValidVatId(vatId)).toBe(true);
  });

  it.each([
    ['a wrong last digit', 'DE136695977'],
    ['another wrong last digit', 'DE811128136'],
    ['two digits swapped', 'DE163695976'],
    ['8 digits', 'DE13669597'],
    ['10 digits', 'DE1366959760'],
    ['letters', 'DE13669597A'],
  ])('refuses a German one with %s: %s', (_name, vatId) => {
    expect(isValidVatId(vatId)).toBe(false);
  });

  it.each(['ATU13585627', 'NL123456789B01', 'FR40303265045', 'FRK7399859412', 'IT12345678901', 'EL123456789', 'ESA12345678', 'SE123456789001', 'IE6388047V', 'IE1234567WA', 'BE0123456789'])(
    'accepts the EU format of %s',
    (vatId) => {
      expect(isValidVatId(vatId)).toBe(true);
    },
  );

  it.each(['AT13585627', 'NL123456789C01', 'FRO0303265045', 'GR123456789', 'SE123456789012', 'BE2123456789', 'US123456789', 'CHE123456789', ''])('refuses %s', (vatId) => {
    expect(isValidVatId(vatId)).toBe(false);
  });

  it('is stored without separators, upper-case', () => {
    expect(normalizeVatId(' de 136.695-976 ')).toBe('DE136695976');
  });
});

describe('Steuernummer', () => {
  it.each(['143/123/45678', '2893081508152', '21/815/08150', '1234567890', '143 123 45678'])('accepts %s', (taxNumber) => {
    expect(isValidTaxNumber(taxNumber)).toBe(true);
  });

  it.each(['12/345/6789', '12345678901234', '143/123/4567a', '143-123-45678', ''])('refuses %s', (taxNumber) => {
    expect(isValidTaxNumber(taxNumber)).toBe(false);
  });
});

describe('companyDataErrors', () => {
  it('finds nothing wrong in complete data nor in the untouched defaults (empty may be saved)', () => {
    expect(companyDataErrors(complete())).toEqual({});
    expect(companyDataErrors(complete({ vatId: '', taxNumber: '143/123/45678', registerCourt: '', registerNumber: '' }))).toEqual({});
    expect(companyDataErrors(COMPANY_DATA_DEFAULTS)).toEqual({});
  });

  it('names every malformed field with its German reason', () => {
    const errors = companyDataErrors(
      complete({
        zip: '1067',
        email: 'rechnung@',
        invoicePrefix: 're',
        paymentTermDays: 91,
        vatRate: 19.125,
        iban: 'DE89370400440532013001',
        bic: 'COBADEF',
        vatId: 'DE136695977',
        taxNumber: '12/345',
      }),
    );
    expect(errors).toEqual({
      zip: 'PLZ muss aus 5 Ziffern bestehen',
      email: 'Bitte eine gültige E-Mail-Adresse angeben',
      invoicePrefix: 'Rechnungsnummer-Präfix: 1 bis 10 Zeichen, nur Großbuchstaben A-Z, Ziffern, - und _',
      paymentTermDays: 'Zahlungsziel muss eine ganze Zahl von 0 bis 90 Tagen sein',
      vatRate: 'Umsatzsteuersatz muss zwischen 0 und 100 liegen (höchstens 2 Nachkommastellen)',
      iban: 'IBAN ist ungültig (Prüfziffer oder Länge falsch)',
      bic: 'BIC ist ungültig (8 oder 11 Zeichen, z. B. COBADEFFXXX)',
      vatId: 'USt-IdNr. ist ungültig (Format oder Prüfziffer falsch)',
      taxNumber: 'Steuernummer ist ungültig (10 bis 13 Ziffern)',
    });
  });

  it.each([
    ['invoicePrefix', 'RE-2_X9', true],
    ['invoicePrefix', 'ABCDEFGHIJ', true],
    ['invoicePrefix', 'ABCDEFGHIJK', false],
    ['invoicePrefix', 'RE 1', false],
    ['invoicePrefix', 'RÄ', false],
    ['invoicePrefix', 'RE/', false],
    ['paymentTermDays', 0, true],
    ['paymentTermDays', 90, true],
    ['paymentTermDays', -1, false],
    ['paymentTermDays', 14.5, false],
    ['paymentTermDays', Number.NaN, false],
    ['vatRate', 0, true],
    ['vatRate', 7, true],
    ['vatRate', 19.99, true],
    ['vatRate', 100, true],
    ['vatRate', 100.01, false],
    ['vatRate', -1, false],
    ['vatRate', 16.001, false],
    ['vatRate', Number.POSITIVE_INFINITY, false],
    ['zip', '80331', true],
    ['zip', ' 80331 ', true],
    ['zip', '8033a', false],
    ['zip', '803311', false],
  ] as const)('%s = %p is accepted: %p', (field, value, accepted) => {
    const errors = companyDataErrors(complete({ [field]: value }));
    expect(errors[field]).toBe(accepted ? undefined : COMPANY_DATA_MESSAGES[field]);
    expect(Object.keys(errors)).toEqual(accepted ? [] : [field]);
  });
});

describe('missingCompanyFields', () => {
  it('is empty when invoices can be finalised', () => {
    expect(missingCompanyFields(complete())).toEqual([]);
    expect(missingCompanyFields(complete({ vatId: '', taxNumber: '143/123/45678' }))).toEqual([]);
    expect(missingCompanyFields(complete({ registerCourt: '', registerNumber: '', phone: '' }))).toEqual([]);
  });

  it('lists what the defaults lack, in the order of the card', () => {
    expect(missingCompanyFields(COMPANY_DATA_DEFAULTS)).toEqual([
      'Firmenname',
      'Straße und Hausnummer',
      'PLZ',
      'Ort',
      'Geschäftsführer',
      'USt-IdNr. oder Steuernummer',
      'IBAN',
      'BIC',
      'Bank',
      'E-Mail',
    ]);
  });

  it('asks for one of USt-IdNr. and Steuernummer with one label', () => {
    expect(missingCompanyFields(complete({ vatId: '', taxNumber: '' }))).toEqual(['USt-IdNr. oder Steuernummer']);
  });

  it('wants both halves of a register entry once one is given', () => {
    expect(missingCompanyFields(complete({ registerNumber: '' }))).toEqual(['Registernummer']);
    expect(missingCompanyFields(complete({ registerCourt: ' ' }))).toEqual(['Registergericht']);
  });

  it('counts blanks as missing, including the prefix', () => {
    expect(missingCompanyFields(complete({ iban: '  ', bic: '', invoicePrefix: '' }))).toEqual(['IBAN', 'BIC', 'Rechnungsnummer-Präfix']);
  });
});

describe('missingCompanyDataMessage', () => {
  it('says in one sentence what is missing', () => {
    expect(missingCompanyDataMessage(['IBAN', 'BIC'])).toBe('Rechnungen können erst erstellt werden, wenn die Firmendaten vollständig sind. Es fehlt: IBAN, BIC.');
    expect(missingCompanyDataMessage(missingCompanyFields(complete({ email: '' })))).toBe(
      'Rechnungen können erst erstellt werden, wenn die Firmendaten vollständig sind. Es fehlt: E-Mail.',
    );
  });
});

describe('COMPANY_FIELD_LABELS', () => {
  it('has a German label for every field', () => {
    expect(Object.keys(COMPANY_FIELD_LABELS).sort()).toEqual(Object.keys(COMPANY_DATA_DEFAULTS).sort());
    expect(COMPANY_FIELD_LABELS.vatRate).toBe('Umsatzsteuersatz (%)');
  });
});
