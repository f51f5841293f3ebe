import type { ClickHistoryEntry, Lead, LeadPseudonym } from '@app/leads';
import type { OrderPseudonym } from '@app/orders';

/**
 * What pseudonymisation (erasure under Art. 17 DSGVO and the retention run alike) leaves of a person's
 * records. Gone: name, address, phone, e-mail, free-text answers and remarks, the consent's IP address and
 * browser, the page address (it may carry tracking ids). Kept, because they are business records without
 * the person: the lead number, dates, postcode, the lead source, the answers chosen from a question's list
 * (by key), sales, prices, invoices and the statistics computed from them.
 */

/** Stands where a removed free text was (complaint reasons, answers and notes; mail subjects). */
export const ERASED_TEXT = '[gelöscht]';
/** A pseudonymised lead's last name: lists and statistics still show a row, and say why it has no name. */
export const ERASED_NAME = 'Gelöscht';

/** The answers a question offers, by step key (libs/funnel-questions); `freeText` answers take typed text. */
export type AnswerCatalogue = ReadonlyMap<string, { answers: readonly { text: string; freeText: boolean }[] }>;

/**
 * Answers by key that stay: one of the question's listed answers is kept as it is; typed text (a free-text
 * answer, a supplier's own wording) becomes the label of the question's free-text answer ('Sonstiges') when
 * it has one, and goes otherwise, as do keys of no question (a supplier's `extraInfo` remark).
 */
export function keptAnswers(data: Record<string, string>, catalogue: AnswerCatalogue): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    const answers = catalogue.get(key)?.answers ?? [];
    if (answers.some((answer) => !answer.freeText && answer.text === value)) kept[key] = value;
    else {
      const freeText = answers.find((answer) => answer.freeText);
      if (freeText) kept[key] = freeText.text;
    }
  }
  return kept;
}

/** The click history without the typed texts: which answer was clicked stays. */
export function keptClicks(details: ClickHistoryEntry[]): ClickHistoryEntry[] {
  return details.map(({ title, id, key, action }) => ({ ...(title === undefined ? {} : { title }), ...(id === undefined ? {} : { id }), key, action: { title: action.title } }));
}

export function leadPseudonym(lead: Pick<Lead, 'data' | 'details'>, catalogue: AnswerCatalogue, at: Date): LeadPseudonym {
  return {
    salutation: '',
    firstName: '',
    lastName: ERASED_NAME,
    phone: '',
    email: '',
    street: '',
    city: '',
    data: keptAnswers(lead.data ?? {}, catalogue),
    details: keptClicks(lead.details ?? []),
    consentIp: null,
    consentUserAgent: null,
    // A supplier's proof address may name the person; the consent's time and text version stay.
    consentProofUrl: null,
    // The double opt-in: when it was confirmed stays, from where goes, and the link stops working.
    emailConfirmTokenHash: null,
    emailConfirmIp: null,
    emailConfirmUserAgent: null,
    fromUrl: null,
    pseudonymisedAt: at,
  };
}

/**
 * An order keeps its number, postcode, status and progress (the installation business's records). The
 * last name is emptied rather than replaced: the public status page needs a matching last name, so an
 * erased order can no longer be looked up at all.
 */
export function orderPseudonym(at: Date): OrderPseudonym {
  return { firstName: '', lastName: '', street: '', city: '', phone: '', mail: '', note: '', pseudonymisedAt: at };
}
