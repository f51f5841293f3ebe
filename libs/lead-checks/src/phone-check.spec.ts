import { checkPhone } from './phone-check';

describe('checkPhone', () => {
  it.each([
    ['0160 7005447', '+491607005447', 'DE', 'mobile'],
    ['+49 151 40723918', '+4915140723918', 'DE', 'mobile'],
    ['0049 (0)89 2180 4273', '+498921804273', 'DE', 'landline'],
    ['030/84 71 29 50', '+493084712950', 'DE', 'landline'],
    ['0345 678901', '+49345678901', 'DE', 'landline'],
    ['+43 662 842511', '+43662842511', 'AT', 'landline'],
    ['+43 664 3851729', '+436643851729', 'AT', 'mobile'],
    ['+41 44 668 18 00', '+41446681800', 'CH', 'landline'],
    ['0041 79 738 21 94', '+41797382194', 'CH', 'mobile'],
    ['0700 38472910', '+4970038472910', 'DE', 'other'],
  ])('%s is a valid number without findings: %s, %s, %s', (phone, e164, country, type) => {
    expect(checkPhone(phone)).toEqual({ e164, country, type, findings: [] });
  });

  it.each([
    ['0123 4', 'Telefonnummer ungültig: 0123 4 ist keine deutsche, österreichische oder Schweizer Nummer'],
    ['0151 384729', 'Telefonnummer ungültig: 0151 384729 ist keine deutsche, österreichische oder Schweizer Nummer'],
    ['0049 12 38 47', 'Telefonnummer ungültig: 0049 12 38 47 ist keine deutsche, österreichische oder Schweizer Nummer'],
    ['+33 1 42 68 53 00', 'Telefonnummer ungültig: +33 1 42 68 53 00 ist keine deutsche, österreichische oder Schweizer Nummer'],
    ['keine Angabe', 'Telefonnummer ungültig: keine Angabe ist keine deutsche, österreichische oder Schweizer Nummer'],
    ['   ', 'Telefonnummer fehlt'],
    ['0900 3847291', 'Telefonnummer ungültig: 0900 3847291 ist eine Service- oder Sonderrufnummer, kein Anschluss einer Person'],
    ['0800 3847291', 'Telefonnummer ungültig: 0800 3847291 ist eine Service- oder Sonderrufnummer, kein Anschluss einer Person'],
    ['0180 5384729', 'Telefonnummer ungültig: 0180 5384729 ist eine Service- oder Sonderrufnummer, kein Anschluss einer Person'],
  ])('%s is phone-invalid: %s', (phone, text) => {
    expect(checkPhone(phone).findings).toEqual([{ code: 'phone-invalid', text }]);
  });

  it('keeps the type of a foreign number that is valid but not sold', () => {
    expect(checkPhone('+33 1 42 68 53 00')).toMatchObject({ e164: '+33142685300', country: 'FR', type: 'landline' });
  });

  it.each([
    ['0170 0000000', 'eine Ziffer wiederholt'],
    ['0171 2222222', 'eine Ziffer wiederholt'],
    ['089 999999', 'eine Ziffer wiederholt'],
    ['1111111111', 'eine Ziffer wiederholt'],
    ['0123456789', 'fortlaufende Ziffernfolge'],
    ['123456789', 'fortlaufende Ziffernfolge'],
    ['0123 456', 'fortlaufende Ziffernfolge'],
    ['0170 1234567', 'fortlaufende Ziffernfolge'],
    ['089 123456', 'fortlaufende Ziffernfolge'],
    ['0151 98765432', 'fortlaufende Ziffernfolge'],
    ['+49 30 23456789', 'fortlaufende Ziffernfolge'],
  ])('%s is phone-fake (%s), reported instead of invalid', (phone, reason) => {
    expect(checkPhone(phone).findings).toEqual([{ code: 'phone-fake', text: `Telefonnummer offensichtlich falsch: ${phone} (${reason})` }]);
  });

  it.each([
    ['0170 3847291', ['+49 170 3847291']],
    ['+491703847291', ['0170 384 72 91']],
    ['0049 170 3847291', ['0170/3847291', '030 12345']],
  ])('%s is the supplier test number in %j', (phone, supplierTestNumbers) => {
    expect(checkPhone(phone, { supplierTestNumbers }).findings).toEqual([
      { code: 'phone-fake', text: `Telefonnummer offensichtlich falsch: ${phone} (Testnummer des Lieferanten)` },
    ]);
  });

  it('reads a kept list once and a new list anew', () => {
    const supplierTestNumbers = ['0170 3847291'];
    expect(checkPhone('0170 3847291', { supplierTestNumbers }).findings.map((finding) => finding.code)).toEqual(['phone-fake']);
    expect(checkPhone('0170 3847292', { supplierTestNumbers }).findings).toEqual([]);
    expect(checkPhone('0170 3847292', { supplierTestNumbers: [...supplierTestNumbers, '0170 3847292'] }).findings.map((f) => f.code)).toEqual(['phone-fake']);
  });

  it('flags no other number as the supplier test number, and text without digits matches nothing', () => {
    expect(checkPhone('0170 3847292', { supplierTestNumbers: ['0170 3847291', 'unbekannt', ''] }).findings).toEqual([]);
    expect(checkPhone('keine Angabe', { supplierTestNumbers: ['unbekannt'] }).findings.map((finding) => finding.code)).toEqual(['phone-invalid']);
  });
});
