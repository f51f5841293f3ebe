import { inlineParts, LEGAL_PAGES, LEGAL_PLACEHOLDERS, legalPageBySlug, textBlocks } from './legal-pages';

describe('legal page texts', () => {
  it('splits Markdown and plain paragraphs into headings, lists and paragraphs with their line breaks', () => {
    expect(textBlocks('# Impressum\n\nMuster GmbH\r\nHauptstr. 1\n\n## Kontakt\nTelefon: 0800 1\n\n- eins\n* zwei\n\n\n')).toEqual([
      { type: 'heading', level: 1, text: 'Impressum' },
      { type: 'paragraph', lines: ['Muster GmbH', 'Hauptstr. 1'] },
      { type: 'heading', level: 2, text: 'Kontakt' },
      { type: 'paragraph', lines: ['Telefon: 0800 1'] },
      { type: 'list', items: ['eins', 'zwei'] },
    ]);
    expect(textBlocks('Nur ein Absatz ohne Markdown.')).toEqual([{ type: 'paragraph', lines: ['Nur ein Absatz ohne Markdown.'] }]);
  });

  it('keeps HTML as text and links only http(s), mailto and own paths', () => {
    expect(inlineParts('<script>x</script> **fett** [Seite](https://example.de/a) [böse](javascript:alert(1))')).toEqual([
      { type: 'text', text: '<script>x</script> ' },
      { type: 'strong', text: 'fett' },
      { type: 'text', text: ' ' },
      { type: 'link', text: 'Seite', href: 'https://example.de/a' },
      { type: 'text', text: ' [böse](javascript:alert(1))' },
    ]);
  });

  it('has a placeholder, marked as such, for every page', () => {
    for (const page of LEGAL_PAGES) {
      expect(legalPageBySlug(page.slug)).toBe(page);
      expect(LEGAL_PLACEHOLDERS[page.slug]).toMatch(/^\*\*Platzhalter:\*\*/);
    }
    expect(legalPageBySlug('kontakt')).toBeUndefined();
  });
});
