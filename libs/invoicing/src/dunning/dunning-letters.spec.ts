import { testSeller } from '../../../../test/support/invoice-documents';
import { accountStatement, reminderLetter, ReminderFacts } from './dunning-letters';

const buyer = { name: 'Sonnenstrom Müller GmbH', street: 'Marienplatz 1', zip: '80331', city: 'München', countryCode: 'DE' };
const facts = (change: Partial<ReminderFacts> = {}): ReminderFacts => ({
  stepName: 'Zahlungserinnerung',
  stepIndex: 0,
  isLastStep: false,
  handoverTo: 'lawyer',
  invoiceNumber: 'RE2026-0001',
  invoiceDate: '2026-12-15',
  dueDate: '2026-12-29',
  letterDate: '2027-01-05',
  principalCents: 58905,
  interestCents: 0,
  interestPercent: null,
  feeCents: 0,
  previousLetters: [],
  ...change,
});
const words = (letter: ReturnType<typeof reminderLetter>) => [...letter.paragraphs, ...(letter.closing ?? [])].join('\n');

describe('reminder letters', () => {
  it('a Zahlungserinnerung charges nothing and asks for payment within seven days', () => {
    const letter = reminderLetter(testSeller(), buyer, facts());
    expect(letter.subject).toBe('Zahlungserinnerung zu unserer Rechnung RE2026-0001 vom 15.12.2026');
    expect(words(letter)).toContain('war am 29.12.2026 fällig');
    expect(words(letter)).toContain('bis zum 12.01.2027');
    expect(letter.table?.rows).toEqual([['Rechnung RE2026-0001 vom 15.12.2026', 'fällig 29.12.2026', '589,05\u00a0€']]);
    expect(letter.totals).toEqual([['Zu zahlen', '589,05\u00a0€']]);
    expect(letter.closing?.slice(-2)).toEqual(['Mit freundlichen Grüßen', 'Leadportal Süd GmbH']);
  });

  it('a Mahnung names the earlier letters, the interest rate and the flat fee, and adds them up', () => {
    const letter = reminderLetter(
      testSeller(),
      buyer,
      facts({ stepName: '1. Mahnung', stepIndex: 1, letterDate: '2027-01-19', interestCents: 348, interestPercent: 10.27, feeCents: 4000, previousLetters: [{ name: 'Zahlungserinnerung', date: '2027-01-05' }] }),
    );
    const text = words(letter);
    expect(text).toContain('trotz unserer Zahlungserinnerung vom 05.01.2027');
    expect(text).toContain('seit dem 30.12.2026 im Verzug');
    expect(text).toContain('derzeit 10,27\u00a0% p. a., § 288 Abs. 2 BGB');
    expect(text).toContain('Verzugspauschale von 40,00\u00a0€');
    expect(letter.table?.rows.map((row) => row[0])).toEqual(['Rechnung RE2026-0001 vom 15.12.2026', 'Verzugszinsen', 'Verzugspauschale']);
    expect(letter.totals).toEqual([['Zu zahlen', '632,53\u00a0€']]);
    expect(text).not.toContain('Rechtsanwalt');
  });

  it('the last step warns of the handover and the lead stop', () => {
    const lawyer = words(reminderLetter(testSeller(), buyer, facts({ stepName: '2. Mahnung', stepIndex: 2, isLastStep: true })));
    expect(lawyer).toContain('unserem Rechtsanwalt');
    expect(lawyer).toContain('keine neuen Leads');
    expect(words(reminderLetter(testSeller(), buyer, facts({ stepIndex: 2, isLastStep: true, handoverTo: 'creditreform' })))).toContain('an Creditreform zum Inkasso');
    expect(words(reminderLetter(testSeller(), buyer, facts({ stepIndex: 2, isLastStep: true, handoverTo: null })))).not.toContain('übergeben');
  });
});

describe('account statement', () => {
  it('lists every document and adds up what is open with the charges', () => {
    const statement = accountStatement(
      testSeller(),
      buyer,
      '2027-03-04',
      [
        { date: '2026-12-15', document: 'RE2026-0001', kind: 'Rechnung', amountCents: 64260, paidDate: null },
        { date: '2027-01-01', document: 'RE2027-0001', kind: 'Rechnungskorrektur', amountCents: -5355, paidDate: null },
        { date: '2027-01-01', document: 'RE2027-0002', kind: 'Rechnung', amountCents: 5355, paidDate: '2027-03-01' },
      ],
      { interestCents: 1080, feeCents: 4000 },
    );
    expect(statement.table?.rows[2]).toEqual(['01.01.2027', 'RE2027-0002', 'Rechnung', '53,55\u00a0€', '01.03.2027']);
    expect(statement.totals).toEqual([
      ['Offene Belege', '589,05\u00a0€'],
      ['Verzugszinsen', '10,80\u00a0€'],
      ['Verzugspauschale', '40,00\u00a0€'],
      ['Offen insgesamt', '639,85\u00a0€'],
    ]);
  });
});
