import { funnelLink, suggestSlug } from './slug';

describe('suggestSlug', () => {
  it.each([
    ['Solar Süd GmbH', 'solar-sued-gmbh'],
    ['Öko Dächer & Söhne', 'oeko-daecher-soehne'],
    ['Große Straße 12', 'grosse-strasse-12'],
    ['  Über   Uns  ', 'ueber-uns'],
    ['ÄRGER', 'aerger'],
    ['Café Énergie', 'cafe-energie'],
    ['Leads_24 (Nord)!', 'leads-24-nord'],
    ['---', ''],
  ])('%s → %s', (name, slug) => {
    expect(suggestSlug(name)).toBe(slug);
  });

  it('stays within 50 characters and does not end with a dash', () => {
    const slug = suggestSlug(`${'a'.repeat(49)} b`);
    expect(slug).toBe('a'.repeat(49));
    expect(suggestSlug('x'.repeat(80))).toHaveLength(50);
  });
});

describe('funnelLink', () => {
  it('is the funnel address with the source in ?ls=', () => {
    expect(funnelLink('https://angebote.example.de', 'solar-sued')).toBe('https://angebote.example.de/?ls=solar-sued');
    expect(funnelLink('http://127.0.0.1:3999/', 'website')).toBe('http://127.0.0.1:3999/?ls=website');
  });
});
