import { evaluationAddresses, isDueForEvaluation } from './evaluation-rules';

describe('who gets the lead evaluation mail on a day', () => {
  const buyer = { id: 1, deleted: false, leadEvaluationDay: 10, leadEvaluationMail: 'einkauf@solar.example', sales: 5 };

  it('is due on its evaluation day of the month, not the day before or after', () => {
    expect(isDueForEvaluation(buyer, '2026-12-10')).toBe(true);
    expect(isDueForEvaluation(buyer, '2027-01-10')).toBe(true);
    expect(isDueForEvaluation(buyer, '2026-12-09')).toBe(false);
    expect(isDueForEvaluation(buyer, '2026-12-11')).toBe(false);
    expect(isDueForEvaluation({ ...buyer, leadEvaluationDay: 1 }, '2026-12-01')).toBe(true);
  });

  it('is not due when deleted, without an address or without leads bought last month', () => {
    expect(isDueForEvaluation({ ...buyer, deleted: true }, '2026-12-10')).toBe(false);
    expect(isDueForEvaluation({ ...buyer, leadEvaluationMail: '' }, '2026-12-10')).toBe(false);
    expect(isDueForEvaluation({ ...buyer, leadEvaluationMail: ' , ;' }, '2026-12-10')).toBe(false);
    expect(isDueForEvaluation({ ...buyer, leadEvaluationMail: 'kein-mail' }, '2026-12-10')).toBe(false);
    expect(isDueForEvaluation({ ...buyer, sales: 0 }, '2026-12-10')).toBe(false);
  });

  it('treats a stored day beyond 28 as the 28th, so short months do not skip it', () => {
    expect(isDueForEvaluation({ ...buyer, leadEvaluationDay: 31 }, '2027-02-28')).toBe(true);
    expect(isDueForEvaluation({ ...buyer, leadEvaluationDay: 31 }, '2026-12-31')).toBe(false);
  });

  it('reads the addresses as typed: comma or semicolon, spaces, each once, non-addresses left out', () => {
    expect(evaluationAddresses(' a@solar.example, b@solar.example;A@Solar.example , kaputt ')).toEqual(['a@solar.example', 'b@solar.example']);
    expect(evaluationAddresses('')).toEqual([]);
  });
});
