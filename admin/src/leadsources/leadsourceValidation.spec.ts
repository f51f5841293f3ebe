import { validMail, validMinQuality, validName, validReclaQuote, validSlug } from './leadsourceValidation';

const key = (name: string) => `resources.leadsources.validation.${name}`;

describe('lead-source validation', () => {
  it('wants a name', () => {
    expect(validName('Solar Süd')).toBeUndefined();
    expect(['', '   ', null, undefined].map(validName)).toEqual(Array(4).fill(key('name')));
    expect(validName('x'.repeat(200))).toBeUndefined();
    expect(validName('x'.repeat(201))).toBe(key('name_length'));
  });

  it('wants a URL-safe slug of 2 to 50 lower-case letters, digits and dashes', () => {
    expect(['solar-sued', 'ab', 'anbieter-24', 'a'.repeat(50)].map(validSlug)).toEqual(Array(4).fill(undefined));
    expect(['', null].map(validSlug)).toEqual([key('slug_required'), key('slug_required')]);
    const bad = ['a', 'Solar', 'solar süd', 'solar_sued', 'süd', 'a'.repeat(51), 'x/y', '-solar', 'solar-'];
    expect(bad.map(validSlug)).toEqual(Array(bad.length).fill(key('slug')));
  });

  it('wants a valid e-mail address when one is given', () => {
    expect(['reklamation@solar.example', '', null, undefined].map(validMail)).toEqual(Array(4).fill(undefined));
    expect(['reklamation@', 'solar.example', 'a b@c.de'].map(validMail)).toEqual(Array(3).fill(key('mail')));
  });

  it('wants a reclamation quote from 0 to 100 percent', () => {
    expect([0, 12.5, 14.35, 100, '20', '', null].map(validReclaQuote)).toEqual(Array(7).fill(undefined));
    expect([-1, 100.5, 'viel', Number.NaN, 12.345].map(validReclaQuote)).toEqual(Array(5).fill(key('reclaQuote')));
  });

  it('takes a Mindestqualität of a whole number from 0 (off) to 100', () => {
    expect([0, 60, 100, '75', '', null].map(validMinQuality)).toEqual(Array(6).fill(undefined));
    expect([-1, 101, 60.5, 'hoch', Number.NaN].map(validMinQuality)).toEqual(Array(5).fill(key('minQuality')));
  });
});
