import { maskPersonalData, shortenLongTexts } from './audit-mask';

describe('maskPersonalData', () => {
  it('masks the personal values of a lead and keeps the others', () => {
    const masked = maskPersonalData({
      firstName: 'Maria',
      lastName: 'Muster',
      email: 'maria.muster@example.de',
      phone: '+49 170 1234567',
      street: 'Hauptstraße',
      houseNumber: '12a',
      zip: '80331',
      city: 'München',
      status: 'qualified',
      price: 49.5,
      leadsourceId: 3,
      comment: 'Bitte nachmittags anrufen',
      consentIp: '203.0.113.77',
      userAgent: 'Mozilla/5.0',
      answers: { roofType: 'Satteldach', message: 'Wir wohnen in der Hauptstraße 12a' },
    });
    expect(masked).toEqual({
      firstName: 'M***',
      lastName: 'M***',
      email: 'm***@***',
      phone: '***67',
      street: 'H***',
      houseNumber: '1***',
      zip: '80331',
      city: 'M***',
      status: 'qualified',
      price: 49.5,
      leadsourceId: 3,
      comment: '*** (25 Zeichen)',
      consentIp: '203.0.x.x',
      userAgent: '***',
      answers: { roofType: 'Satteldach', message: '*** (33 Zeichen)' },
    });
  });

  it('masks the search text of a list or export filter, at any depth (issue 27 §2)', () => {
    expect(maskPersonalData({ filter: { q: 'Anna Alphafrau', status: 'new', email: 'anna@example.de' }, format: 'xlsx' })).toEqual({
      filter: { q: '*** (14 Zeichen)', status: 'new', email: 'a***@***' },
      format: 'xlsx',
    });
  });

  it('masks every value below a personal key, at any depth and in arrays', () => {
    expect(maskPersonalData({ contactPerson: { first: 'Karl', phones: ['030 1234'] }, emails: ['a@b.de', 'c@d.de'] })).toEqual({
      contactPerson: { first: 'K***', phones: ['***34'] },
      emails: ['a***@***', 'c***@***'],
    });
  });

  it('never keeps a secret, not even masked', () => {
    expect(maskPersonalData({ password: 'geheim-geheim-123', apiKey: 'abc', token: 't', recoveryCodes: ['1', '2'], status: 'active' })).toEqual({
      password: '***',
      apiKey: '***',
      token: '***',
      recoveryCodes: '***',
      status: 'active',
    });
  });

  it('keeps null and empty values as they are, so a cleared field shows as cleared', () => {
    expect(maskPersonalData({ phone: null, email: '', street: '  ' })).toEqual({ phone: null, email: '', street: '' });
  });

  it('masks a number under a personal key (a house number given as a number)', () => {
    expect(maskPersonalData({ houseNumber: 12, zip: 80331 })).toEqual({ houseNumber: '***', zip: 80331 });
  });

  it('masks IPv6 addresses and bank accounts', () => {
    expect(maskPersonalData({ ip: '2001:db8::1', iban: 'DE89 3704 0044 0532 0130 00' })).toEqual({ ip: '***', iban: '***3000' });
  });

  it('answers null for no record', () => {
    expect(maskPersonalData(null)).toBeNull();
    expect(maskPersonalData(undefined)).toBeNull();
  });
});

describe('shortenLongTexts', () => {
  it('keeps short texts and the start and length of long ones, at any depth', () => {
    const page = 'Impressum '.repeat(50);
    expect(shortenLongTexts({ title: 'Kurz', pages: [{ imprint: page }], count: 3 })).toEqual({
      title: 'Kurz',
      pages: [{ imprint: `${page.slice(0, 60)}… (500 Zeichen)` }],
      count: 3,
    });
  });
});
