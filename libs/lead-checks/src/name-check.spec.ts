import { checkName, samePhoneDifferentNames } from './name-check';

describe('checkName', () => {
  it.each([
    ['Test', 'Test'],
    ['Anna', 'Test'],
    ['test', 'Schmidt'],
    ['Max', 'Mustermann'],
    ['Erika', 'Mustermann'],
    ['Erika', 'Musterfrau'],
    ['John', 'Doe'],
    ['asdf', 'asdf'],
    ['Anna', 'qwertz'],
    ['Qwer', 'Schmidt'],
    ['Anna', 'Sdfgh'],
    ['Yxcv', 'Meier'],
    ['xxx', 'xxx'],
    ['Anna', 'Aaaa'],
    ['Asdasd', 'Meier'],
    ['Anna', 'Ababab'],
    ['Anna', 'Schmidt2'],
    ['Anna1', 'Schmidt'],
    ['Vorname', 'Nachname'],
  ])('%s %s is a placeholder', (firstName, lastName) => {
    expect(checkName(firstName, lastName)).toEqual([{ code: 'name-placeholder', text: `Platzhalter- oder Testname: ${firstName} ${lastName}` }]);
  });

  it.each([
    ['Anna', 'Schmidt'],
    ['Hans-Peter', 'Müller-Lüdenscheidt'],
    ['Ömer', 'Öztürk'],
    // Real surnames that only resemble a placeholder: an Italian name, a double name, a short name, a surname
    // inside a keyboard row.
    ['Giulia', 'Testa'],
    ['Max', 'Mustermann-Berger'],
    ['Li', 'Ng'],
    ['Lili', 'Nana'],
    ['Desmond', 'Tutu'],
    ['Susan', 'Ertz'],
    ['Maximilian', 'Test-Hoffmann'],
    ['José', "O'Neill"],
    ['', ''],
  ])('%j %j is a real name', (firstName, lastName) => {
    expect(checkName(firstName, lastName)).toEqual([]);
  });
});

describe('samePhoneDifferentNames', () => {
  const anna = { firstName: 'Anna', lastName: 'Schmidt' };

  it.each([
    [[], 'no earlier lead'],
    [[{ firstName: 'Anna', lastName: 'Schmidt' }], 'the same person'],
    [[{ firstName: 'Peter', lastName: 'Schmidt' }], 'the same household'],
    [[{ firstName: 'A.', lastName: 'SCHMIDT' }], 'the same surname in capitals'],
    [[{ firstName: 'Anna', lastName: 'Schmitt' }], 'a typo in the surname'],
    [[{ firstName: 'Anna', lastName: 'Schmidt-Berger' }], 'a double name'],
    [[{ firstName: 'Anna', lastName: '' }], 'no surname to compare'],
  ])('no finding for %j (%s)', (earlier) => {
    expect(samePhoneDifferentNames(earlier, anna)).toBeNull();
  });

  it.each([
    [[{ firstName: 'Erika', lastName: 'Meier' }], 'Dieselbe Telefonnummer kam im Duplikatzeitraum schon mit einem anderen Namen vor'],
    [
      [
        { firstName: 'Erika', lastName: 'Meier' },
        { firstName: 'Erika', lastName: 'Meier' },
        { firstName: 'Hans', lastName: 'Becker' },
        { firstName: 'Peter', lastName: 'Schmidt' },
      ],
      'Dieselbe Telefonnummer kam im Duplikatzeitraum schon mit 2 anderen Namen vor',
    ],
  ])('%j → %s', (earlier, text) => {
    expect(samePhoneDifferentNames(earlier, anna)).toEqual({ code: 'phone-other-names', text });
  });

  it('names no other lead in the finding, which outlives their deletion', () => {
    expect(samePhoneDifferentNames([{ firstName: 'Erika', lastName: 'Meier' }], anna)?.text).not.toMatch(/Erika|Meier/);
  });
});
