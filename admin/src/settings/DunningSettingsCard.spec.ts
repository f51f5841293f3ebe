import { createElement } from 'react';
import { DUNNING_DEFAULTS } from '@contract/dunning-rules';
import { STAFF_ROLE_NAMES, STAFF_ROLES, staffMay } from '@contract/staff-permissions';
import { controlsIn, renderAs } from '../testing/render';
import { DunningSettingsCard } from './DunningSettingsCard';

const render = (role: (typeof STAFF_ROLES)[number]) => renderAs(role, createElement(DunningSettingsCard), [[['settings', 'dunning'], DUNNING_DEFAULTS]]);

describe("card 'Mahnwesen'", () => {
  it('is read-only everywhere for a role the permission table does not let save it (issue 27 §6)', () => {
    const readers = STAFF_ROLES.filter((role) => !staffMay(role, 'PUT /api/settings/dunning'));
    // Buchhaltung handles dunning (invoices, payments, runs) but changes its rules only through an administrator.
    expect(readers).toContain('accounting');
    for (const role of readers) {
      const html = render(role);
      const controls = controlsIn(html);
      // Steps, day fields, switches, base rates and the Creditreform address are all there …
      expect(controls.map((control) => control.name)).toEqual(
        expect.arrayContaining(['steps.0.name', 'steps.0.daysAfterPrevious', 'interestEnabled', 'flatFeeEnabled', 'baseRates.0.validFrom', 'baseRates.0.rate', 'creditreformEmail']),
      );
      // … and none of them can be changed; no button adds, removes or saves anything.
      expect(controls.filter((control) => !control.disabled)).toEqual([]);
      expect(html).toContain(`Ihre Rolle (${STAFF_ROLE_NAMES[role]}) darf diese Angaben ansehen, aber nicht ändern.`);
    }
  });

  it('can be changed by a role that may save it', () => {
    const controls = controlsIn(render('admin'));
    // 'Aktualisieren' waits for a change (react-admin's save button); everything else can be used at once.
    expect(controls.filter((control) => control.disabled).map((control) => control.name)).toEqual(['Aktualisieren']);
    expect(controls.map((control) => control.name)).toEqual(expect.arrayContaining(['Stufe hinzufügen', 'Entfernen', 'steps.0.daysAfterPrevious', 'interestEnabled', 'baseRates.0.rate']));
  });
});
