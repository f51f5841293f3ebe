import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ConfirmedResult } from './ConfirmPage';

const textOf = (props: { before: boolean; qualified: boolean }) =>
  renderToStaticMarkup(createElement(ConfirmedResult, props))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('ConfirmedResult (the double opt-in page once the address is confirmed)', () => {
  it('says a lead still to be checked goes to our team first, not on to providers now', () => {
    const text = textOf({ before: false, qualified: false });
    expect(text).toContain('Vielen Dank, Ihre E-Mail-Adresse ist bestätigt.');
    expect(text).toContain('Als Nächstes prüft unser Team Ihre Anfrage und meldet sich dazu in Kürze telefonisch bei Ihnen.');
    expect(text).toContain('Erst danach geben wir sie an passende Anbieter aus Ihrer Region weiter.');
    expect(text).not.toContain('jetzt an passende Anbieter');
  });

  it('says a pre-qualified lead is passed on now', () => {
    const text = textOf({ before: false, qualified: true });
    expect(text).toContain('Ihre Anfrage ist bereits geprüft: Wir geben sie jetzt an passende Anbieter aus Ihrer Region weiter.');
    expect(text).not.toContain('prüft unser Team');
  });

  it('tells a second visit that nothing more is to be done', () => {
    expect(textOf({ before: true, qualified: false })).toContain('Sie hatten Ihre Adresse bereits bestätigt – es ist nichts weiter zu tun.');
  });
});
