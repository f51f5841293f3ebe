import {
  acceptsUploads,
  canDecide,
  canFile,
  deadlineOf,
  decisionAnswer,
  normaliseStatus,
  RECLAMATION_STATUSES,
  statusWhenOpened,
  STATUS_LABELS,
} from './decision-rules';

describe('complaint decision rules', () => {
  it('answers with the note, or the decision’s German default', () => {
    expect(decisionAnswer('approved', '')).toBe('Akzeptiert');
    expect(decisionAnswer('approved', '  Kunde nicht erreichbar  ')).toBe('Kunde nicht erreichbar');
    expect(decisionAnswer('rejected', undefined)).toBe('Abgelehnt');
    expect(decisionAnswer('rejected', 'ok')).toBe('Abgelehnt');
    expect(decisionAnswer('rejected', 'OK')).toBe('Abgelehnt');
    expect(decisionAnswer('rejected', 'Kontakt war korrekt')).toBe('Kontakt war korrekt');
    expect(decisionAnswer('proofRequired', null)).toBe('Nachweis benötigt');
    expect(decisionAnswer('proofRequired', 'Bitte Anrufprotokoll senden')).toBe('Bitte Anrufprotokoll senden');
  });

  it('lets staff decide until decided for good; a reverted acceptance can be decided again', () => {
    for (const status of ['open', 'inProgress', 'proofRequired'] as const) expect(canDecide(status, false)).toBe(true);
    expect(canDecide('rejected', false)).toBe(false);
    expect(canDecide('approved', true)).toBe(false);
    expect(canDecide('approved', false)).toBe(true);
  });

  it('lets the buyer change the reason only while open, and upload while open or proof is asked for', () => {
    expect(RECLAMATION_STATUSES.filter(canFile)).toEqual(['open']);
    expect(RECLAMATION_STATUSES.filter(acceptsUploads)).toEqual(['open', 'proofRequired']);
  });

  it('marks an open complaint in progress when staff open it, and nothing else', () => {
    expect(RECLAMATION_STATUSES.map(statusWhenOpened)).toEqual(['inProgress', 'inProgress', 'approved', 'rejected', 'proofRequired']);
  });

  it('counts unknown statuses as open and labels every status in German', () => {
    expect(normaliseStatus('irgendwas')).toBe('open');
    expect(normaliseStatus(undefined)).toBe('open');
    expect(normaliseStatus('proofRequired')).toBe('proofRequired');
    expect(Object.values(STATUS_LABELS)).toEqual(['Offen', 'In Bearbeitung', 'Akzeptiert', 'Abgelehnt', 'Nachweis angefordert']);
  });

  it('ends the deadline the given number of days after the sale', () => {
    expect(deadlineOf(new Date('2026-04-01T10:00:00Z'), 14).toISOString()).toBe('2026-04-15T10:00:00.000Z');
  });
});
