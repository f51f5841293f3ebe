import { formOf, nextWeek, settingsPayload, type SettingsForm } from './settingsForm';

const form = (patch: Partial<SettingsForm>): SettingsForm => ({ pauses: [], holidaysState: '', budgetText: '', limitText: '', notificationEmail: '', ...patch });

describe('settings form', () => {
  it('pauses next week from Monday to Sunday in the German calendar', () => {
    // Friday 27 Nov 2026, and a Sunday night that is already Monday in Berlin.
    expect(nextWeek(Date.parse('2026-11-27T10:00:00Z'))).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(nextWeek(Date.parse('2026-11-29T23:30:00Z'))).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(nextWeek(Date.parse('2026-11-30T08:00:00Z'))).toEqual({ from: '2026-12-07', to: '2026-12-13' });
  });

  it('reads the budget the German way and the limit as a whole number', () => {
    expect(settingsPayload(form({ budgetText: '1.500,50', limitText: '40', holidaysState: 'BY', notificationEmail: ' a@b.de ' }), 50)).toEqual({
      payload: { pauses: [], holidaysState: 'BY', monthlyBudget: 1500.5, monthlyLeadLimit: 40, notificationEmail: 'a@b.de' },
    });
    expect(settingsPayload(form({}), 0)).toEqual({ payload: { pauses: [], holidaysState: null, monthlyBudget: null, monthlyLeadLimit: null, notificationEmail: '' } });
  });

  it('stops at the first rule broken, with the field', () => {
    expect(settingsPayload(form({ budgetText: 'viel' }), 0)).toMatchObject({ field: 'monthlyBudget' });
    expect(settingsPayload(form({ limitText: '4,5' }), 0)).toMatchObject({ field: 'monthlyLeadLimit' });
    expect(settingsPayload(form({ limitText: '60' }), 50)).toEqual({ field: 'monthlyLeadLimit', message: 'Das monatliche Lead-Limit darf höchstens 50 betragen (mit uns vereinbart).' });
    expect(settingsPayload(form({ pauses: [{ from: '2026-12-10', to: '2026-12-01', reason: '' }] }), 0)).toEqual({ field: 'pauses', message: 'Pause 1: Der erste Tag liegt nach dem letzten.' });
  });

  it('shows saved amounts the German way', () => {
    expect(formOf({ pauses: [], holidaysState: null, monthlyBudget: 1250.1, monthlyLeadLimit: 12, notificationEmail: '' })).toEqual(form({ budgetText: '1.250,10', limitText: '12' }));
  });
});
