import { checkLeadOutcome, leadOutcomeText, OUTCOME_FUNNEL } from './lead-outcome';

describe('lead outcome rules', () => {
  it('keeps the value only with won and the reason only with lost, trimmed note', () => {
    expect(checkLeadOutcome({ status: 'won', value: 12500, reason: 'price', note: ' gut ' })).toEqual({ choice: { status: 'won', value: 12500, reason: null, note: 'gut' } });
    expect(checkLeadOutcome({ status: 'won', value: '1250.10' })).toEqual({ choice: { status: 'won', value: 1250.1, reason: null, note: '' } });
    expect(checkLeadOutcome({ status: 'lost', value: 5, reason: 'competitor' })).toEqual({ choice: { status: 'lost', value: null, reason: 'competitor', note: '' } });
    expect(checkLeadOutcome({ status: 'offer', value: null, reason: null, note: null })).toEqual({ choice: { status: 'offer', value: null, reason: null, note: '' } });
  });

  it('names the field of the first broken rule', () => {
    expect(checkLeadOutcome(null)).toMatchObject({ field: 'status' });
    expect(checkLeadOutcome({ status: 'won', value: -1 })).toMatchObject({ field: 'value' });
    expect(checkLeadOutcome({ status: 'won', value: '12,5' })).toMatchObject({ field: 'value' });
    expect(checkLeadOutcome({ status: 'lost', reason: 'weather' })).toMatchObject({ field: 'reason' });
    expect(checkLeadOutcome({ status: 'reached', note: 42 })).toEqual({ field: 'note', message: 'Die Notiz muss ein Text sein.' });
  });

  it('quotes an unknown text as sent, and no object or list', () => {
    expect(checkLeadOutcome({ status: 'vielleicht' })).toMatchObject({ message: expect.stringMatching(/^Unbekanntes Ergebnis „vielleicht“\. Möglich sind: Erreicht, /) });
    expect(checkLeadOutcome({ status: { a: 1 } })).toMatchObject({ message: expect.stringMatching(/^Unbekanntes Ergebnis\. Möglich sind: /) });
    expect(checkLeadOutcome({ status: 'lost', reason: [] })).toMatchObject({ message: expect.stringMatching(/^Unbekannter Grund\. Möglich sind: Preis, /) });
  });

  it('writes an outcome as one German line', () => {
    expect(leadOutcomeText({ status: 'won', value: 12500, reason: null })).toBe('Auftrag erhalten (12.500,00\u00a0€)');
    expect(leadOutcomeText({ status: 'lost', value: null, reason: 'noInterest' })).toBe('Verloren (Kein Interesse)');
    expect(leadOutcomeText({ status: 'unreachable', value: null, reason: null })).toBe('Nicht erreichbar');
    expect(leadOutcomeText(null)).toBe('');
  });

  it('counts a won order at every stage of the funnel, unreachable at none', () => {
    expect(Object.entries(OUTCOME_FUNNEL).filter(([, statuses]) => statuses.includes('won')).map(([stage]) => stage)).toEqual(['reached', 'appointment', 'offer', 'won']);
    expect(Object.values(OUTCOME_FUNNEL).some((statuses) => statuses.includes('unreachable'))).toBe(false);
  });
});
