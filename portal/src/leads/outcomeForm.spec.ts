import { formOf, outcomeInput, type OutcomeForm } from './outcomeForm';

const form = (patch: Partial<OutcomeForm>): OutcomeForm => ({ status: '', valueText: '', reason: '', note: '', ...patch });

describe('outcome form', () => {
  it.each([
    ['12.500', 12500],
    ['12.500,00', 12500],
    ['12500', 12500],
    ['12.500,50 €', 12500.5],
  ])('reads the order value %s as %d', (valueText, value) => {
    expect(outcomeInput(form({ status: 'won', valueText }))).toEqual({ input: { status: 'won', value } });
  });

  it('asks for the order value with won, and refuses text that is no amount', () => {
    expect(outcomeInput(form({ status: 'won' }))).toEqual({ field: 'valueText', message: 'Bitte geben Sie bei „Auftrag erhalten“ den Auftragswert in Euro an.' });
    expect(outcomeInput(form({ status: 'won', valueText: 'zwölftausend' }))).toMatchObject({ field: 'valueText' });
    expect(outcomeInput(form({ status: 'won', valueText: '0' }))).toMatchObject({ field: 'valueText' });
  });

  it('asks for the reason with lost and sends it only there', () => {
    expect(outcomeInput(form({ status: 'lost' }))).toMatchObject({ field: 'reason' });
    expect(outcomeInput(form({ status: 'lost', reason: 'price', valueText: '500' }))).toEqual({ input: { status: 'lost', reason: 'price' } });
    expect(outcomeInput(form({ status: 'reached', reason: 'price', valueText: '500' }))).toEqual({ input: { status: 'reached' } });
  });

  it('asks for a status first and keeps a trimmed note', () => {
    expect(outcomeInput(form({}))).toMatchObject({ field: 'status' });
    expect(outcomeInput(form({ status: 'appointment', note: '  Dienstag 10 Uhr ' }))).toEqual({ input: { status: 'appointment', note: 'Dienstag 10 Uhr' } });
  });

  it('fills the form from the current outcome with the value the German way', () => {
    const outcome = { status: 'won' as const, label: 'Auftrag erhalten', value: 12500, reason: null, note: '', changedAt: '2026-11-27T10:00:00Z', source: 'portal' as const, changedBy: 'Anna' };
    expect(formOf(outcome)).toEqual({ status: 'won', valueText: '12.500,00', reason: '', note: '' });
    expect(formOf(null)).toEqual(form({}));
  });
});
