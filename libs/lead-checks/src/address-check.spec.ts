import { addressDuplicateFinding, addressKey, checkZipTown, normaliseStreet, zipFitsTown } from './address-check';

describe('normaliseStreet', () => {
  it.each([
    ['Hauptstr. 5', 'hauptstrasse 5'],
    ['Hauptstraße 5', 'hauptstrasse 5'],
    ['hauptstrasse 5', 'hauptstrasse 5'],
    ['Haupt-Str 5', 'hauptstrasse 5'],
    ['Haupt Straße 5', 'hauptstrasse 5'],
    ['HAUPTSTRASSE 5', 'hauptstrasse 5'],
    ['  Hauptstr.5 ', 'hauptstrasse 5'],
    ['Lindenstraße 5a', 'lindenstrasse 5a'],
    ['Lindenstr. 5 A', 'lindenstrasse 5a'],
    ['Lindenstrasse 5-a', 'lindenstrasse 5a'],
    ['Lindenstrasse 5 - A', 'lindenstrasse 5a'],
    ['Ring 3 b - 3 d', 'ring 3b-3d'],
    ['Am Bärenzwinger 12 - 14', 'ambaerenzwinger 12-14'],
    ['Am Baerenzwinger 12-14', 'ambaerenzwinger 12-14'],
    ['Straße des 17. Juni 135', 'strassedes17juni 135'],
    ['Str. des 17. Juni 135', 'strassedes17juni 135'],
    ['Rue de l’Église 7/1', 'ruedeleglise 7/1'],
    ['Strandweg 3', 'strandweg 3'],
    ['Straßburger Str. 9', 'strassburgerstrasse 9'],
    ['Dorfstraße', 'dorfstrasse'],
  ])('%j → %j', (street, key) => {
    expect(normaliseStreet(street)).toBe(key);
  });

  it.each([
    ['Hauptstraße 5', 'Hauptstraße 6'],
    ['Hauptstraße 5', 'Hauptweg 5'],
    ['Hauptstraße 5a', 'Hauptstraße 5b'],
    ['Bergstraße 5', 'Burgstraße 5'],
  ])('%j is another house than %j', (a, b) => {
    expect(normaliseStreet(a)).not.toBe(normaliseStreet(b));
  });
});

describe('addressKey', () => {
  it.each([
    [{ street: 'Hauptstr. 5', zip: '80331' }, '80331|hauptstrasse 5'],
    [{ street: 'Haupt-Straße 5 A', zip: ' 80331 ' }, '80331|hauptstrasse 5a'],
    // A street without a house number names many houses, not one.
    [{ street: 'Hauptstraße', zip: '80331' }, null],
    [{ street: '5', zip: '80331' }, null],
    [{ street: '', zip: '80331' }, null],
  ])('%j → %j', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('tells the same street in two towns apart', () => {
    expect(addressKey({ street: 'Hauptstraße 5', zip: '80331' })).not.toBe(addressKey({ street: 'Hauptstraße 5', zip: '10115' }));
  });

  it('the duplicate finding names the earlier lead when the caller knows it', () => {
    expect(addressDuplicateFinding(4711)).toEqual({ code: 'address-duplicate', text: 'Adresse schon als Lead vorhanden (Lead 4711)' });
    expect(addressDuplicateFinding()).toEqual({ code: 'address-duplicate', text: 'Adresse schon als Lead vorhanden' });
  });
});

describe('zipFitsTown', () => {
  it.each([
    ['München', ['München']],
    ['Muenchen', ['München']],
    ['MÜNCHEN', ['München']],
    ['Munchen', ['München']],
    ['München-Schwabing', ['München']],
    ['München Schwabing', ['München']],
    ['80331 München', ['München']],
    ['Frankfurt', ['Frankfurt am Main']],
    ['Frankfurt a.M.', ['Frankfurt am Main']],
    ['Frankfurt/Main', ['Frankfurt am Main']],
    ['Frankfurt am Main', ['Frankfurt am Main']],
    ['Halle', ['Halle (Saale)']],
    ['Halle/Saale', ['Halle (Saale)']],
    ['Halle an der Saale', ['Halle (Saale)']],
    ['Halle (Saale)', ['Halle']],
    ['Neustadt', ['Neustadt a.d. Weinstraße']],
    ['Neustadt an der Weinstrasse', ['Neustadt a.d. Weinstraße']],
    ['Neustadt/Weinstr.', ['Neustadt a.d. Weinstraße']],
    ['St. Ingbert', ['Sankt Ingbert']],
    ['Sankt Augustin', ['St. Augustin']],
    ['Berlin-Spandau', ['Berlin']],
    ['Bad Homburg', ['Bad Homburg v.d. Höhe']],
    ['Am Mellensee', ['Am Mellensee']],
    ['Ottobrunn', ['Riemerling', 'Ottobrunn']],
    ['Köln', ['Koeln']],
    ['', ['München']],
  ])('%j fits %j', (town, places) => {
    expect(zipFitsTown(town, places)).toBe(true);
  });

  it.each([
    ['Berlin', ['München']],
    ['Schwabing', ['München']],
    ['Homburg', ['Bad Homburg v.d. Höhe']],
    ['Neustadt', ['Weinstadt']],
    ['Frankfurter', ['Frankfurt am Main']],
    ['Halle', ['Hallein']],
    ['Mellensee', ['Am Mellensee']],
    ['München', []],
  ])('%j does not fit %j', (town, places) => {
    expect(zipFitsTown(town, places)).toBe(false);
  });
});

describe('checkZipTown', () => {
  it.each([
    ['80331', 'München', ['München'], []],
    ['80331', undefined, ['München'], []],
    ['80331', '', ['München'], []],
    ['99999', 'München', [], [{ code: 'zip-unknown', text: 'Postleitzahl 99999 gibt es nicht' }]],
    ['80331', 'Berlin', ['München'], [{ code: 'zip-town-mismatch', text: 'Ort „Berlin“ passt nicht zur Postleitzahl 80331 (München)' }]],
    [
      '83727',
      'Rosenheim',
      ['Schliersee', 'Neuhaus', 'Fischhausen', 'Spitzingsee'],
      [{ code: 'zip-town-mismatch', text: 'Ort „Rosenheim“ passt nicht zur Postleitzahl 83727 (Schliersee, Neuhaus, Fischhausen …)' }],
    ],
  ])('%s %j with places %j → %j', (zip, town, places, expected) => {
    expect(checkZipTown(zip, town, places)).toEqual(expected);
  });
});
