import type { PortalSettingsInput } from '../api/types';
import { formChanged, formOf, nextWeek, nextWeekPaused, savedRows, settingsPayload, type SettingsForm } from './settingsForm';

const form = (patch: Partial<SettingsForm>): SettingsForm => ({ pauses: [], holidaysState: '', budgetText: '', limitText: '', notificationEmail: '', ...patch });
const saved = (patch: Partial<PortalSettingsInput>): PortalSettingsInput => ({ pauses: [], holidaysState: null, monthlyBudget: null, monthlyLeadLimit: null, notificationEmail: '', ...patch });

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

  it('names every field that stops the save at once, with the server’s rules (issue 27 §6)', () => {
    expect(settingsPayload(form({ budgetText: 'viel' }), 0)).toEqual({ errors: { monthlyBudget: 'Bitte geben Sie einen Betrag ein, z. B. 1.500 oder 1.500,00.' } });
    expect(settingsPayload(form({ limitText: '4,5' }), 0)).toEqual({ errors: { monthlyLeadLimit: 'Bitte geben Sie eine ganze Zahl ab 0 ein.' } });
    expect(
      settingsPayload(form({ pauses: [{ from: '2026-12-10', to: '2026-12-01', reason: '' }], budgetText: 'viel', limitText: '60', notificationEmail: 'keine-adresse' }), 50),
    ).toEqual({
      errors: {
        pauses: 'Pause 1: Der erste Tag liegt nach dem letzten.',
        monthlyBudget: 'Bitte geben Sie einen Betrag ein, z. B. 1.500 oder 1.500,00.',
        monthlyLeadLimit: 'Das monatliche Lead-Limit darf höchstens 50 betragen (mit uns vereinbart).',
        notificationEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse für Benachrichtigungen an.',
      },
    });
  });

  it('shows saved amounts the German way', () => {
    expect(formOf({ pauses: [], holidaysState: null, monthlyBudget: 1250.1, monthlyLeadLimit: 12, notificationEmail: '' })).toEqual(form({ budgetText: '1.250,10', limitText: '12' }));
  });
});

describe("'Nächste Woche pausieren' (issue 27 §6)", () => {
  const friday = Date.parse('2026-11-27T10:00:00Z');
  const christmas = { from: '2026-12-24', to: '2026-12-26', reason: 'Weihnachten' };

  it('saves the saved settings with next week added, not what else is typed on the page', () => {
    expect(nextWeekPaused(saved({ pauses: [christmas], holidaysState: 'BY', monthlyBudget: 500, monthlyLeadLimit: 10, notificationEmail: 'a@b.de' }), friday)).toEqual({
      pause: { from: '2026-11-30', to: '2026-12-06', reason: 'Urlaub' },
      payload: { pauses: [christmas, { from: '2026-11-30', to: '2026-12-06', reason: 'Urlaub' }], holidaysState: 'BY', monthlyBudget: 500, monthlyLeadLimit: 10, notificationEmail: 'a@b.de' },
    });
  });

  it('saves nothing when a saved pause covers next week already', () => {
    expect(nextWeekPaused(saved({ pauses: [{ from: '2026-11-28', to: '2026-12-10', reason: '' }] }), friday)).toBeNull();
    expect(nextWeekPaused(saved({ pauses: [{ from: '2026-12-01', to: '2026-12-10', reason: '' }] }), friday)).not.toBeNull();
  });

  it('marks the rows that are saved as they show', () => {
    const rows = [christmas, { from: '2026-11-30', to: '2026-12-06', reason: 'Urlaub' }, { ...christmas, reason: 'Betriebsferien' }, christmas];
    expect(savedRows(rows, [{ ...christmas, reason: ' Weihnachten ' }, { from: '2026-11-30', to: '2026-12-06', reason: 'Urlaub' }])).toEqual([true, true, false, false]);
  });
});

describe('unsaved changes', () => {
  const settings = saved({ pauses: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Weihnachten' }, { from: '2026-11-30', to: '2026-12-06', reason: 'Urlaub' }], monthlyBudget: 1500, monthlyLeadLimit: 10 });

  it('are none right after loading or saving, whatever the order of the pauses or the way an amount is written', () => {
    expect(formChanged(formOf(settings), settings)).toBe(false);
    const shown = formOf(settings);
    expect(formChanged({ ...shown, pauses: [...shown.pauses].reverse(), budgetText: '1.500', limitText: ' 10 ' }, settings)).toBe(false);
  });

  it('are any field typed or pause changed, added or removed', () => {
    const shown = formOf(settings);
    expect(formChanged({ ...shown, budgetText: '1.600' }, settings)).toBe(true);
    expect(formChanged({ ...shown, holidaysState: 'BY' }, settings)).toBe(true);
    expect(formChanged({ ...shown, notificationEmail: 'neu@example.de' }, settings)).toBe(true);
    expect(formChanged({ ...shown, pauses: shown.pauses.slice(1) }, settings)).toBe(true);
    expect(formChanged({ ...shown, pauses: [...shown.pauses, { from: '', to: '', reason: '' }] }, settings)).toBe(true);
  });
});
