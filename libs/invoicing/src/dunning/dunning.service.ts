import { Injectable, Logger } from '@nestjs/common';
import { Clock, JobName, OutboxService, Transactional } from '@app/infrastructure';
import { MailAttachment, MailService } from '@app/mail';
import { OrganisationDetailDto, OrganisationsService } from '@app/organisations';
import { CompanySettingsService, DunningSettingsService } from '@app/settings';
import {
  baseRateOn,
  berlinWallClock,
  DEFAULT_INTEREST_POINTS,
  defaultInterestCents,
  DunningAction,
  DunningSettings,
  dunningStateLabel,
  escapeHtml,
  FIRST_CHARGING_STEP,
  FLAT_FEE_CENTS,
  formatDate,
  isHandedOver,
  isValidDay,
  nextDunningAction,
} from '@app/contract';
import { DunningDto } from '../dto/dunning.dto';
import { Dunning } from '../entities/dunning.entity';
import { Invoice } from '../entities/invoice.entity';
import { buyerOf, sellerOf } from '../invoice-parties';
import { InvoiceRenderer } from '../invoice-renderer';
import { InvoiceRepository } from '../invoice.repository';
import { invoiceFileName } from '../invoice-view';
import { InvoicingException } from '../invoicing.exception';
import { accountStatement, reminderLetter } from './dunning-letters';
import { DunningRepository, LetterSummary } from './dunning.repository';
import { money as euros } from '../document/invoice-amounts';

const HANDOVER_NAMES = { lawyer: 'Übergabe an Anwalt', creditreform: 'Übergabe an Creditreform' } as const;
const KIND_NAMES: Record<Invoice['kind'], string> = { invoice: 'Rechnung', cancellation: 'Stornorechnung', correction: 'Rechnungskorrektur' };
const pdfAttachment = (filename: string, content: Buffer): MailAttachment => ({ filename, contentType: 'application/pdf', content });
const letterFileName = (letter: Pick<LetterSummary, 'name' | 'letterDate'>, invoiceNumber: string) =>
  `${letter.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}-${invoiceNumber}.pdf`;

/**
 * The Mahnwesen: overdue invoices move through the configured reminder steps (each a PDF letter
 * mailed to the organisation, with default interest and the flat fee from the 1. Mahnung on when
 * switched on), then go to the lawyer or Creditreform, which stops the organisation's leads until
 * staff release it. A payment or a cancellation stops a dunning at once.
 */
@Injectable()
export class DunningService {
  private readonly logger = new Logger('Mahnwesen');

  constructor(
    private readonly dunnings: DunningRepository,
    private readonly invoices: InvoiceRepository,
    private readonly organisations: OrganisationsService,
    private readonly settings: DunningSettingsService,
    private readonly company: CompanySettingsService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly renderer: InvoiceRenderer,
    private readonly clock: Clock,
  ) {}

  today(): string {
    return berlinWallClock(this.clock.now()).date;
  }

  /** The daily run: one job per overdue invoice (each safe to repeat on the same day). */
  @Transactional()
  async runDay(day: string = this.today()): Promise<{ day: string; invoices: number }> {
    if (!isValidDay(day)) throw new InvoicingException('INVALID_INVOICE', 'Der Tag muss ein gültiges Datum (JJJJ-MM-TT) sein.', { day: 'Kein gültiges Datum' });
    if (day > this.today()) throw new InvoicingException('INVALID_INVOICE', 'Das Mahnwesen läuft nicht für einen Tag in der Zukunft.', { day: 'Liegt in der Zukunft' });
    const ids = await this.dunnings.overdueInvoiceIds(day);
    for (const invoiceId of ids) await this.outbox.add(JobName.DunInvoice, { invoiceId, day });
    return { day, invoices: ids.length };
  }

  /** One invoice on one day: at most one step (or the handover) when it is due. */
  @Transactional()
  async dun(invoiceId: number, day: string): Promise<void> {
    const invoice = await this.invoices.lock(invoiceId);
    if (!invoice || invoice.kind !== 'invoice' || invoice.status !== 'open' || !invoice.dueDate || invoice.dueDate >= day) return;
    const dunning = await this.dunnings.lockOrCreate(invoice.id, invoice.organisationId);
    if (dunning.endedAt || isHandedOver(dunning.state) || dunning.state === 'released') return;
    const [settings, organisation] = await Promise.all([this.settings.get(), this.organisations.get(invoice.organisationId)]);
    const action = this.nextAction(invoice, dunning, settings, organisation);
    if (action.kind === 'step' && action.date <= day) await this.sendStep(invoice, dunning, action, settings, organisation, day);
    else if (action.kind === 'handover' && action.date <= day) await this.handOver(invoice, dunning, action.to, settings, organisation, day);
    else await this.dunnings.update(dunning.id, this.planned(action));
  }

  /** A payment or cancellation ends the dunning; the organisation's leads resume unless another handover holds them. */
  @Transactional()
  async stop(invoiceId: number, reason: 'paid' | 'voided'): Promise<void> {
    const dunning = await this.dunnings.lockByInvoice(invoiceId);
    if (!dunning || dunning.endedAt) return;
    await this.dunnings.update(dunning.id, { state: reason, endedAt: this.clock.now(), nextStep: null, nextStepDate: null });
    await this.refreshHold(dunning.organisationId);
  }

  /** Staff release an organisation held by a handover: it gets leads again (the claim stays with the lawyer). */
  @Transactional()
  async release(organisationId: number, dunningId: number, staffName: string): Promise<DunningDto> {
    const dunning = await this.dunnings.lock(dunningId);
    if (!dunning || dunning.organisationId !== organisationId) throw new InvoicingException('DUNNING_NOT_FOUND', `Mahnung ${dunningId} von Unternehmen ${organisationId} gibt es nicht.`);
    if (!isHandedOver(dunning.state)) {
      throw new InvoicingException('WRONG_STATE', 'Freigeben lässt sich nur eine an Anwalt oder Creditreform übergebene Mahnung.');
    }
    const released = { state: 'released' as const, releasedAt: this.clock.now(), releasedBy: staffName };
    await this.dunnings.update(dunning.id, released);
    await this.refreshHold(organisationId);
    return (await this.views([{ ...dunning, ...released }]))[0];
  }

  async ofOrganisation(organisationId: number): Promise<DunningDto[]> {
    return this.views(await this.dunnings.ofOrganisation(organisationId));
  }

  /** A sent letter's PDF (reminder or account statement of a handover). */
  async letterPdf(organisationId: number, dunningId: number, step: number): Promise<{ fileName: string; content: Buffer }> {
    const dunning = (await this.dunnings.ofOrganisation(organisationId)).find((candidate) => candidate.id === dunningId);
    const letter = dunning && Number.isSafeInteger(step) ? await this.dunnings.letter(dunning.id, step) : null;
    if (!dunning || !letter) throw new InvoicingException('DUNNING_NOT_FOUND', `Dieses Mahnschreiben gibt es nicht.`);
    const invoice = await this.invoices.findById(dunning.invoiceId);
    return { fileName: letterFileName(letter, invoice?.number ?? String(dunning.invoiceId)), content: letter.pdf };
  }

  private nextAction(invoice: Invoice, dunning: Dunning, settings: DunningSettings, organisation: OrganisationDetailDto): DunningAction {
    return nextDunningAction({
      dueDate: invoice.dueDate!,
      done: dunning.stepsDone,
      lastStepDate: dunning.lastStepDate,
      steps: settings.steps,
      lawyer: { active: organisation.extension.lawyer.active, days: organisation.extension.lawyer.days },
      autoCrefo: organisation.autoCrefo,
      crefoDays: organisation.crefoDays,
    });
  }

  private planned(action: DunningAction): Pick<Dunning, 'nextStep' | 'nextStepDate'> {
    if (action.kind === 'step') return { nextStep: action.name, nextStepDate: action.date };
    if (action.kind === 'handover') return { nextStep: HANDOVER_NAMES[action.to], nextStepDate: action.date };
    return { nextStep: null, nextStepDate: null };
  }

  /** The amount still owed on the invoice: its gross less the corrections issued for it. */
  private async principalOf(invoice: Invoice): Promise<number> {
    const documents = await this.invoices.ofOrganisation(invoice.organisationId);
    const credited = documents.filter((doc) => doc.kind === 'correction' && doc.originalInvoiceId === invoice.id && doc.status !== 'voided').reduce((sum, doc) => sum + doc.grossCents, 0);
    return invoice.grossCents + credited;
  }

  private charges(index: number, principalCents: number, dueDate: string, day: string, settings: DunningSettings) {
    const charging = index >= FIRST_CHARGING_STEP;
    const interest = charging && settings.interestEnabled;
    return {
      interestCents: interest ? defaultInterestCents(principalCents, dueDate, day, settings.baseRates) : 0,
      interestPercent: interest ? baseRateOn(day, settings.baseRates) + DEFAULT_INTEREST_POINTS : null,
      feeCents: charging && settings.flatFeeEnabled ? FLAT_FEE_CENTS : 0,
    };
  }

  private async sendStep(invoice: Invoice, dunning: Dunning, action: Extract<DunningAction, { kind: 'step' }>, settings: DunningSettings, organisation: OrganisationDetailDto, day: string): Promise<void> {
    const company = await this.company.data();
    const principalCents = await this.principalOf(invoice);
    const charges = this.charges(action.index, principalCents, invoice.dueDate!, day, settings);
    const previous = await this.dunnings.lettersOf([dunning.id]);
    const isLastStep = action.index === settings.steps.length - 1;
    const handoverTo = organisation.extension.lawyer.active ? 'lawyer' : organisation.autoCrefo ? 'creditreform' : null;
    const pdf = await this.renderer.letter(
      reminderLetter(sellerOf(company), buyerOf(organisation), {
        stepName: action.name,
        stepIndex: action.index,
        isLastStep,
        handoverTo,
        invoiceNumber: invoice.number!,
        invoiceDate: invoice.invoiceDate!,
        dueDate: invoice.dueDate!,
        letterDate: day,
        principalCents,
        ...charges,
        previousLetters: previous.map((letter) => ({ name: letter.name, date: letter.letterDate })),
      }),
    );
    const letter = await this.dunnings.insertLetter({ dunningId: dunning.id, step: action.index, name: action.name, letterDate: day, principalCents, interestCents: charges.interestCents, feeCents: charges.feeCents, pdf });
    const done = { state: 'step' as const, stepsDone: action.index + 1, lastStepDate: day };
    await this.dunnings.update(dunning.id, { ...done, ...this.planned(this.nextAction(invoice, { ...dunning, ...done }, settings, organisation)) });
    const invoicePdf = (await this.invoices.fileOf(invoice.id))!.pdf;
    const subject = `${action.name}: Rechnung ${invoice.number} vom ${formatDate(invoice.invoiceDate)}`;
    const text = `Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie unsere ${action.name} zur Rechnung ${invoice.number}. Die Rechnung liegt noch einmal bei.\n\nMit freundlichen Grüßen\n${company.name}\n`;
    await this.mail.queueOnce(
      {
        kind: 'dunning-step',
        recipient: organisation.email,
        subject,
        text,
        html: html(text),
        attachments: [pdfAttachment(letterFileName(letter, invoice.number!), pdf), pdfAttachment(invoiceFileName(invoice), invoicePdf)],
      },
      `dunning-${dunning.id}-step-${action.index}`,
    );
  }

  private async handOver(invoice: Invoice, dunning: Dunning, to: 'lawyer' | 'creditreform', settings: DunningSettings, organisation: OrganisationDetailDto, day: string): Promise<void> {
    const recipient = to === 'lawyer' ? organisation.extension.lawyer.email.trim() : settings.creditreformEmail.trim();
    if (!recipient) {
      // Nothing can be handed over without an address: the dunning waits and says why.
      const missing = to === 'lawyer' ? 'Übergabe an Anwalt: keine Anwalts-E-Mail am Unternehmen' : 'Übergabe an Creditreform: keine Creditreform-E-Mail im Mahnwesen';
      await this.dunnings.update(dunning.id, { nextStep: missing, nextStepDate: day });
      this.logger.warn(`Rechnung ${invoice.number}: ${missing}`);
      return;
    }
    const company = await this.company.data();
    const principalCents = await this.principalOf(invoice);
    const charges = this.charges(Math.max(settings.steps.length - 1, FIRST_CHARGING_STEP), principalCents, invoice.dueDate!, day, settings);
    const documents = await this.invoices.ofOrganisation(invoice.organisationId);
    const statement = await this.renderer.letter(
      accountStatement(
        sellerOf(company),
        buyerOf(organisation),
        day,
        documents
          .filter((doc) => doc.number)
          .sort((a, b) => (a.invoiceDate ?? '').localeCompare(b.invoiceDate ?? '') || a.id - b.id)
          .map((doc) => ({ date: doc.invoiceDate!, document: doc.number!, kind: KIND_NAMES[doc.kind] + (doc.status === 'voided' ? ' (storniert)' : ''), amountCents: doc.grossCents, paidDate: doc.status === 'open' ? null : (doc.paidDate ?? doc.invoiceDate) })),
        charges,
      ),
    );
    // The handover's record comes after the last reminder step.
    const step = Math.max(settings.steps.length, dunning.stepsDone);
    const name = HANDOVER_NAMES[to];
    await this.dunnings.insertLetter({ dunningId: dunning.id, step, name, letterDate: day, principalCents, interestCents: charges.interestCents, feeCents: charges.feeCents, pdf: statement });
    const now = this.clock.now();
    await this.dunnings.update(dunning.id, { state: to, handedOverAt: now, nextStep: null, nextStepDate: null });
    const letters = await this.dunnings.lettersWithPdf(dunning.id);
    const invoicePdf = (await this.invoices.fileOf(invoice.id))!.pdf;
    const facts = [
      `Gläubiger: ${company.name}, ${company.street}, ${company.zip} ${company.city}`,
      `Schuldner: ${organisation.name}, ${organisation.street}, ${organisation.zip} ${organisation.city}, ${organisation.email}${organisation.phone ? `, ${organisation.phone}` : ''}`,
      `Forderung: Rechnung ${invoice.number} vom ${formatDate(invoice.invoiceDate)}, fällig am ${formatDate(invoice.dueDate)}, offen ${euros(principalCents)}`,
      ...(charges.interestCents ? [`Verzugszinsen bis ${formatDate(day)}: ${euros(charges.interestCents)}`] : []),
      ...(charges.feeCents ? [`Verzugspauschale: ${euros(charges.feeCents)}`] : []),
      `Mahnungen: ${letters.filter((letter) => letter.step < step).map((letter) => `${letter.name} vom ${formatDate(letter.letterDate)}`).join(', ') || 'keine'}`,
    ];
    const text = `Sehr geehrte Damen und Herren,\n\nwir übergeben Ihnen die folgende Forderung ${to === 'lawyer' ? 'zur weiteren Verfolgung' : 'zum Inkasso'}:\n\n${facts.join('\n')}\n\nAnbei: die Rechnung, unsere Mahnschreiben und ein Kontoauszug des Schuldners.\n\nMit freundlichen Grüßen\n${company.name}\n`;
    await this.mail.queueOnce(
      {
        kind: `dunning-handover-${to}`,
        recipient,
        subject: `Forderungsübergabe: ${organisation.name}, Rechnung ${invoice.number}`,
        text,
        html: html(text),
        attachments: [
          pdfAttachment(invoiceFileName(invoice), invoicePdf),
          ...letters.map((letter) => pdfAttachment(letter.step === step ? `Kontoauszug-${organisation.id}.pdf` : letterFileName(letter, invoice.number!), letter.pdf)),
        ],
      },
      `dunning-${dunning.id}-handover`,
    );
    await this.refreshHold(invoice.organisationId);
  }

  /** Sets or clears the organisation's lead stop from its handovers that still hold it. */
  private async refreshHold(organisationId: number): Promise<void> {
    const holding = await this.dunnings.holdingHandovers(organisationId);
    if (!holding.length) return this.organisations.setDunningHold(organisationId, null);
    const first = holding[0];
    const invoice = await this.invoices.findById(first.invoiceId);
    const to = first.state === 'lawyer' ? 'an den Anwalt' : 'an Creditreform';
    await this.organisations.setDunningHold(
      organisationId,
      `Lieferstopp: Rechnung ${invoice?.number ?? first.invoiceId} wurde am ${formatDate(first.handedOverAt)} ${to} übergeben. Neue Leads erst nach Freigabe unter „Mahnungen“.`,
    );
  }

  private async views(dunnings: Dunning[]): Promise<DunningDto[]> {
    const invoices = new Map((await this.invoices.byIds([...new Set(dunnings.map((dunning) => dunning.invoiceId))])).map((invoice) => [invoice.id, invoice]));
    const letters = await this.dunnings.lettersOf(dunnings.map((dunning) => dunning.id));
    return dunnings.map((dunning) => {
      const own = letters.filter((letter) => letter.dunningId === dunning.id);
      const reminders = own.filter((letter) => letter.step < dunning.stepsDone || !letter.name.startsWith('Übergabe'));
      const invoice = invoices.get(dunning.invoiceId);
      return {
        id: dunning.id,
        invoiceId: dunning.invoiceId,
        creationDate: dunning.createdAt.toISOString(),
        state: dunning.state,
        releasedAt: dunning.releasedAt?.toISOString() ?? null,
        releasedBy: dunning.releasedBy,
        letters: own.map((letter) => ({ step: letter.step, name: letter.name, date: letter.letterDate, interest: letter.interestCents / 100, fee: letter.feeCents / 100, fileName: letterFileName(letter, invoice?.number ?? String(dunning.invoiceId)) })),
        content: {
          fullData: {
            invoiceNo: invoice?.number ?? '',
            reminders: reminders.map((letter) => letter.letterDate),
            nextStep: dunning.nextStep ?? '',
            nextStepDate: dunning.nextStepDate,
            currentState: dunningStateLabel(dunning.state, reminders.at(-1)?.name),
          },
        },
      };
    });
  }
}

/** The plain text as HTML paragraphs. */
const html = (text: string) => text.trim().split('\n\n').map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`).join('');
