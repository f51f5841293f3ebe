import { clampEvaluationDay, isValidEmail, splitEmailList } from '@app/contract';

/** What decides whether an organisation gets the lead evaluation mail on a day. */
export interface EvaluationCandidate {
  id: number;
  deleted: boolean;
  /** Day of the month (1–28) it wants the mail. */
  leadEvaluationDay: number;
  /** Comma-separated addresses; empty: no evaluation mail. */
  leadEvaluationMail: string;
  /** Leads it bought in the month evaluated. */
  sales: number;
}

/** The addresses typed into leadEvaluationMail, each once; what is no address is left out rather than failing the whole mail. */
export function evaluationAddresses(value: string): string[] {
  const seen = new Map<string, string>();
  for (const address of splitEmailList(value ?? '')) {
    if (isValidEmail(address) && !seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), address);
  }
  return [...seen.values()];
}

/**
 * Due on `day` ('YYYY-MM-DD', a Berlin calendar day): not deleted, its evaluation day is that day of the
 * month, it named at least one address and it bought leads in the month before. A stored day outside
 * 1–28 counts as clamped (the form allows no other), so no organisation waits for a 31st that never comes.
 */
export function isDueForEvaluation(candidate: EvaluationCandidate, day: string): boolean {
  return (
    !candidate.deleted &&
    candidate.sales > 0 &&
    clampEvaluationDay(candidate.leadEvaluationDay) === Number(day.slice(8, 10)) &&
    evaluationAddresses(candidate.leadEvaluationMail).length > 0
  );
}
