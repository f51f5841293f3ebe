import { contactErrors, isValidEmail, isValidPhone, mergeStreetAndNumber, normaliseEmail, normalisePhone, normaliseZip } from './lead-rules';

describe('lead contact rules', () => {
  it.each([
    ['anna.schmidt@example.de', true],
    ['Anna.Schmidt@Example.DE', true],
    ['a+b@sub.example.co.uk', true],
    ['anna@example', false],
    ['anna@@example.de', false],
    ['anna example@example.de', false],
    ['', false],
  ])('e-mail %s valid: %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });

  it.each([
    ['0171 1234567', true],
    ['+49 171 1234567', true],
    ['(0)171-123.45/67', true],
    ['+(49)1711234567', true],
    ['0171d1234567', true], // letter d stripped before matching, as the original did
    ['0171 12345a67', false],
    ['12345', false],
    ['++491711234567', false],
    ['0171 1234567 89012345', false],
    ['', false],
  ])('phone %s valid: %s', (value, valid) => {
    expect(isValidPhone(value)).toBe(valid);
  });

  it.each([
    ['0171 1234567', '+491711234567'],
    ['+49 (171) 123-45/67', '+491711234567'],
    ['0049 171 1234567', '+491711234567'],
    ['491711234567', '491711234567'],
  ])('phone %s → %s', (value, expected) => {
    expect(normalisePhone(value)).toBe(expected);
  });

  it('lower-cases and trims e-mail addresses', () => {
    expect(normaliseEmail('  Anna.Schmidt@Example.DE ')).toBe('anna.schmidt@example.de');
  });

  it.each([
    ['80331', '80331'],
    [' 80331 ', '80331'],
    ['1067', '01067'],
    ['803', null],
    ['803311', null],
    ['8033a', null],
  ])('postal code %s → %s', (value, expected) => {
    expect(normaliseZip(value)).toBe(expected);
  });

  it('names every missing or invalid contact field in German', () => {
    expect(contactErrors({ salutation: 'Dr.', mail: 'x', phone: '1', zip: '12' })).toEqual({
      salutation: 'Bitte eine Anrede wählen',
      firstName: 'Bitte Vornamen angeben',
      lastName: 'Bitte Nachnamen angeben',
      street: 'Bitte Straße angeben',
      streetNr: 'Bitte Hausnummer angeben',
      mail: 'Bitte eine gültige E-Mail-Adresse angeben',
      phone: 'Bitte eine gültige Telefonnummer angeben',
      zip: 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)',
    });
    expect(
      contactErrors({
        salutation: 'Frau',
        firstName: 'Anna',
        lastName: 'Schmidt',
        street: 'Lindenstraße',
        streetNr: '5a',
        mail: 'anna@example.de',
        phone: '0171 1234567',
        zip: '80331',
      }),
    ).toEqual({});
  });

  describe('mergeStreetAndNumber', () => {
    it.each([
      ['Lindenstraße', '5a', 'Lindenstraße 5a'],
      [' Lindenstraße ', ' 5a ', 'Lindenstraße 5a'],
      ['Lindenstraße 5a', '5a', 'Lindenstraße 5a'],
      ['Lindenstraße 5a', '5A', 'Lindenstraße 5a'],
      ['Lindenstraße 5 a', '5a', 'Lindenstraße 5 a'],
      ['Lindenstraße 5a', '5 a', 'Lindenstraße 5a'],
      ['Am Hang 3-5', '3-5', 'Am Hang 3-5'],
      ['Weg 15', '5', 'Weg 15 5'],
      ['Straße des 17. Juni 1', '17', 'Straße des 17. Juni 1 17'],
      ['B1', '1', 'B1 1'],
      ['Lindenstraße', '', 'Lindenstraße'],
      ['Lindenstraße', undefined, 'Lindenstraße'],
      ['', '5a', '5a'],
    ])('%j + %j → %j', (street, number, merged) => {
      expect(mergeStreetAndNumber(street, number)).toBe(merged);
    });
  });
});
