import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { sentLead, ThankYou } from './ThankYou';

/** The page's text as a person reads it (tags dropped). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const render = (created: Parameters<typeof sentLead>[0]) => textOf(renderToStaticMarkup(createElement(ThankYou, { lead: sentLead(created, ' anna.schmidt@example.de ') })));

describe('ThankYou', () => {
  it('shows the enquiry’s number and, with double opt-in, asks to confirm the address it was sent to', () => {
    const text = render({ id: 1042, doubleOptIn: true });
    expect(text).toContain('Vielen Dank für Ihre Anfrage');
    expect(text).toContain('Ihre Anfragenummer: 1042');
    expect(text).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(text).toContain('Sie erhalten gleich eine E-Mail an anna.schmidt@example.de. Bitte klicken Sie darin auf den Link „E-Mail-Adresse bestätigen“.');
    // The spec's three steps stay, after the confirmation.
    expect(text.indexOf('E-Mail-Adresse bestätigen')).toBeLessThan(text.indexOf('Was ist jetzt zu tun?'));
    expect(text).toContain('Letzte Fragen beantworten');
  });

  it('asks for no confirmation when the mail has no link', () => {
    const text = render({ id: 1043, doubleOptIn: false });
    expect(text).toContain('Ihre Anfragenummer: 1043');
    expect(text).not.toContain('bestätigen');
  });

  it('still thanks when the answer carried no number (the lead is accepted all the same)', () => {
    const text = render(null);
    expect(text).toContain('Vielen Dank für Ihre Anfrage');
    expect(text).not.toContain('Anfragenummer');
    expect(text).not.toContain('bestätigen');
  });
});
