import { AddressInfo, createServer, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { AppConfig } from '@app/infrastructure';
import { MailService, NewMail } from '@app/mail';
import { deliveryFailure, fakeDeliveryRequest } from '../../../../test/support/fake-delivery-request';
import { SmtpSink, startSmtpSink } from '../../../../test/support/smtp-sink';
import { EmailAdapter } from './email.adapter';

describe('EmailAdapter', () => {
  let smtp: SmtpSink;
  let adapter: EmailAdapter;
  // Sending never touches the Postausgang; only a held mail does (see the test without SMTP_URL).
  const unusedMail = {} as MailService;
  const config = (settings: Partial<AppConfig>) => Object.assign(new AppConfig(), { MAIL_FROM: 'Leadportal <leads@leadportal.example>' }, settings);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    adapter = new EmailAdapter(config({ SMTP_URL: smtp.url }), unusedMail);
  });
  afterAll(async () => {
    adapter.onApplicationShutdown();
    await smtp.close();
  });

  it('mails the lead with contact, answers and reclamation link as HTML and text to every recipient', async () => {
    const before = smtp.messages.length;
    const request = fakeDeliveryRequest({ saleId: 91, recipients: ['vertrieb@sonnenstrom.example', 'chef@sonnenstrom.example, Vertrieb@sonnenstrom.example'] });

    await expect(adapter.deliver(request)).resolves.toEqual({});

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.subject).toBe('Neuer Lead 4711: Anna Schmidt, 80331 München');
    expect(mail.messageId).toBe('<sale-91@leadportal>');
    expect(mail.from?.value).toEqual([{ name: 'Leadportal', address: 'leads@leadportal.example' }]);
    const to = Array.isArray(mail.to) ? mail.to.flatMap((entry) => entry.value) : (mail.to?.value ?? []);
    expect(to.map(({ address }) => address)).toEqual(['vertrieb@sonnenstrom.example', 'chef@sonnenstrom.example']);

    expect(mail.html).toContain('<h2 style="font-size:18px">Neuer Lead 4711</h2>');
    expect(mail.html).toMatch(/Telefon<\/strong><\/td><td [^>]*><a href="tel:\+491701234567">\+49 170 1234567<\/a>/);
    expect(mail.text).toContain('Telefon: +49 170 1234567');
    expect(mail.html).toContain('<a href="mailto:anna.schmidt@example.de">anna.schmidt@example.de</a>');
    expect(mail.html).toMatch(/Eingang<\/strong><\/td><td [^>]*>02\.03\.2026 10:15</);
    expect(mail.html).toMatch(/Stromverbrauch<\/strong><\/td><td [^>]*>3\.000 – 5\.000 kWh</);
    expect(mail.html).toContain('<a href="https://angebot.example.de/reclamation/12?lead=4711&amp;sig=Jx0pQd6Vb1mN8sK2tW4yZ7aC9eG3hL5r">Lead reklamieren</a>');

    expect(mail.text).toContain('Lead-Nr.: 4711\nEingang: 02.03.2026 10:15\nAnrede: Frau\nVorname: Anna\nNachname: Schmidt');
    expect(mail.text).toContain('Straße und Hausnummer: Marienplatz 1\nPLZ: 80331\nOrt: München');
    expect(mail.text).toContain('Angaben\nStromverbrauch: 3.000 – 5.000 kWh\nHausart: Einfamilienhaus\nDachart: Satteldach');
    expect(mail.text).toContain('Lead reklamieren: https://angebot.example.de/reclamation/12?lead=4711&sig=Jx0pQd6Vb1mN8sK2tW4yZ7aC9eG3hL5r');
    // Where the data came from, for when the homeowner asks: the signed link to the consent certificate.
    expect(mail.html).toContain('<a href="https://angebot.example.de/public-api/lead/4711/consent.pdf?buyer=12&amp;token=q3N0c2VudC1jZXJ0aWZpY2F0ZS1leGFtcGxlLXRva2Vu">Einwilligungsnachweis (PDF)</a>');
    expect(mail.text).toContain('Einwilligungsnachweis (PDF): https://angebot.example.de/public-api/lead/4711/consent.pdf?buyer=12&token=');
    // The quality check's verdict only with the setting 'Qualitätswert in Lead-Mails'.
    expect(mail.text).not.toContain('Qualitätswert');
    expect(mail.html).not.toContain('Qualitätswert');
  });

  it('names the quality score and what the checks found with the setting on, leaving out checks that could not run', async () => {
    const before = smtp.messages.length;
    const request = fakeDeliveryRequest({ saleId: 92, qualityInMail: true });
    request.lead.quality!.findings.push({ code: 'email-unchecked', text: 'E-Mail-Domain nicht geprüft (DNS nicht erreichbar)' });
    await adapter.deliver(request);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.html).toContain('<h3 style="font-size:16px">Qualität</h3><p>Qualitätswert: 85 von 100</p><ul><li>Ort „Muenchen-Mitte“ passt nicht zur Postleitzahl 80331 (München)</li></ul>');
    expect(mail.text).toContain('Qualitätswert: 85 von 100\n- Ort „Muenchen-Mitte“ passt nicht zur Postleitzahl 80331 (München)\n');
    expect(mail.text).not.toContain('nicht geprüft');
  });

  it('says in a fallback mail why it comes by e-mail and that the buyer’s system gets the lead too', async () => {
    const before = smtp.messages.length;
    await adapter.deliver(fakeDeliveryRequest({ saleId: 92, fallbackFor: 'Zapier' }));
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const note = 'Die Übermittlung an Ihr System (Zapier) ist zurzeit gestört. Damit Ihnen kein Lead entgeht, erhalten Sie diesen per E-Mail. Sobald die Übermittlung wieder läuft, geht er zusätzlich an Zapier.';
    expect(mail.text).toContain(note);
    expect(mail.html).toContain(note);
    expect(mail.subject).toBe('Neuer Lead 4711: Anna Schmidt, 80331 München');
    const before2 = smtp.messages.length;
    await adapter.deliver(fakeDeliveryRequest({ saleId: 93 }));
    expect((await smtp.waitFor(before2 + 1))[before2].text).not.toContain('zurzeit gestört');
  });

  it('escapes every value in the HTML part and leaves the text part readable', async () => {
    const before = smtp.messages.length;
    const base = fakeDeliveryRequest();
    const request = fakeDeliveryRequest({
      lead: { ...base.lead, firstName: '<script>alert(1)</script>', street: 'Haupt"str. 1 & 2', data: { ...base.lead.data, note: "<b>Dach</b> 'alt'" } },
      answerLabels: { ...base.answerLabels, note: 'Bemerkung <i>' },
      reclamationLink: undefined,
    });

    await adapter.deliver(request);

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.subject).toBe('Neuer Lead 4711: <script>alert(1)</script> Schmidt, 80331 München');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Haupt&quot;str. 1 &amp; 2');
    expect(mail.html).toContain('Bemerkung &lt;i&gt;</strong>');
    expect(mail.html).toContain('&lt;b&gt;Dach&lt;/b&gt; &#39;alt&#39;');
    expect(mail.html).not.toContain('reklamieren');
    expect(mail.text).toContain("Bemerkung <i>: <b>Dach</b> 'alt'");
    expect(mail.text).not.toContain('reklamieren');
  });

  it('leaves out empty answers', async () => {
    const before = smtp.messages.length;
    const base = fakeDeliveryRequest();
    await adapter.deliver(fakeDeliveryRequest({ lead: { ...base.lead, data: { consumption: '', roofType: 'Flachdach' } } }));
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.text).toContain('Angaben\nDachart: Flachdach');
    expect(mail.text).not.toContain('Stromverbrauch');
  });

  it('holds the lead mail in the Postausgang without SMTP_URL, keyed by the sale so a repeated job keeps one mail', async () => {
    const held: { mail: NewMail; key: string }[] = [];
    const mail = { hold: async (stored: NewMail, key: string) => void held.push({ mail: stored, key }) } as unknown as MailService;
    const unconfigured = new EmailAdapter(config({ SMTP_URL: undefined }), mail);
    const before = smtp.messages.length;

    await expect(unconfigured.deliver(fakeDeliveryRequest({ saleId: 91, recipients: ['vertrieb@sonnenstrom.example, chef@sonnenstrom.example'] }))).resolves.toEqual({ held: true });

    expect(held).toHaveLength(1);
    expect(held[0].key).toBe('sale-91');
    expect(held[0].mail).toMatchObject({
      kind: 'lead-delivery',
      recipient: 'vertrieb@sonnenstrom.example, chef@sonnenstrom.example',
      leadId: 4711,
      subject: 'Neuer Lead 4711: Anna Schmidt, 80331 München',
    });
    expect(held[0].mail.html).toContain('<h2 style="font-size:18px">Neuer Lead 4711</h2>');
    expect(held[0].mail.text).toContain('Lead-Nr.: 4711');
    expect(smtp.messages.length).toBe(before);
    // Wrong recipients stay a failure: holding cannot fix them.
    expect(await deliveryFailure(unconfigured.deliver(fakeDeliveryRequest({ recipients: ['kein-at-zeichen'] })))).toMatchObject({ retryable: false });
  });

  it('does not send without recipients (not retryable)', async () => {
    expect(await deliveryFailure(adapter.deliver(fakeDeliveryRequest({ recipients: [' '] })))).toMatchObject({
      retryable: false,
      message: 'Keine Empfänger-Adresse für die Lead-Mail hinterlegt.',
    });
    expect(await deliveryFailure(adapter.deliver(fakeDeliveryRequest({ recipients: ['kein-at-zeichen'] })))).toMatchObject({
      retryable: false,
      message: 'Ungültige Empfänger-Adresse: kein-at-zeichen.',
    });
  });

  it('retries when the mail server cannot be reached', async () => {
    const gone = await startSmtpSink();
    await gone.close();
    const unreachable = new EmailAdapter(config({ SMTP_URL: gone.url }), unusedMail);
    const error = await deliveryFailure(unreachable.deliver(fakeDeliveryRequest()));
    unreachable.onApplicationShutdown();
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/^E-Mail-Versand fehlgeschlagen: /);
  });

  it('gives up when the mail server refuses a recipient for good (5xx)', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.server.address() as AddressInfo;
    const strict = new EmailAdapter(config({ SMTP_URL: `smtp://127.0.0.1:${port}?starttls=off` }), unusedMail);
    try {
      const error = await deliveryFailure(strict.deliver(fakeDeliveryRequest()));
      expect(error.retryable).toBe(false);
      expect(error.message).toContain('Mailbox unavailable');
    } finally {
      strict.onApplicationShutdown();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('gives up on a mail server that never answers after the delivery timeout, to try again later', async () => {
    // Accepts the connection but never sends its greeting.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hanging = new EmailAdapter(config({ SMTP_URL: `smtp://127.0.0.1:${port}?starttls=off` }), unusedMail, 300);
    try {
      const started = Date.now();
      const error = await deliveryFailure(hanging.deliver(fakeDeliveryRequest()));
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(error.retryable).toBe(true);
      expect(error.message).toMatch(/^E-Mail-Versand fehlgeschlagen: .*(Greeting never received|Timeout)/i);
    } finally {
      hanging.onApplicationShutdown();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
