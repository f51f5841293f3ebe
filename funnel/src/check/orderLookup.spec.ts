import { fullName, isComplete, progressValue, queryFromParams, telHref, trimQuery } from './orderLookup';

describe('order lookup', () => {
  it('pre-fills from the query parameters', () => {
    expect(queryFromParams(new URLSearchParams('?orderNumber=4711&zip=10115&lastName=M%C3%BCller'))).toEqual({
      orderNumber: '4711',
      zip: '10115',
      lastName: 'Müller',
    });
    expect(queryFromParams(new URLSearchParams('?zip=10115'))).toEqual({ orderNumber: '', zip: '10115', lastName: '' });
  });

  it('needs all three fields, blanks do not count', () => {
    expect(isComplete({ orderNumber: '4711', zip: '10115', lastName: 'Müller' })).toBe(true);
    expect(isComplete({ orderNumber: '4711', zip: ' ', lastName: 'Müller' })).toBe(false);
    expect(isComplete({ orderNumber: '', zip: '10115', lastName: 'Müller' })).toBe(false);
    expect(trimQuery({ orderNumber: ' 4711 ', zip: '10115 ', lastName: ' Müller' })).toEqual({
      orderNumber: '4711',
      zip: '10115',
      lastName: 'Müller',
    });
  });

  it.each([
    [45, 45],
    [45.6, 46],
    ['80', 80],
    [-5, 0],
    [140, 100],
    [null, 0],
    ['viel', 0],
  ])('progress %j → %i', (value, percent) => {
    expect(progressValue(value)).toBe(percent);
  });

  it('builds tel: links from digits and a leading plus', () => {
    expect(telHref('+49 (30) 123 45-67')).toBe('tel:+4930123456' + '7');
    expect(telHref('030 / 123 456')).toBe('tel:030123456');
  });

  it('joins first and last name, leaving out missing parts', () => {
    expect(fullName('Anna', 'Schmidt')).toBe('Anna Schmidt');
    expect(fullName(null, 'Schmidt')).toBe('Schmidt');
    expect(fullName(' ', undefined)).toBe('');
  });
});
