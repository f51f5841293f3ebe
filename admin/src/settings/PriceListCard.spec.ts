import { createElement } from 'react';
import type { PriceList } from '@contract/price-list';
import { STAFF_ROLE_NAMES, STAFF_ROLES, staffMay } from '@contract/staff-permissions';
import { controlsIn, renderAs } from '../testing/render';
import { PRICE_LIST_QUERY_KEY, PriceListCard } from './PriceListCard';

const LIST: PriceList = {
  basePrice: 45,
  rules: [
    { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5 } },
    { name: 'Speicher', when: { kind: 'answer', key: 'interestBattery', values: ['Ja', 'Vielleicht'] }, change: { amount: 3 } },
    { name: 'Großer Verbrauch', when: { kind: 'answerRange', key: 'consumption', min: 5000 }, change: { amount: 10 } },
    { name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 40 } },
    { name: 'Ab Tag 3', when: { kind: 'ageDays', from: 3, to: 6 }, change: { percent: -30 } },
    { name: 'Nach Reklamation', when: { kind: 'afterComplaint' }, change: { percent: -40 } },
  ],
};

const render = (role: (typeof STAFF_ROLES)[number], list: PriceList = LIST) => renderAs(role, createElement(PriceListCard), [[PRICE_LIST_QUERY_KEY, list]]);

describe("card 'Preise'", () => {
  it('shows the base price and each rule with the fields its condition needs, in German', () => {
    const html = render('admin');
    for (const text of ['Preise', 'Grundpreis pro Lead', 'Regeln', 'Regel hinzufügen', 'PLZ-Anfang', 'Frage (Schlüssel)', 'Antworten', 'Mindestens', 'Ab Tag', 'Bis Tag', 'Speichern']) expect(html).toContain(text);
    // The change shows its unit: € for an amount, % for a percentage.
    expect(html).toMatch(/value="45,00"/);
    expect(html).toMatch(/value="-30,00"[\s\S]*?%/);
    const names = controlsIn(html).map((control) => control.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'basePrice',
        'rules.0.name',
        'rules.0.prefix',
        'rules.0.changeValue',
        'rules.1.key',
        'rules.1.values',
        'rules.2.min',
        'rules.2.max',
        'rules.4.from',
        'rules.4.to',
        'rules.5.changeValue',
      ]),
    );
    // Each row only has the fields of its own condition: no postal-code prefix on the answer rule, no answers on the exclusive one.
    expect(names).not.toContain('rules.1.prefix');
    expect(names).not.toContain('rules.3.values');
    expect(names).not.toContain('rules.3.key');
  });

  it('starts without a price list: base 0,00 € and no rules', () => {
    const html = render('admin', { basePrice: 0, rules: [] });
    expect(html).toMatch(/value="0,00"/);
    expect(controlsIn(html).map((control) => control.name)).not.toContain('rules.0.name');
    expect(html).toContain('Regel hinzufügen');
  });

  it('is read-only for every role the permission table does not let save it', () => {
    const readers = STAFF_ROLES.filter((role) => !staffMay(role, 'PUT /api/settings/prices'));
    expect(readers).toEqual(['sales', 'accounting']);
    for (const role of readers) {
      const html = render(role);
      expect(controlsIn(html).filter((control) => !control.disabled)).toEqual([]);
      expect(html).not.toContain('Speichern');
      expect(html).toContain(`Ihre Rolle (${STAFF_ROLE_NAMES[role]}) darf diese Angaben ansehen, aber nicht ändern.`);
    }
  });
});
