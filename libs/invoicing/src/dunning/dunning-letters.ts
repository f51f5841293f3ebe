import { addCalendarDays, formatDate, formatPercent } from '@app/contract';
import type { LetterDocument, PostalAddress, SellerParty } from '../document/invoice-document';
import { money as euros } from '../document/invoice-amounts';


/** What a reminder letter states about the claim on its date. */
export interface ReminderFacts {
  stepName: string;
  /** 0-based; from FIRST_CHARGING_STEP on the letter charges what the settings switch on. */
  stepIndex: number;
  isLastStep: boolean;
  /** What follows the last step, for its warning; null when nothing follows. */
  handoverTo: 'lawyer' | 'creditreform' | null;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  letterDate: string;
  principalCents: number;
  interestCents: number;
  /** The rate the interest was computed with today (base + 9), for the text; null without interest. */
  interestPercent: number | null;
  feeCents: number;
  previousLetters: { name: string; date: string }[];
}

/** Days the buyer has to pay after a reminder. */
export const PAYMENT_DAYS_AFTER_REMINDER = 7;

/** A Zahlungserinnerung or Mahnung as a letter (German, formal). */
export function reminderLetter(seller: SellerParty, recipient: PostalAddress, facts: ReminderFacts): LetterDocument {
  const total = facts.principalCents + facts.interestCents + facts.feeCents;
  const deadline = formatDate(addCalendarDays(facts.letterDate, PAYMENT_DAYS_AFTER_REMINDER));
  const invoice = `Rechnung ${facts.invoiceNumber} vom ${formatDate(facts.invoiceDate)}`;
  const charges = [
    facts.interestPercent !== null && facts.interestCents > 0 ? `Verzugszinsen in Höhe von 9 Prozentpunkten über dem Basiszinssatz (derzeit ${formatPercent(facts.interestPercent)} p. a., § 288 Abs. 2 BGB)` : '',
    facts.feeCents > 0 ? `die Verzugspauschale von ${euros(facts.feeCents)} (§ 288 Abs. 5 BGB)` : '',
  ].filter(Boolean);
  const paragraphs =
    facts.stepIndex === 0
      ? [
          'Sehr geehrte Damen und Herren,',
          `sicher haben Sie es nur übersehen: Unsere ${invoice} über ${euros(facts.principalCents)} war am ${formatDate(facts.dueDate)} fällig. Bis heute konnten wir keinen Zahlungseingang feststellen.`,
        ]
      : [
          'Sehr geehrte Damen und Herren,',
          `trotz ${facts.previousLetters.map((letter) => `unserer ${letter.name} vom ${formatDate(letter.date)}`).join(' und ')} ist unsere ${invoice} über ${euros(facts.principalCents)}, fällig am ${formatDate(facts.dueDate)}, weiterhin offen.`,
          ...(charges.length ? [`Sie befinden sich seit dem ${formatDate(addCalendarDays(facts.dueDate, 1))} im Verzug. Wir berechnen ${charges.join(' sowie ')}.`] : []),
        ];
  const closing = [
    facts.stepIndex === 0
      ? `Bitte überweisen Sie den offenen Betrag bis zum ${deadline} auf das unten genannte Konto. Sollten Sie inzwischen gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.`
      : `Bitte überweisen Sie den Gesamtbetrag von ${euros(total)} bis spätestens ${deadline} auf das unten genannte Konto.`,
    ...(facts.isLastStep && facts.handoverTo
      ? [
          facts.handoverTo === 'lawyer'
            ? 'Geht der Betrag bis dahin nicht ein, übergeben wir die Forderung ohne weitere Ankündigung unserem Rechtsanwalt. Die dadurch entstehenden Kosten gehen zu Ihren Lasten.'
            : 'Geht der Betrag bis dahin nicht ein, übergeben wir die Forderung ohne weitere Ankündigung an Creditreform zum Inkasso. Die dadurch entstehenden Kosten gehen zu Ihren Lasten.',
          'Bis zum vollständigen Ausgleich liefern wir Ihnen nach der Übergabe keine neuen Leads.',
        ]
      : []),
    'Mit freundlichen Grüßen',
    seller.name,
  ];
  const rows: string[][] = [[invoice, `fällig ${formatDate(facts.dueDate)}`, euros(facts.principalCents)]];
  if (facts.interestCents > 0) rows.push(['Verzugszinsen', `${formatDate(addCalendarDays(facts.dueDate, 1))} – ${formatDate(facts.letterDate)}`, euros(facts.interestCents)]);
  if (facts.feeCents > 0) rows.push(['Verzugspauschale', '§ 288 Abs. 5 BGB', euros(facts.feeCents)]);
  return {
    seller,
    recipient,
    date: facts.letterDate,
    title: facts.stepName,
    subject: `${facts.stepName} zu unserer ${invoice}`,
    paragraphs,
    table: { columns: ['Posten', 'Zeitraum / Fälligkeit', 'Betrag'], rows, alignRight: [2] },
    totals: [['Zu zahlen', euros(total)]],
    closing,
  };
}

/** One booking of the account statement. */
export interface StatementEntry {
  date: string;
  document: string;
  kind: string;
  amountCents: number;
  paidDate: string | null;
}

/** The Kontoauszug handed over with a claim: every issued document of the buyer and what is open. */
export function accountStatement(seller: SellerParty, recipient: PostalAddress, date: string, entries: StatementEntry[], charges: { interestCents: number; feeCents: number }): LetterDocument {
  const openCents = entries.filter((entry) => !entry.paidDate).reduce((sum, entry) => sum + entry.amountCents, 0);
  const totals: [string, string][] = [['Offene Belege', euros(openCents)]];
  if (charges.interestCents > 0) totals.push(['Verzugszinsen', euros(charges.interestCents)]);
  if (charges.feeCents > 0) totals.push(['Verzugspauschale', euros(charges.feeCents)]);
  totals.push(['Offen insgesamt', euros(openCents + charges.interestCents + charges.feeCents)]);
  return {
    seller,
    recipient,
    date,
    title: 'Kontoauszug',
    subject: `Kontoauszug ${recipient.name} zum ${formatDate(date)}`,
    paragraphs: ['Alle an den Kunden ausgestellten Belege mit Zahlungsstand.'],
    table: {
      columns: ['Datum', 'Beleg', 'Art', 'Betrag', 'Bezahlt am'],
      rows: entries.map((entry) => [formatDate(entry.date), entry.document, entry.kind, euros(entry.amountCents), entry.paidDate ? formatDate(entry.paidDate) : 'offen']),
      alignRight: [3],
    },
    totals,
  };
}
