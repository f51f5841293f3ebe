import { pdfText } from '../../../test/support/pdf-text';
import type { ConsentCertificate } from './consent-certificate';
import { berlinDateTime, renderConsentCertificate } from './consent-certificate.pdf';

const certificate = (change: Partial<ConsentCertificate> = {}): ConsentCertificate => ({
  issuer: 'Sonnenhaus Vertrieb GmbH',
  leadId: 4711,
  receivedAt: new Date('2026-03-29T00:30:05Z'),
  person: { name: 'Frau Anna Schmidt', email: 'anna.schmidt@example.de', phone: '+491701234567', place: '80331 München' },
  source: 'Anfrageformular der Website (Leadsource „Website“)',
  consent: {
    at: new Date('2026-03-29T00:30:05Z'),
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0',
    text: 'Mit dem Absenden meiner Anfrage akzeptiere ich die AGB und die Datenschutzerklärung.',
    hash: 'f'.repeat(64),
    versionValidFrom: new Date('2026-03-01T11:00:00Z'),
    proofUrl: null,
  },
  legal: [{ title: 'Datenschutzerklärung bei Einwilligung', validFrom: new Date('2026-02-01T08:00:00Z'), hash: 'a'.repeat(64) }],
  confirmation: { state: 'confirmed', at: new Date('2026-03-29T07:45:00Z'), ip: '198.51.100.4', userAgent: 'Safari/17' },
  answers: [
    { label: 'Stromverbrauch', value: '3.000 – 5.000 kWh' },
    { label: 'Hausart', value: 'Einfamilienhaus' },
  ],
  buyers: [{ name: 'Sonnenstrom Müller GmbH', at: new Date('2026-03-30T09:00:00Z') }],
  generatedAt: new Date('2026-04-02T10:00:00Z'),
  ...change,
});

const flat = (text: string) => text.replace(/\s+/g, ' ');
const pages = (text: string) => text.split('\f').filter((page) => page.trim()).length;

describe('consent certificate PDF', () => {
  it('says who consented when (German time, to the second, across the clock change), from where, to which text, and where the data went', async () => {
    const text = flat(await pdfText(await renderConsentCertificate(certificate())));
    for (const expected of [
      'Sonnenhaus Vertrieb GmbH',
      'Einwilligungsnachweis',
      'Lead 4711 · eingegangen am 29.03.2026, 01:30:05 Uhr (deutsche Zeit)',
      'Frau Anna Schmidt',
      '203.0.113.9',
      'Firefox/140.0',
      'f'.repeat(64),
      'gültig seit 01.03.2026, 12:00:00 Uhr',
      'a'.repeat(64),
      // 07:45 UTC is 09:45 in summer time, which began that night.
      'Bestätigt am 29.03.2026, 09:45:00 Uhr',
      '198.51.100.4',
      'Stromverbrauch 3.000 – 5.000 kWh',
      '30.03.2026, 11:00:00 Uhr Sonnenstrom Müller GmbH',
      'Erstellt am 02.04.2026, 12:00:00 Uhr',
    ]) {
      expect(text).toContain(expected);
    }
    expect(berlinDateTime(new Date('2026-01-15T23:59:59Z'))).toBe('16.01.2026, 00:59:59 Uhr');
  });

  it('says so when nothing was confirmed or passed on yet', async () => {
    const text = flat(await pdfText(await renderConsentCertificate(certificate({ confirmation: { state: 'pending' }, buyers: [], answers: [] }))));
    expect(text).toContain('Bestätigungslink verschickt, noch nicht bestätigt');
    expect(text).toContain('Weitergegeben an noch an kein Unternehmen');
  });

  it('stays on one page with the longest texts a supplier may send', async () => {
    const long = certificate({
      source: 'Leadsource „Solarvergleich Süd GmbH & Co. KG“ (über ihre Schnittstelle geliefert)',
      consent: {
        ...certificate().consent,
        text: 'Ich willige ein, dass meine Angaben an bis zu drei Fachbetriebe weitergegeben werden, die mich anrufen oder anschreiben dürfen. '.repeat(16).slice(0, 2000),
        userAgent: `Mozilla/5.0 ${'(KHTML, like Gecko) '.repeat(25)}`.slice(0, 500),
        proofUrl: `https://lieferant.example/nachweis/${'x'.repeat(200)}`,
        versionValidFrom: null,
      },
      answers: Array.from({ length: 9 }, (_, index) => ({ label: `Frage ${index + 1}`, value: 'Eine Antwort mittlerer Länge mit einigen Worten' })),
      buyers: Array.from({ length: 3 }, (_, index) => ({ name: `Käufer ${index + 1} GmbH`, at: new Date('2026-03-30T09:00:00Z') })),
    });
    expect(pages(await pdfText(await renderConsentCertificate(long)))).toBe(1);
  });
});
