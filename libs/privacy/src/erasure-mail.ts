import { escapeHtml, formatDate } from '@app/contract';

/** One buyer, one lead it received: what the Art. 19 mail names. */
export interface ErasureNotice {
  leadId: number;
  soldAt: Date;
  buyerName: string;
  /** The operator (Settings 'Firmendaten'), who signs. */
  companyName: string;
}

/**
 * The mail to a buyer who received a lead of a person who had their data erased (Art. 19 DSGVO: the
 * controller tells each recipient of the data about the erasure). It names only the lead number the
 * buyer knows it by, never the person.
 */
export function erasureNoticeMail(notice: ErasureNotice): { subject: string; text: string; html: string } {
  const subject = `Bitte löschen: Daten zu Lead ${notice.leadId} (Art. 17 DSGVO)`;
  const paragraphs = [
    `Guten Tag ${notice.buyerName},`,
    `die Person, deren Anfrage wir Ihnen am ${formatDate(notice.soldAt)} als Lead ${notice.leadId} übermittelt haben, hat die Löschung ihrer personenbezogenen Daten verlangt (Art. 17 DSGVO). Wir haben ihre Daten bei uns gelöscht.`,
    `Nach Art. 19 DSGVO teilen wir Ihnen dies mit: Bitte löschen Sie die Kontaktdaten zu Lead ${notice.leadId} auch bei sich (Postfach, CRM, Tabellen) und kontaktieren Sie die Person nicht mehr, soweit Sie dafür keine eigene Rechtsgrundlage haben, etwa einen mit ihr geschlossenen Vertrag.`,
    'Ihre Rechnungen und Abrechnungen bleiben davon unberührt.',
    `Mit freundlichen Grüßen\n${notice.companyName}`,
  ];
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}
