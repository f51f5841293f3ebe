import { htmlToText, placeholderError, renderTemplate, unknownPlaceholders } from './mail-template';

describe('mail template', () => {
  it('replaces known placeholders with HTML-escaped values', () => {
    expect(
      renderTemplate('<p>Hallo {{salutation}} {{ lastName }}, PLZ {{zip}} {{city}}</p>', {
        salutation: 'Frau',
        lastName: '<b>Schmidt</b> & "Co"',
        zip: '80331',
        city: null,
      }),
    ).toBe('<p>Hallo Frau &lt;b&gt;Schmidt&lt;/b&gt; &amp; &quot;Co&quot;, PLZ 80331 </p>');
  });

  it('leaves values unescaped for plain text on request', () => {
    expect(renderTemplate('Ihre Anfrage, {{firstName}}', { firstName: 'Jörg & Söhne' }, { escape: false })).toBe(
      'Ihre Anfrage, Jörg & Söhne',
    );
  });

  it('finds and names unknown placeholders', () => {
    expect(unknownPlaceholders('{{firstName}} {{vorname}} {{ plz }} {{vorname}}')).toEqual(['vorname', 'plz']);
    expect(placeholderError('{{vorname}}')).toBe(
      'Unbekannter Platzhalter: {{vorname}}. Erlaubt sind {{salutation}}, {{firstName}}, {{lastName}}, {{zip}}, {{city}}.',
    );
    expect(placeholderError('Hallo {{firstName}}')).toBeNull();
  });

  it('turns the HTML body into a readable text part', () => {
    expect(htmlToText('<h1>Danke</h1><p>Hallo&nbsp;Anna,<br>wir melden uns.</p><ul><li>Eins</li><li>Zwei</li></ul><p>A &amp; B</p>')).toBe(
      'Danke\nHallo Anna,\nwir melden uns.\n- Eins\n- Zwei\nA & B',
    );
  });
});
