import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContactStep } from './ContactStep';
import { EMPTY_CONTACT } from './leadPayload';

/** The step's text as a person reads it, before anyone types. */
const textOf = (matchFound: boolean) =>
  renderToStaticMarkup(
    createElement(ContactStep, { form: { ...EMPTY_CONTACT, zip: '17039' }, onChange: () => {}, details: [], fromUrl: '', matchFound, onSent: () => {} }),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('ContactStep', () => {
  it("says 'Wir haben passende Anbieter gefunden' where an active buyer covers the postcode", () => {
    const text = textOf(true);
    expect(text).toContain('Wir haben passende Anbieter gefunden');
    expect(text).toContain('An wen soll das Angebot geschickt werden?');
  });

  it('claims no match where no buyer covers it (the lead is still taken)', () => {
    const text = textOf(false);
    expect(text).not.toContain('gefunden');
    expect(text).toContain('Wir prüfen Ihre Anfrage persönlich und suchen passende Anbieter für Ihre Region.');
    expect(text).toContain('Angebote anfordern');
  });
});
