import { parseGeonames } from './geonames';

const row = (zip: string, place: string, latitude: string, longitude: string, state = 'Bayern') =>
  ['DE', zip, place, state, 'BY', 'Upper Bavaria', '091', 'Kreisfreie Stadt München', '09162', latitude, longitude, ''].join('\t');

describe('parseGeonames', () => {
  it('takes the mean of all rows of a postal code, the first row’s place and state, and every place name', () => {
    const text = [
      row('20095', 'Hamburg Altstadt', '53.5453', '9.9953', 'Hamburg'),
      row('80331', 'München', '48.1345', '11.571'),
      row('20095', 'Hamburg Klostertor', '53.5439', '10.0133', 'Hamburg'),
      row('20095', 'Hamburg Sankt Georg', '53.5564', '10.0144', 'Hamburg'),
    ].join('\n');

    const { postalCodes, skipped } = parseGeonames(text);

    expect(skipped).toBe(0);
    expect([...postalCodes.keys()]).toEqual(['20095', '80331']);
    const hamburg = postalCodes.get('20095')!;
    expect(hamburg.latitude).toBeCloseTo((53.5453 + 53.5439 + 53.5564) / 3, 10);
    expect(hamburg.longitude).toBeCloseTo((9.9953 + 10.0133 + 10.0144) / 3, 10);
    expect(hamburg).toMatchObject({ place: 'Hamburg Altstadt', state: 'Hamburg' });
    expect(hamburg.placeNames).toEqual(['Hamburg Altstadt', 'Hamburg Klostertor', 'Hamburg Sankt Georg']);
    expect(postalCodes.get('80331')).toEqual({ latitude: 48.1345, longitude: 11.571, place: 'München', state: 'Bayern', placeNames: ['München'] });
  });

  it.each([
    ['sorted by code unit, whatever the file’s order', ['Zell', 'Au', 'Öhringen', 'Bach'], ['Au', 'Bach', 'Zell', 'Öhringen']],
    ['each name once, trimmed', ['München', ' München ', 'Pasing'], ['München', 'Pasing']],
    ['without empty names', ['', 'München', '  '], ['München']],
    ['none when every row’s place is empty', ['', ' '], []],
  ])('lists a code’s place names %s', (_, places, placeNames) => {
    const { postalCodes } = parseGeonames(places.map((place) => row('80331', place, '48.1345', '11.571')).join('\n'));
    expect(postalCodes.get('80331')!.placeNames).toEqual(placeNames);
    // The first row's place stays the code's place, as before.
    expect(postalCodes.get('80331')!.place).toBe(places[0].trim());
  });

  it('skips malformed rows, counts them with their line numbers and ignores blank lines', () => {
    const text = [
      row('10115', 'Berlin', '52.5323', '13.3846', 'Berlin'),
      '',
      'DE\t80331\tMünchen',
      row('80333', 'München', 'nördlich', '11.56'),
      row('80335', 'München', '48.14', ''),
      row('80336', 'München', '148.14', '11.55'),
      '   ',
      row('80337', 'München', '48.1294', '11.5585'),
    ].join('\r\n');

    const result = parseGeonames(`\uFEFF${text}\r\n`);

    expect([...result.postalCodes.keys()]).toEqual(['10115', '80337']);
    expect(result.skipped).toBe(4);
    expect(result.skippedLines).toEqual([3, 4, 5, 6]);
  });

  it('accepts only German five-digit codes (a 4-digit code is no German postal code)', () => {
    const text = [
      row('1067', 'Dresden', '51.0493', '13.7381'),
      row('010677', 'Dresden', '51.0493', '13.7381'),
      row('A1067', 'Dresden', '51.0493', '13.7381'),
      ['AT', '10115', 'Wien', 'Wien', '09', '', '', '', '', '48.2', '16.37', ''].join('\t'),
      row('01067', 'Dresden', '51.0493', '13.7381', 'Sachsen'),
    ].join('\n');

    const result = parseGeonames(text);

    expect([...result.postalCodes.keys()]).toEqual(['01067']);
    expect(result.skipped).toBe(4);
  });

  it('reports only the first ten skipped lines', () => {
    const result = parseGeonames(Array.from({ length: 25 }, () => 'kaputt').join('\n'));
    expect(result.skipped).toBe(25);
    expect(result.skippedLines).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.postalCodes.size).toBe(0);
  });
});
