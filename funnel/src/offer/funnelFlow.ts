import { normaliseZip, unknownZipMessage } from '@contract/lead-rules';
import type { ApiResult, ClickHistoryEntry, FunnelAnswer, FunnelStep, PostcodeCheck } from '../api';

/**
 * The funnel's step logic (spec sections 2 and 4): the server's question steps, then the postcode
 * step and the contact step appended by the client ("second reading"). Pure, so it is unit-tested.
 */

/** What the visitor has entered so far; kept in sessionStorage so a reload loses nothing. */
export interface FunnelProgress {
  /** One entry per answered question step, in step order. */
  history: ClickHistoryEntry[];
  /** From the postcode step; empty until it is done. */
  zip: string;
  /** true only when the postcode step's check found an active buyer for `zip`. */
  covered?: boolean;
  /** The page address when the funnel was first opened (carries `?ls=<slug>`). */
  fromUrl: string;
}

export const PROGRESS_DELAY_MS = 200;
export const SEARCH_DELAY_MS = 2000;

export const postcodeStepOf = (questionCount: number) => questionCount + 1;
export const contactStepOf = (questionCount: number) => questionCount + 2;
/** The question steps plus the postcode and the contact step. */
export const stepCountOf = (questionCount: number) => questionCount + 2;

/** Step id over step count as a whole percent, 0 to 100. */
export function progressPercent(step: number, stepCount: number): number {
  if (stepCount <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((step / stepCount) * 100)));
}

/** The `step` query parameter as a step number; anything but a positive whole number is `null`. */
export function parseStepParam(value: string | null): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const step = Number(value);
  return step >= 1 ? step : null;
}

export function answerFor(history: ClickHistoryEntry[], stepId: number): ClickHistoryEntry | undefined {
  return history.find((entry) => entry.id === stepId);
}

/**
 * The furthest step the visitor may be on: the first question without an answer, else the postcode
 * step until a postcode is given, else the contact step.
 */
export function furthestStep(questions: FunnelStep[], progress: FunnelProgress): number {
  const open = questions.findIndex((question) => !answerFor(progress.history, question.id));
  if (open !== -1) return open + 1;
  return progress.zip ? contactStepOf(questions.length) : postcodeStepOf(questions.length);
}

/**
 * The step to show for the address's `step`: never past an unanswered question, never the contact
 * step without a postcode (a reload there goes back to the postcode step); missing or out of range
 * means step 1.
 */
export function allowedStep(requested: number | null, questions: FunnelStep[], progress: FunnelProgress): number {
  const start = requested !== null && requested <= stepCountOf(questions.length) ? requested : 1;
  return Math.min(start, furthestStep(questions, progress));
}

/**
 * The click history after answering `step`: its previous answer (after going back) is replaced, so
 * the history holds one entry per step. A free-text answer carries the typed text.
 */
export function recordAnswer(
  history: ClickHistoryEntry[],
  step: FunnelStep,
  answer: FunnelAnswer,
  freeText?: string,
): ClickHistoryEntry[] {
  const action: ClickHistoryEntry['action'] = { title: answer.text };
  if (answer.freeText) action.freeText = (freeText ?? '').trim();
  const entry: ClickHistoryEntry = { title: step.title, id: step.id, key: step.key, action };
  return [...history.filter((existing) => existing.id !== step.id), entry].sort((a, b) => a.id - b.id);
}

/** The history as sent with the lead: only answers to the current questions, in their order. */
export function detailsFor(questions: FunnelStep[], history: ClickHistoryEntry[]): ClickHistoryEntry[] {
  return questions.flatMap((question) => {
    const entry = answerFor(history, question.id);
    return entry ? [{ ...entry, title: question.title, key: question.key }] : [];
  });
}

/** The current address with `step` set; every other query parameter (such as `ls`) stays. */
export function addressWithStep(pathname: string, search: string, step: number): string {
  const params = new URLSearchParams(search);
  params.set('step', String(step));
  return `${pathname}?${params}`;
}

/** What the postcode step does with its check: refuse a code no place has, or go on. */
export type PostcodeOutcome = { kind: 'unknown'; message: string } | { kind: 'go-on'; covered: boolean };

/**
 * A code the server does not know stays at the postcode step with the lead API's own words. Any other
 * answer goes on; a failed or odd check goes on too, claiming no match (the lead API checks again).
 */
export function postcodeOutcome(result: ApiResult<PostcodeCheck>): PostcodeOutcome {
  if (!result.ok || typeof result.data?.known !== 'boolean') return { kind: 'go-on', covered: false };
  if (!result.data.known) return { kind: 'unknown', message: unknownZipMessage(result.data.zip) };
  return { kind: 'go-on', covered: result.data.covered === true };
}

/**
 * The contact step says 'Wir haben passende Anbieter gefunden' only for the postcode that was checked
 * and found covered, not after the visitor typed another one into the form.
 */
export function matchFound(progress: Pick<FunnelProgress, 'zip' | 'covered'>, contactZip: string): boolean {
  const checked = normaliseZip(progress.zip);
  return progress.covered === true && checked !== null && normaliseZip(contactZip) === checked;
}
