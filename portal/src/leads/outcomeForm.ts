import { checkLeadOutcome, LEAD_OUTCOME_LABELS, LEAD_OUTCOME_STATUSES, LOST_REASON_LABELS, LOST_REASONS, type LeadOutcomeStatus, type LostReason } from '@contract/lead-outcome';
import { parseGermanAmount } from '@contract/german-amount';
import type { OutcomeInput, PortalOutcome } from '../api/types';
import { texts } from '../texts';

/** The outcome form as typed: the order value is German text ('12.500' or '12.500,00'). */
export interface OutcomeForm {
  status: LeadOutcomeStatus | '';
  valueText: string;
  reason: LostReason | '';
  note: string;
}

export const OUTCOME_CHOICES = LEAD_OUTCOME_STATUSES.map((id) => ({ id, name: LEAD_OUTCOME_LABELS[id] }));
export const LOST_REASON_CHOICES = LOST_REASONS.map((id) => ({ id, name: LOST_REASON_LABELS[id] }));

/** The form as the current outcome fills it (the value shown the German way, '12.500,00'). */
export function formOf(outcome: PortalOutcome | null): OutcomeForm {
  if (!outcome) return { status: '', valueText: '', reason: '', note: '' };
  return {
    status: outcome.status,
    valueText: outcome.value === null ? '' : outcome.value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    reason: outcome.reason ?? '',
    note: outcome.note ?? '',
  };
}

/**
 * What to send, or the field and German reason that stops it: the same rules the server applies
 * (libs/contract checkLeadOutcome), after reading the German number. Value and reason are sent only with
 * the status they belong to.
 */
export function outcomeInput(form: OutcomeForm): { input: OutcomeInput } | { field: keyof OutcomeForm; message: string } {
  let value: number | undefined;
  if (form.status === 'won' && form.valueText.trim() !== '') {
    const parsed = parseGermanAmount(form.valueText);
    if (parsed === null) return { field: 'valueText', message: texts.outcome.valueInvalid };
    value = parsed;
  }
  const checked = checkLeadOutcome({ status: form.status, value, reason: form.status === 'lost' ? form.reason : undefined, note: form.note });
  if ('field' in checked) return { field: checked.field === 'value' ? 'valueText' : (checked.field as keyof OutcomeForm), message: checked.message };
  const { choice } = checked;
  const input: OutcomeInput = { status: choice.status };
  if (choice.value !== null) input.value = choice.value;
  if (choice.reason !== null) input.reason = choice.reason;
  if (choice.note !== '') input.note = choice.note;
  return { input };
}
