import { MailService, OutgoingMail } from '@app/mail';
import { createBuyer, submitFunnelLead } from '../factories';
import { SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Issue 27, finding 1: a mail with an access link or code is never shown through the API, to no role. Before,
 * any staff member read a colleague's login code in the Postausgang, or an administrator's invitation, and set
 * its password: an administrator's session for Buchhaltung.
 */
const HIDDEN = 'Inhalt verborgen (enthält einen Zugangslink oder Code)';
const STRONG = 'Dachrinne-Solar-4711';

type Row = { id: string; kind: string; kindLabel: string; subject: string; contentHidden: boolean; recipient: string };

describe('Postausgang: mails with an access link or code (no SMTP server)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const readers: Record<string, { Authorization: string }> = {};

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.staffAuth('admin');
    readers.sales = await t.staffAuth('sales');
    readers.accounting = await t.staffAuth('accounting');
    readers.admin = admin;
  });
  afterAll(() => t.close());

  const stored = (recipient: string) => t.db.getRepository(OutgoingMail).findOneByOrFail({ recipient });
  const tokenIn = (text: string) => /set-password\?token=([\w%-]+)/.exec(text)![1];

  it('gives the inviting admin the link once and shows nobody the invitation: not in the list, not in the mail, not in a search', async () => {
    const invited = await t.http.post('/api/users').set(admin).send({ email: 'neue.chefin@example.de', name: 'Neue Chefin', role: 'admin' }).expect(201);
    const mail = await stored('neue.chefin@example.de');
    const token = tokenIn(mail.text);
    expect(mail).toMatchObject({ kind: 'staff-invitation', secret: true, status: 'held' });
    expect(invited.body.invitationLink).toMatch(/^https?:\/\/[^/]+\/login\/set-password\?token=/);
    expect(invited.body.invitationLink.endsWith(`?token=${token}`)).toBe(true);

    for (const [role, auth] of Object.entries(readers)) {
      const list = await t.http.get('/api/outgoing-mails').set(auth).expect(200);
      const row = (list.body as Row[]).find((candidate) => candidate.id === mail.id)!;
      expect({ role, row }).toMatchObject({ role, row: { kind: 'staff-invitation', kindLabel: 'Einladung Mitarbeiter', subject: HIDDEN, contentHidden: true, recipient: 'neue.chefin@example.de' } });
      const detail = await t.http.get(`/api/outgoing-mails/${mail.id}`).set(auth).expect(200);
      expect(detail.body).toMatchObject({ subject: HIDDEN, contentHidden: true, html: '', text: '', attachments: [] });
      expect(JSON.stringify(list.body) + JSON.stringify(detail.body)).not.toContain(token);
      // The subject of a secret mail is not searched: a search for its words (or a code's digits) finds nothing.
      const search = await t.http.get('/api/outgoing-mails').query({ filter: JSON.stringify({ q: 'Ihr Zugang zum Leadportal' }) }).set(auth).expect(200);
      expect(search.body).toEqual([]);
      // Sorted by subject, a secret mail sorts as if it had none: its place tells nothing about its subject.
      const bySubject = await t.http.get('/api/outgoing-mails').query({ sort: '["subject","ASC"]' }).set(auth).expect(200);
      expect((bySubject.body as Row[])[0].contentHidden).toBe(true);
    }
    // Reinviting hands a new link to the admin; the old one stops working, the new one sets the password.
    const again = await t.http.post(`/api/users/${invited.body.id}/invitation`).set(admin).expect(200);
    expect(again.body.invitationLink).toMatch(/\/login\/set-password\?token=/);
    await t.http.post('/auth/set-password').send({ token: decodeURIComponent(token), password: STRONG }).expect(400);
    await t.http.post('/auth/set-password').send({ token: decodeURIComponent(tokenIn(again.body.invitationLink)), password: STRONG }).expect(200);
    // Only the invitation's answer carries a link: the user as read later does not.
    const read = await t.http.get(`/api/users/${invited.body.id}`).set(admin).expect(200);
    expect(read.body.invitationLink).toBeUndefined();
  });

  it('hides portal invitations the same way and hands their link to whoever invited', async () => {
    const buyer = await createBuyer(t, { name: 'Geheim GmbH' });
    const invited = await t.http.post(`/api/organisation/${buyer.id}/portal-users`).set(admin).send({ email: 'petra@geheim.example', name: 'Petra' }).expect(201);
    const mail = await stored('petra@geheim.example');
    expect(mail).toMatchObject({ kind: 'portal-invitation', secret: true });
    expect(invited.body.invitationLink).toContain(tokenIn(mail.text));
    const detail = await t.http.get(`/api/outgoing-mails/${mail.id}`).set(readers.sales).expect(200);
    expect(detail.body).toMatchObject({ kindLabel: 'Einladung Käuferportal', subject: HIDDEN, html: '', text: '' });
  });

  it('does not let codes by e-mail be switched on without an SMTP server: they would never arrive', async () => {
    const sales = await t.staffAuth('sales');
    const refused = await t.http.post('/api/auth/2fa/email').set(sales).expect(409);
    expect(refused.body.error).toBe(
      'Codes per E-Mail lassen sich erst einschalten, wenn ein SMTP-Server eingerichtet ist (SMTP_URL): sonst käme kein Code an. Bitte richten Sie zuerst SMTP_URL ein oder nutzen Sie eine Authenticator-App.',
    );
    const noCode = await t.http.put('/api/auth/2fa/email').set(sales).send({ enabled: true }).expect(400);
    expect(noCode.body.error).toMatch(/^Bitte geben Sie den Testcode aus der E-Mail ein/);
  });

  it('shows an ordinary mail with its content, but a link token in it as …; the double opt-in mail not at all', async () => {
    await t.http.put('/api/settings/distribution').set(admin).send({ buyersPerLead: 2, duplicateWindowDays: 1, doubleOptIn: true }).expect(200);
    const lead = await submitFunnelLead(t, { email: 'anna@kunde.example' });
    const confirmation = await t.db.getRepository(OutgoingMail).findOneByOrFail({ leadId: lead.id, kind: 'lead-confirmation' });
    expect(confirmation.secret).toBe(true);
    const detail = await t.http.get(`/api/outgoing-mails/${confirmation.id}`).set(readers.accounting).expect(200);
    expect(detail.body).toMatchObject({ kindLabel: 'Bestätigung an Interessenten', contentHidden: true, html: '' });

    const ordinary = await t.app.get(MailService).queue({
      kind: 'lead-delivery',
      recipient: 'vertrieb@kaeufer.example',
      subject: 'Neuer Lead',
      text: 'Reklamieren: http://localhost/reclamation/4?lead=9&token=abc123DEF',
      html: '<a href="http://localhost/reclamation/4?lead=9&amp;token=abc123DEF">Reklamieren</a>',
    });
    const shown = await t.http.get(`/api/outgoing-mails/${ordinary.id}`).set(readers.sales).expect(200);
    expect(shown.body).toMatchObject({ subject: 'Neuer Lead', contentHidden: false, kindLabel: 'Lead an Käufer' });
    expect(shown.body.text).toBe('Reklamieren: http://localhost/reclamation/4?lead=9&token=…');
    expect(shown.body.html).toBe('<a href="http://localhost/reclamation/4?lead=9&amp;token=…">Reklamieren</a>');
  });
});

describe('Postausgang: codes by e-mail with an SMTP server', () => {
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('switches codes by e-mail on only with the test code from the mail; the code mails stay hidden and can be sent again', async () => {
    const person = await t.staffAuth('accounting');
    const { body: me } = await t.http.get('/api/auth/me').set(person).expect(200);
    const before = smtp.messages.length;
    await t.http.post('/api/auth/2fa/email').set(person).expect(204);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(me.email);
    expect(mail.text).toContain('Sie schalten die Anmeldung mit Code per E-Mail ein. Ihr Testcode lautet:');
    const code = /Ihr Testcode lautet: (\d{6})/.exec(mail.text ?? '')![1];
    const wrong = await t.http.put('/api/auth/2fa/email').set(person).send({ enabled: true, code: code === '000000' ? '111111' : '000000' }).expect(400);
    expect(wrong.body.error).toBe('Der Code stimmt nicht. Bitte geben Sie den Code aus der Test-Mail ein.');
    // The wrong code was counted (it counts towards the account's hourly limit like a wrong login code).
    const [{ failed }] = await t.db.query(`SELECT sum(failed_attempts)::int AS failed FROM second_factor_challenge WHERE user_id = $1`, [me.id]);
    expect(failed).toBe(1);
    // Still off: a wrong code changes nothing.
    expect((await t.http.get('/api/auth/me').set(person).expect(200)).body.twoFactor).toBeNull();
    const enabled = await t.http.put('/api/auth/2fa/email').set(person).send({ enabled: true, code }).expect(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    await t.http.put('/api/auth/2fa/email').set(person).send({ enabled: true, code }).expect(409);

    // The code mail in the Postausgang: kind and recipient, never the code; a search for the code's digits finds nothing.
    const admin = await t.staffAuth('admin');
    const list = await t.http.get('/api/outgoing-mails').query({ filter: JSON.stringify({ kind: 'staff-login-code' }) }).set(admin).expect(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((row: Row) => row.subject === HIDDEN && row.kindLabel === 'Anmeldecode')).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain(code);
    const digits = await t.http.get('/api/outgoing-mails').query({ filter: JSON.stringify({ q: code.slice(0, 3) }) }).set(admin).expect(200);
    expect(JSON.stringify(digits.body)).not.toContain('staff-login-code');

    // Sent again by staff (it failed, say): the person gets it, staff still do not see it.
    const row = list.body[0] as Row;
    await t.db.getRepository(OutgoingMail).update({ id: row.id }, { status: 'failed' });
    const resent = await t.http.post(`/api/outgoing-mails/${row.id}/send`).set(admin).expect(200);
    expect(resent.body).toMatchObject({ status: 'queued', subject: HIDDEN, contentHidden: true });
    await smtp.waitFor(before + 2);
  });
});

