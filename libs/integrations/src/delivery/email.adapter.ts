import { Inject, Injectable, OnApplicationShutdown, Optional } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '@app/infrastructure';
import { MailService, smtpOptions } from '@app/mail';
import { isValidEmail, escapeHtml, splitEmailList } from '@app/contract';
import { DEFAULT_DELIVERY_TIMEOUT_MS, DELIVERY_TIMEOUT_MS } from './delivery-http';
import { configurationError, DeliveryError } from './delivery.error';
import type { DeliveryAdapter, DeliveryRequest, DeliveryResult } from './delivery.types';
import { contactFields, EXCLUSIVE_NOTE, LabelledValue, labelledAnswers, mailQuality, summaryText } from './lead-summary';

const MAX_SMTP_MESSAGE = 200;

/** What the Postausgang calls a lead mail to a buyer. */
export const LEAD_DELIVERY_MAIL_KIND = 'lead-delivery';

/** A held lead mail's key in the Postausgang is this and the sale's number ('sale-91'): one mail per sale. */
export const LEAD_MAIL_KEY_PREFIX = 'sale-';

/**
 * Buyer types 'buyer', 'buyer-email' and 'service-buyer': the lead as a German HTML and text mail to
 * the recipients. The Message-ID is derived from the sale, so a repeated delivery can be recognised.
 * Without SMTP_URL the mail is held in the Postausgang (once per sale) instead of failing.
 */
@Injectable()
export class EmailAdapter implements DeliveryAdapter, OnApplicationShutdown {
  private transport?: Transporter;

  constructor(
    private readonly config: AppConfig,
    private readonly mail: MailService,
    @Optional() @Inject(DELIVERY_TIMEOUT_MS) private readonly timeoutMs: number = DEFAULT_DELIVERY_TIMEOUT_MS,
  ) {}

  async deliver(request: DeliveryRequest): Promise<DeliveryResult> {
    const recipients = uniqueAddresses(request.recipients);
    if (recipients.length === 0) throw configurationError('Keine Empfänger-Adresse für die Lead-Mail hinterlegt.');
    const invalid = recipients.filter((address) => !isValidEmail(address));
    if (invalid.length > 0) throw configurationError(`Ungültige Empfänger-Adresse: ${invalid.join(', ')}.`);
    const { lead } = request;
    const content = {
      subject: `Neuer Lead ${lead.id}: ${lead.firstName} ${lead.lastName}, ${lead.zip} ${lead.city}`,
      html: mailHtml(request),
      text: `Guten Tag,\n\nSie haben einen neuen Lead erhalten.\n\n${request.fallbackFor ? `${fallbackNote(request.fallbackFor)}\n\n` : ''}${summaryText(request)}\n`,
    };
    if (!this.config.SMTP_URL) {
      // Kept for staff to read and send later; the sale's key makes a retried job find the same mail.
      await this.mail.hold({ kind: LEAD_DELIVERY_MAIL_KIND, recipient: recipients.join(', '), leadId: lead.id, ...content }, `${LEAD_MAIL_KEY_PREFIX}${request.saleId}`);
      return { held: true };
    }
    try {
      await this.transporter().sendMail({
        from: this.config.MAIL_FROM,
        to: recipients,
        ...content,
        messageId: `<sale-${request.saleId}@leadportal>`,
      });
    } catch (caught) {
      throw smtpFailure(caught);
    }
    return {};
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }

  private transporter(): Transporter {
    this.transport ??= createTransport(smtpOptions(this.config.SMTP_URL!, this.timeoutMs));
    return this.transport;
  }
}

/** Zip-condition recipients may be comma-separated lists; each address once. */
function uniqueAddresses(recipients: string[]): string[] {
  const seen = new Map<string, string>();
  for (const address of recipients.flatMap(splitEmailList)) {
    if (!seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), address);
  }
  return [...seen.values()];
}

/** SMTP 5xx answers are final (unknown recipient, refused); 4xx and connection problems pass. */
function smtpFailure(caught: unknown): DeliveryError {
  const error = caught as Error & { responseCode?: number };
  const detail = error.message.length > MAX_SMTP_MESSAGE ? `${error.message.slice(0, MAX_SMTP_MESSAGE - 1)}…` : error.message;
  return new DeliveryError(`E-Mail-Versand fehlgeschlagen: ${detail}`, (error.responseCode ?? 0) < 500);
}

/** Why a buyer who receives leads in its own system gets this one by e-mail. */
export const fallbackNote = (system: string) =>
  `Die Übermittlung an Ihr System (${system}) ist zurzeit gestört. Damit Ihnen kein Lead entgeht, erhalten Sie diesen per E-Mail. Sobald die Übermittlung wieder läuft, geht er zusätzlich an ${system}.`;

const CELL = 'style="padding:4px 12px 4px 0;vertical-align:top"';

function row({ label, value }: LabelledValue, href?: string): string {
  const shown = href && value ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  return `<tr><td ${CELL}><strong>${escapeHtml(label)}</strong></td><td ${CELL}>${shown}</td></tr>`;
}

const table = (rows: string[]) => `<table cellspacing="0" cellpadding="0" style="border-collapse:collapse">${rows.join('')}</table>`;

function qualityHtml(request: DeliveryRequest): string {
  const quality = mailQuality(request);
  if (!quality) return '';
  const findings = quality.findings.length ? `<ul>${quality.findings.map((finding) => `<li>${escapeHtml(finding)}</li>`).join('')}</ul>` : '';
  return `<h3 style="font-size:16px">Qualität</h3><p>${escapeHtml(quality.title)}</p>${findings}`;
}

function mailHtml(request: DeliveryRequest): string {
  const { lead } = request;
  const links: Record<string, string> = { Telefon: `tel:${lead.phone.replace(/[^+\d]/g, '')}`, 'E-Mail': `mailto:${lead.email}` };
  const contact = contactFields(lead).map((field) => row(field, links[field.label]));
  const answers = labelledAnswers(request)
    .filter(({ value }) => value.trim() !== '')
    .map((answer) => row(answer));
  return [
    '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">',
    `<h2 style="font-size:18px">Neuer Lead ${lead.id}</h2>`,
    '<p>Guten Tag,</p><p>Sie haben einen neuen Lead erhalten.</p>',
    request.fallbackFor ? `<p style="padding:8px 12px;background:#fff4e5;border-left:4px solid #ed6c02">${escapeHtml(fallbackNote(request.fallbackFor))}</p>` : '',
    request.exclusive ? `<p><strong>${escapeHtml(EXCLUSIVE_NOTE)}</strong></p>` : '',
    '<h3 style="font-size:16px">Kontakt</h3>',
    table(contact),
    answers.length > 0 ? `<h3 style="font-size:16px">Angaben</h3>${table(answers)}` : '',
    qualityHtml(request),
    request.consentCertificateLink
      ? `<p>Woher wir die Daten haben: <a href="${escapeHtml(request.consentCertificateLink)}">Einwilligungsnachweis (PDF)</a> – zeigen Sie ihn, wenn der Interessent danach fragt.</p>`
      : '',
    request.reclamationLink ? `<p>Passt der Lead nicht? <a href="${escapeHtml(request.reclamationLink)}">Lead reklamieren</a></p>` : '',
    '</body></html>',
  ].join('');
}
