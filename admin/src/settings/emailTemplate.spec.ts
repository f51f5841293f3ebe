import { knownPlaceholders, PLACEHOLDER_LIST, previewMail, SAMPLE_PERSON } from './emailTemplate';

describe('e-mail template helpers', () => {
  it('lists the allowed placeholders and the sample person', () => {
    expect(PLACEHOLDER_LIST).toBe('{{salutation}}, {{firstName}}, {{lastName}}, {{zip}}, {{city}}');
    expect(SAMPLE_PERSON).toBe('Frau Anna Schmidt, 80331 München');
  });

  it('accepts known placeholders and names unknown ones in German', () => {
    expect(knownPlaceholders('Hallo {{firstName}} {{ lastName }}')).toBeUndefined();
    expect(knownPlaceholders(null)).toBeUndefined();
    expect(knownPlaceholders('Hallo {{vorname}}')).toMatch(/^Unbekannter Platzhalter: \{\{vorname\}\}\. Erlaubt sind /);
  });

  it('renders subject and body with the sample values, the body as a whole HTML document', () => {
    const preview = previewMail('Ihre Anfrage, {{firstName}}', '<p>Hallo {{salutation}} {{lastName}} aus {{city}}</p>');

    expect(preview.subject).toBe('Ihre Anfrage, Anna');
    expect(preview.document).toMatch(/^<!doctype html>/);
    expect(preview.document).toContain('<body><p>Hallo Frau Schmidt aus München</p></body>');
  });

  it('leaves unknown placeholders visible and copes with empty fields', () => {
    expect(previewMail('{{vorname}}', null)).toMatchObject({ subject: '{{vorname}}' });
    expect(previewMail(undefined, undefined).document).toContain('<body></body>');
  });
});
