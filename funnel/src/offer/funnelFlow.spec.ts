import type { ClickHistoryEntry, FunnelStep } from '../api';
import {
  addressWithStep,
  allowedStep,
  contactStepOf,
  detailsFor,
  furthestStep,
  matchFound,
  parseStepParam,
  postcodeOutcome,
  postcodeStepOf,
  progressPercent,
  recordAnswer,
  stepCountOf,
  type FunnelProgress,
} from './funnelFlow';

const KEYS = ['consumption', 'buildingType', 'roofType', 'roofing', 'roofAreaSize', 'financingType', 'interestBattery', 'implementationPeriod'];

const questions: FunnelStep[] = KEYS.map((key, index) => ({
  id: index + 1,
  title: `Titel ${index + 1}`,
  key,
  question: `Frage ${index + 1}?`,
  answers: [
    { text: 'Ja', freeText: false },
    { text: 'Sonstiges', freeText: true },
  ],
}));

const answered = (count: number): ClickHistoryEntry[] =>
  questions.slice(0, count).reduce<ClickHistoryEntry[]>((history, question) => recordAnswer(history, question, question.answers[0]), []);

const progressWith = (count: number, zip = ''): FunnelProgress => ({ history: answered(count), zip, fromUrl: 'http://localhost/?ls=website' });

describe('step numbers', () => {
  it('appends the postcode step (9) and the contact step (10) to eight questions', () => {
    expect(postcodeStepOf(8)).toBe(9);
    expect(contactStepOf(8)).toBe(10);
    expect(stepCountOf(8)).toBe(10);
  });
});

describe('progressPercent', () => {
  it.each([
    [1, 10, 10],
    [5, 10, 50],
    [10, 10, 100],
    [1, 3, 33],
    [2, 3, 67],
    [0, 10, 0],
    [12, 10, 100],
    [1, 0, 0],
  ])('step %i of %i → %i %%', (step, count, percent) => {
    expect(progressPercent(step, count)).toBe(percent);
  });
});

describe('parseStepParam', () => {
  it.each([
    ['3', 3],
    ['10', 10],
    [null, null],
    ['', null],
    ['0', null],
    ['-1', null],
    ['2.5', null],
    ['abc', null],
    ['1e3', null],
    ['99999', null],
  ])('%j → %j', (value, step) => {
    expect(parseStepParam(value)).toBe(step);
  });
});

describe('recordAnswer', () => {
  it('adds one entry with the step title, id, key and the answer text', () => {
    expect(recordAnswer([], questions[1], questions[1].answers[0])).toEqual([
      { title: 'Titel 2', id: 2, key: 'buildingType', action: { title: 'Ja' } },
    ]);
  });

  it('keeps the typed text of a free-text answer, trimmed', () => {
    expect(recordAnswer([], questions[0], questions[0].answers[1], '  Wärmepumpe geplant ')).toEqual([
      { title: 'Titel 1', id: 1, key: 'consumption', action: { title: 'Sonstiges', freeText: 'Wärmepumpe geplant' } },
    ]);
  });

  it('replaces the earlier answer of a step answered again after going back, keeping step order', () => {
    const history = recordAnswer(answered(3), questions[1], questions[1].answers[1], 'Reihenhaus');
    expect(history.map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(history[1].action).toEqual({ title: 'Sonstiges', freeText: 'Reihenhaus' });
  });
});

describe('furthestStep', () => {
  it('is the first unanswered question, then the postcode step, then the contact step', () => {
    expect(furthestStep(questions, progressWith(0))).toBe(1);
    expect(furthestStep(questions, progressWith(4))).toBe(5);
    expect(furthestStep(questions, progressWith(8))).toBe(9);
    expect(furthestStep(questions, progressWith(8, '10115'))).toBe(10);
    const gap = { ...progressWith(4), history: answered(4).filter((entry) => entry.id !== 2) };
    expect(furthestStep(questions, gap)).toBe(2);
  });
});

describe('allowedStep', () => {
  it('starts at step 1 without or with an unusable step parameter', () => {
    expect(allowedStep(null, questions, progressWith(0))).toBe(1);
    expect(allowedStep(11, questions, progressWith(8, '10115'))).toBe(1);
  });

  it('keeps a step whose earlier questions are answered (reload on a middle step)', () => {
    expect(allowedStep(4, questions, progressWith(3))).toBe(4);
    expect(allowedStep(2, questions, progressWith(6))).toBe(2);
  });

  it('never skips an unanswered question', () => {
    expect(allowedStep(6, questions, progressWith(2))).toBe(3);
    expect(allowedStep(10, questions, progressWith(0))).toBe(1);
  });

  it('sends a reload of the contact step without a postcode back to the postcode step', () => {
    expect(allowedStep(10, questions, progressWith(8))).toBe(9);
    expect(allowedStep(10, questions, progressWith(8, '10115'))).toBe(10);
  });
});

describe('detailsFor', () => {
  it('sends the answers of the current questions only, in question order', () => {
    const stale: ClickHistoryEntry = { title: 'Alt', id: 42, key: 'old', action: { title: 'x' } };
    const details = detailsFor(questions, [...answered(2), stale]);
    expect(details).toEqual([
      { title: 'Titel 1', id: 1, key: 'consumption', action: { title: 'Ja' } },
      { title: 'Titel 2', id: 2, key: 'buildingType', action: { title: 'Ja' } },
    ]);
  });
});

describe('addressWithStep', () => {
  it('sets the step and keeps the lead-source slug', () => {
    expect(addressWithStep('/', '?ls=partner-a', 3)).toBe('/?ls=partner-a&step=3');
    expect(addressWithStep('/', '?step=2&ls=partner-a', 3)).toBe('/?step=3&ls=partner-a');
    expect(addressWithStep('/', '', 1)).toBe('/?step=1');
  });
});

describe('postcodeOutcome (the postcode step after its check)', () => {
  it('stays at the step with the lead API’s German words for a code no place has', () => {
    expect(postcodeOutcome({ ok: true, data: { zip: '00000', known: false, covered: false } })).toEqual({
      kind: 'unknown',
      message: 'Die Postleitzahl 00000 gibt es nicht. Bitte prüfen Sie Ihre Eingabe.',
    });
  });

  it('goes on, saying whether an active buyer covers the code', () => {
    expect(postcodeOutcome({ ok: true, data: { zip: '80331', known: true, covered: true } })).toEqual({ kind: 'go-on', covered: true });
    expect(postcodeOutcome({ ok: true, data: { zip: '17039', known: true, covered: false } })).toEqual({ kind: 'go-on', covered: false });
  });

  it('goes on without claiming a match when the check fails or answers oddly', () => {
    expect(postcodeOutcome({ ok: false, status: 0 })).toEqual({ kind: 'go-on', covered: false });
    expect(postcodeOutcome({ ok: false, status: 429, error: 'Zu viele Anfragen' })).toEqual({ kind: 'go-on', covered: false });
    expect(postcodeOutcome({ ok: true, data: null as never })).toEqual({ kind: 'go-on', covered: false });
  });
});

describe('matchFound (the contact step’s notice)', () => {
  it('claims a match only for the checked, covered postcode', () => {
    expect(matchFound({ zip: '80331', covered: true }, '80331')).toBe(true);
    expect(matchFound({ zip: '1067', covered: true }, '01067')).toBe(true);
    expect(matchFound({ zip: '17039', covered: false }, '17039')).toBe(false);
    expect(matchFound({ zip: '80331' }, '80331')).toBe(false);
  });

  it('claims none once the visitor typed another postcode into the form', () => {
    expect(matchFound({ zip: '80331', covered: true }, '10115')).toBe(false);
    expect(matchFound({ zip: '80331', covered: true }, '803')).toBe(false);
  });
});
