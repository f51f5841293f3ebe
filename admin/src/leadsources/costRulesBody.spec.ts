import { costRulesBody, leadsourceBody } from '../dataProvider/leadsourceBodies';

describe('Zu- und Abschläge: what the form sends', () => {
  it('sends each rule with its condition’s fields only and the change that is filled in', () => {
    expect(
      costRulesBody([
        { name: ' PLZ 8 ', when: { kind: 'zipPrefix', prefix: ' 8', key: 'alt', values: ['x'] }, change: { amount: '2,5'.replace(',', '.'), percent: null } },
        { name: 'Haus', when: { kind: 'answer', key: 'buildingType', values: ['Einfamilienhaus', ' ', 'Zweifamilienhaus'], prefix: '8' }, change: { amount: null, percent: -10 } },
        { name: 'Verbrauch', when: { kind: 'answerRange', key: 'consumption', min: 5000, max: null }, change: { amount: 3, percent: '' } },
      ]),
    ).toEqual([
      { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 2.5 } },
      { name: 'Haus', when: { kind: 'answer', key: 'buildingType', values: ['Einfamilienhaus', 'Zweifamilienhaus'] }, change: { percent: -10 } },
      { name: 'Verbrauch', when: { kind: 'answerRange', key: 'consumption', min: 5000, max: undefined }, change: { amount: 3 } },
    ]);
  });

  it('leaves both changes to the server when both or neither are filled in (its German reason shows)', () => {
    expect(costRulesBody([{ name: 'X', when: { kind: 'zipPrefix', prefix: '1' }, change: { amount: 1, percent: 1 } }])[0]).toMatchObject({ change: { amount: 1, percent: 1 } });
    expect(costRulesBody([{ name: 'X', when: { kind: 'zipPrefix', prefix: '1' } }])[0]).toMatchObject({ change: {} });
  });

  it('sends the rules only from a form that has them (the add dialog leaves the server’s default)', () => {
    expect(leadsourceBody({ name: 'A', slug: 'a' })).not.toHaveProperty('costRules');
    expect(leadsourceBody({ name: 'A', slug: 'a', costRules: [] })).toMatchObject({ costRules: [] });
  });
});
