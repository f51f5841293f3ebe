import { escapeHtml, type MailKind } from '@app/contract';
import type { Decision } from './decision-rules';

export interface DecisionMail {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('');

/** The buyer's mail about a decision on its complaint (German, formal). `link`: the complaint page, for proof requests. */
export function decisionMail(decision: Decision, leadId: number, answer: string, link: string): DecisionMail {
  const closing = 'Mit freundlichen Grüßen\nIhr Leadportal-Team';
  if (decision === 'approved') {
    const lines = ['Sehr geehrte Damen und Herren,', `Ihre Reklamation zu Lead ${leadId} wurde akzeptiert. Der Lead wird Ihnen nicht berechnet.`, `Unsere Antwort: ${answer}`, closing];
    return { kind: 'reclamation-approved', subject: `Ihre Reklamation zu Lead ${leadId} wurde akzeptiert`, text: `${lines.join('\n\n')}\n`, html: paragraphs(lines) };
  }
  if (decision === 'rejected') {
    const lines = ['Sehr geehrte Damen und Herren,', `Ihre Reklamation zu Lead ${leadId} wurde abgelehnt. Der Lead wird Ihnen weiterhin berechnet.`, `Unsere Antwort: ${answer}`, closing];
    return { kind: 'reclamation-rejected', subject: `Ihre Reklamation zu Lead ${leadId} wurde abgelehnt`, text: `${lines.join('\n\n')}\n`, html: paragraphs(lines) };
  }
  const lines = [
    'Sehr geehrte Damen und Herren,',
    `für Ihre Reklamation zu Lead ${leadId} benötigen wir einen Nachweis.`,
    `Unsere Nachricht: ${answer}`,
    'Bitte laden Sie Ihre Nachweise (zum Beispiel Fotos, Anrufprotokolle, E-Mails oder Dokumente) auf der Reklamationsseite hoch:',
  ];
  return {
    kind: 'reclamation-proof-required',
    subject: `Nachweis zu Ihrer Reklamation für Lead ${leadId} benötigt`,
    text: `${lines.join('\n\n')}\n${link}\n\n${closing}\n`,
    html: `${paragraphs(lines)}<p><a href="${escapeHtml(link)}">Nachweise hochladen</a></p>${paragraphs([closing])}`,
  };
}
