import { supplierConsentErrors, supplierConsentMessage } from './supplier-consent';

const NOW = new Date('2026-11-20T10:00:00Z');
const complete = { text: 'Ich willige in Anrufe von Fachbetrieben ein.', at: '2026-11-20T09:30:00Z', ip: '203.0.113.7' };

describe('supplier consent rule (Einwilligungsnachweis verlangen)', () => {
  it('accepts text, time and IP address, or text, time and a proof address', () => {
    expect(supplierConsentErrors(complete, NOW)).toEqual({});
    expect(supplierConsentErrors({ ...complete, ip: undefined, proofUrl: 'https://lieferant.example/nachweis/42' }, NOW)).toEqual({});
    expect(supplierConsentErrors({ ...complete, ip: '2001:db8::7' }, NOW)).toEqual({});
  });

  it('names every missing field when the consent is absent', () => {
    const errors = supplierConsentErrors(undefined, NOW);
    expect(Object.keys(errors)).toEqual(['consent.text', 'consent.at', 'consent.ip']);
    expect(supplierConsentMessage(errors)).toBe(
      'Einwilligungsnachweis unvollständig: consent.text: Einwilligungstext fehlt; consent.at: Zeitpunkt der Einwilligung fehlt; ' +
        'consent.ip: IP-Adresse der Einwilligung fehlt (oder eine Nachweis-Adresse in consent.proofUrl)',
    );
  });

  it.each([
    ['text blank', { ...complete, text: '   ' }, { 'consent.text': 'Einwilligungstext fehlt' }],
    ['time missing', { ...complete, at: undefined }, { 'consent.at': 'Zeitpunkt der Einwilligung fehlt' }],
    ['time no date', { ...complete, at: 'gestern' }, { 'consent.at': 'Zeitpunkt der Einwilligung ist kein Datum (ISO 8601)' }],
    ['time in the future', { ...complete, at: '2026-11-20T10:06:00Z' }, { 'consent.at': 'Zeitpunkt der Einwilligung liegt in der Zukunft' }],
    ['neither IP nor proof', { ...complete, ip: '' }, { 'consent.ip': 'IP-Adresse der Einwilligung fehlt (oder eine Nachweis-Adresse in consent.proofUrl)' }],
    ['IP not an address', { ...complete, ip: '999.1.1.1' }, { 'consent.ip': 'IP-Adresse der Einwilligung ist keine gültige IPv4- oder IPv6-Adresse' }],
  ])('refuses %s', (_case, consent, expected) => {
    expect(supplierConsentErrors(consent, NOW)).toEqual(expected);
  });

  it('allows a few minutes of clock difference', () => {
    expect(supplierConsentErrors({ ...complete, at: '2026-11-20T10:04:00Z' }, NOW)).toEqual({});
  });
});
