import { formatDateTime, formatPhone } from '@app/contract';
import type { DeliveryLead, DeliveryRequest } from './delivery.types';

export interface LabelledValue {
  label: string;
  value: string;
}

export interface LabelledAnswer extends LabelledValue {
  /** The funnel step key. */
  key: string;
}

/** 'Lead 4711 – Anna Schmidt': the title of the deal or lead in the buyer's CRM. */
export function leadTitle(lead: DeliveryLead): string {
  return `Lead ${lead.id} – ${lead.firstName} ${lead.lastName}`.trim();
}

/** The contact block, in the order a buyer calls and visits. */
export function contactFields(lead: DeliveryLead): LabelledValue[] {
  return [
    { label: 'Lead-Nr.', value: String(lead.id) },
    { label: 'Eingang', value: formatDateTime(lead.createdAt) },
    { label: 'Anrede', value: lead.salutation },
    { label: 'Vorname', value: lead.firstName },
    { label: 'Nachname', value: lead.lastName },
    { label: 'Telefon', value: formatPhone(lead.phone) },
    { label: 'E-Mail', value: lead.email },
    { label: 'Straße und Hausnummer', value: lead.street },
    { label: 'PLZ', value: lead.zip },
    { label: 'Ort', value: lead.city },
  ];
}

/**
 * Every answer with its German title: first in the order of `answerLabels` (the funnel's step order),
 * then answers to steps that have no title any more, under their key, so nothing the customer said is lost.
 */
export function labelledAnswers({ lead, answerLabels }: Pick<DeliveryRequest, 'lead' | 'answerLabels'>): LabelledAnswer[] {
  const keys = [...Object.keys(answerLabels).filter((key) => key in lead.data), ...Object.keys(lead.data).filter((key) => !(key in answerLabels))];
  return keys.map((key) => ({ key, label: answerLabels[key] || key, value: String(lead.data[key] ?? '') }));
}

/** Said first in the mail and the CRM note of a lead sold exclusively. */
export const EXCLUSIVE_NOTE = 'Exklusiv: Dieser Lead wurde nur an Sie verkauft.';

/** Plain-text summary for the mail's text part and CRM descriptions; empty answers are left out. */
export function summaryText(request: DeliveryRequest): string {
  const lines = [...(request.exclusive ? [EXCLUSIVE_NOTE, ''] : []), 'Kontakt', ...contactFields(request.lead).map(({ label, value }) => `${label}: ${value}`)];
  const answers = labelledAnswers(request).filter(({ value }) => value.trim() !== '');
  if (answers.length > 0) lines.push('', 'Angaben', ...answers.map(({ label, value }) => `${label}: ${value}`));
  const quality = mailQuality(request);
  if (quality) lines.push('', quality.title, ...quality.findings.map((finding) => `- ${finding}`));
  if (request.consentCertificateLink) lines.push('', `Einwilligungsnachweis (PDF): ${request.consentCertificateLink}`);
  if (request.reclamationLink) lines.push('', `Lead reklamieren: ${request.reclamationLink}`);
  return lines.join('\n');
}

/**
 * The quality lines of a lead mail, when the setting 'Qualitätswert in Lead-Mails' is on and the lead has a verdict:
 * 'Qualitätswert: 85 von 100' and what the checks found (not the ones that only could not run).
 */
export function mailQuality(request: DeliveryRequest): { title: string; findings: string[] } | null {
  const quality = request.lead.quality;
  if (!request.qualityInMail || !quality) return null;
  const findings = quality.findings.filter((finding) => finding.code !== 'email-unchecked').map((finding) => finding.text);
  return { title: `Qualitätswert: ${quality.score} von 100`, findings };
}
