import { evaluationMail } from './evaluation-mail';
import type { EvaluatedLead } from './evaluation.repository';

const LINKS = {
  page: 'https://leads.example.de/reclamation/12?token=abc',
  lead: (leadId: number) => `https://leads.example.de/reclamation/12?lead=${leadId}&token=abc`,
};
const lead = (overrides: Partial<EvaluatedLead> = {}): EvaluatedLead => ({
  leadId: 4711,
  // 23:30 UTC on 2 November is 3 November in Germany.
  soldAt: new Date('2026-11-02T23:30:00Z'),
  firstName: 'Anna',
  lastName: 'Schmidt',
  zip: '80331',
  city: 'München',
  ...overrides,
});

describe('evaluationMail (feedback on last month’s leads, German and formal)', () => {
  const mail = evaluationMail({ year: 2026, month: 11 }, [lead(), lead({ leadId: 4712, firstName: 'Jonas', lastName: 'Becker', zip: '01067', city: 'Dresden' })], LINKS, 14);

  it('asks how the month’s leads were and lists them with number, German date, name and place', () => {
    expect(mail.kind).toBe('lead-evaluation');
    expect(mail.subject).toBe('Wie zufrieden waren Sie mit den Leads im November 2026?');
    expect(mail.text).toMatch(/^Sehr geehrte Damen und Herren,\n\nwie zufrieden waren Sie mit den Leads im November 2026\? /);
    expect(mail.text).toContain('Im November 2026 haben Sie 2 Leads von uns erhalten:');
    expect(mail.text).toMatch(/Lead-Nr\. +Datum +Name +PLZ\/Ort\n4711 +03\.11\.2026 +Anna Schmidt +80331 München\n4712 +03\.11\.2026 +Jonas Becker +01067 Dresden/);
    expect(mail.text).toContain('innerhalb von 14 Tagen');
    expect(mail.text).toContain(`Zur Reklamationsseite: ${LINKS.page}`);
    expect(mail.text.trimEnd().endsWith('Mit freundlichen Grüßen\nIhr Leadportal-Team')).toBe(true);
  });

  it('links the complaint page in HTML, each lead number to the page with that lead filled in', () => {
    expect(mail.html).toContain('<a href="https://leads.example.de/reclamation/12?token=abc">Zur Reklamationsseite</a>');
    expect(mail.html).toContain('<a href="https://leads.example.de/reclamation/12?lead=4711&amp;token=abc">4711</a>');
    for (const part of ['Lead-Nr.', 'PLZ/Ort', '03.11.2026', 'Anna Schmidt', '80331 München']) expect(mail.html).toContain(part);
  });

  it('escapes the leads’ data in HTML and counts a single lead in words', () => {
    const single = evaluationMail({ year: 2026, month: 3 }, [lead({ firstName: '<script>', lastName: 'O’Brien & Söhne' })], LINKS, 14);
    expect(single.html).toContain('&lt;script&gt; O’Brien &amp; Söhne');
    expect(single.html).not.toContain('<script>');
    expect(single.text).toContain('Im März 2026 haben Sie einen Lead von uns erhalten:');
  });
});
