import { totpCodeAt } from '@app/auth';
import { OutgoingMail } from '@app/mail';
import { Organisation } from '@app/organisations';
import { BUYER_ROLE } from '@app/portal-auth';
import { createBuyer, deleteOrganisation } from '../factories/organisations';
import { PORTAL_TEST_PASSWORD, portalLogin } from '../support/portal-session';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const STRONG = 'Dachrinne-Solar-4711';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('Käuferportal: Benutzer und Anmeldung', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const clock = TestClock.runningFrom('2026-11-27T09:00:00+01:00');

  beforeAll(async () => {
    t = await startTestApp();
    t.useClock(clock);
    admin = await t.staffAuth('admin');
  });
  afterAll(() => t.close());

  const lastMailTo = async (recipient: string): Promise<OutgoingMail> => {
    const mails = await t.db.getRepository(OutgoingMail).find({ where: { recipient }, order: { createdAt: 'DESC', id: 'DESC' } });
    expect(mails.length).toBeGreaterThan(0);
    return mails[0];
  };
  const tokenFromInvitation = async (recipient: string) => {
    const link = /(http\S+\/portal\/set-password\?token=([\w-]+))/.exec((await lastMailTo(recipient)).text);
    expect(link).not.toBeNull();
    return decodeURIComponent(link![2]);
  };
  const invite = async (organisationId: number, email: string, name = 'Petra Müller') =>
    (await t.http.post(`/api/organisation/${organisationId}/portal-users`).set(admin).send({ email, name }).expect(201)).body as { id: number; invitationPending: boolean };
  const login = (email: string, password: string) => t.http.post('/portal-api/auth/login').send({ email, password });
  const onboard = async (organisationId: number, email: string) => {
    const user = await invite(organisationId, email);
    await t.http.post('/portal-api/auth/set-password').send({ token: await tokenFromInvitation(email), password: STRONG }).expect(200);
    const session = await login(email, STRONG).expect(200);
    return { id: user.id, token: session.body.token as string, renewToken: session.body.renewToken as string };
  };

  describe('invitation by staff', () => {
    it('invites with a German mail whose single-use link sets a strong password, then logs in, renews and logs out', async () => {
      const buyer = await createBuyer(t, { name: 'Solar Müller GmbH' });
      const created = await t.http.post(`/api/organisation/${buyer.id}/portal-users`).set(admin).send({ email: 'Einkauf@Solar-Mueller.de', name: 'Petra Müller' }).expect(201);
      expect(created.body).toMatchObject({ organisationId: buyer.id, email: 'einkauf@solar-mueller.de', name: 'Petra Müller', active: true, lastLoginAt: null, invitationPending: true });

      const mail = await lastMailTo('einkauf@solar-mueller.de');
      expect(mail.subject).toBe('Ihr Zugang zum Käuferportal');
      expect(mail.text).toContain('Guten Tag Petra Müller,');
      expect(mail.text).toContain('(Unternehmen: Solar Müller GmbH)');
      expect(mail.text).toContain('Der Link ist 72 Stunden gültig und funktioniert nur einmal.');
      expect(mail.text).toContain(`${t.config.publicBaseUrl}/portal/set-password?token=`);
      const token = await tokenFromInvitation('einkauf@solar-mueller.de');
      // No password yet: nobody can log in.
      await login('einkauf@solar-mueller.de', '').expect(401);

      const short = await t.http.post('/portal-api/auth/set-password').send({ token, password: 'kurz' }).expect(400);
      expect(short.body.error).toBe('Das Passwort muss mindestens 12 Zeichen lang sein.');
      // Made of the person's own address: guessable.
      const personal = await t.http.post('/portal-api/auth/set-password').send({ token, password: 'einkaufmueller' }).expect(400);
      expect(personal.body.error).toMatch(/^Das Passwort ist zu leicht zu erraten\./);
      const done = await t.http.post('/portal-api/auth/set-password').send({ token, password: STRONG }).expect(200);
      expect(done.body).toEqual({ email: 'einkauf@solar-mueller.de' });
      const again = await t.http.post('/portal-api/auth/set-password').send({ token, password: 'Noch-ein-Passwort-99' }).expect(400);
      expect(again.body.error).toBe('Dieser Link ist ungültig oder abgelaufen. Bitte lassen Sie sich einen neuen schicken.');

      const wrong = await login('einkauf@solar-mueller.de', 'Falsches-Passwort-1').expect(401);
      expect(wrong.body.error).toBe('E-Mail oder Passwort ist falsch.');
      const session = await login('EINKAUF@solar-mueller.de ', STRONG).expect(200);
      expect(session.body).toEqual({
        token: expect.any(String),
        renewToken: expect.any(String),
        user: { id: created.body.id, email: 'einkauf@solar-mueller.de', name: 'Petra Müller', organisationId: buyer.id },
      });
      const me = await t.http.get('/portal-api/auth/me').set(bearer(session.body.token)).expect(200);
      expect(me.body).toMatchObject({ id: created.body.id, organisationId: buyer.id, twoFactor: null, unusedRecoveryCodes: 0 });

      const listed = await t.http.get(`/api/organisation/${buyer.id}/portal-users`).set(admin).expect(200);
      expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, invitationPending: false, lastLoginAt: expect.any(String), active: true })]);

      clock.advance(60_000);
      const renewed = await t.http.post('/portal-api/auth/renew').send({ renewToken: session.body.renewToken }).expect(200);
      expect(renewed.body.user).toEqual(session.body.user);
      await t.http.get('/portal-api/auth/me').set(bearer(renewed.body.token)).expect(200);
      // A renew token works once; presenting it again ends the whole session.
      const replay = await t.http.post('/portal-api/auth/renew').send({ renewToken: session.body.renewToken }).expect(401);
      expect(replay.body.error).toBe('Sitzung aus Sicherheitsgründen beendet. Bitte erneut anmelden.');
      await t.http.post('/portal-api/auth/renew').send({ renewToken: renewed.body.renewToken }).expect(401);

      const second = await login('einkauf@solar-mueller.de', STRONG).expect(200);
      await t.http.get('/portal-api/auth/me').set(bearer(second.body.token)).expect(200);
      await t.http.post('/portal-api/auth/logout').send({ renewToken: second.body.renewToken }).expect(204);
      // The access token of the login ends with it, not 15 minutes later.
      await t.http.get('/portal-api/auth/me').set(bearer(second.body.token)).expect(401);
      await t.http.get('/portal-api/leads').set(bearer(second.body.token)).expect(401);
      const ended = await t.http.post('/portal-api/auth/renew').send({ renewToken: second.body.renewToken }).expect(401);
      expect(ended.body.error).toBe('Sitzung abgelaufen. Bitte erneut anmelden.');
    });

    it('lets the link lapse after 72 hours; sending the invitation again replaces it', async () => {
      const buyer = await createBuyer(t);
      const user = await invite(buyer.id, 'spaet@kaeufer.example');
      const token = await tokenFromInvitation('spaet@kaeufer.example');
      clock.advance(73 * 3600_000);
      const late = await t.http.post('/portal-api/auth/set-password').send({ token, password: STRONG }).expect(400);
      expect(late.body.error).toBe('Dieser Link ist ungültig oder abgelaufen. Bitte lassen Sie sich einen neuen schicken.');
      await t.http.post(`/api/organisation/${buyer.id}/portal-users/${user.id}/invitation`).set(admin).expect(200);
      const fresh = await tokenFromInvitation('spaet@kaeufer.example');
      expect(fresh).not.toBe(token);
      await t.http.post('/portal-api/auth/set-password').send({ token, password: STRONG }).expect(400);
      await t.http.post('/portal-api/auth/set-password').send({ token: fresh, password: STRONG }).expect(200);
    });

    it('answers unknown organisations and users with a German 404, refuses bad input and taken addresses', async () => {
      const buyer = await createBuyer(t);
      const other = await createBuyer(t);
      const unknown = await t.http.get('/api/organisation/999999/portal-users').set(admin).expect(404);
      expect(unknown.body.error).toBe('Unternehmen 999999 gibt es nicht.');
      await t.http.post('/api/organisation/999999/portal-users').set(admin).send({ email: 'x@kaeufer.example', name: 'X' }).expect(404);
      await t.http.get('/api/organisation/abc/portal-users').set(admin).expect(404);
      const user = await invite(buyer.id, 'einer@kaeufer.example');
      // The user exists, but not in this organisation.
      const foreign = await t.http.put(`/api/organisation/${other.id}/portal-users/${user.id}`).set(admin).send({ active: false }).expect(404);
      expect(foreign.body.error).toBe(`Einen Benutzer des Käuferportals mit der Id ${user.id} gibt es nicht.`);
      await t.http.post(`/api/organisation/${other.id}/portal-users/${user.id}/invitation`).set(admin).expect(404);
      await t.http.put(`/api/organisation/${buyer.id}/portal-users/999999`).set(admin).send({ active: false }).expect(404);

      const badMail = await t.http.post(`/api/organisation/${buyer.id}/portal-users`).set(admin).send({ email: 'kein-mail', name: 'X' }).expect(400);
      expect(badMail.body.error).toContain('Bitte eine gültige E-Mail-Adresse angeben.');
      const noName = await t.http.post(`/api/organisation/${buyer.id}/portal-users`).set(admin).send({ email: 'y@kaeufer.example', name: '   ' }).expect(400);
      expect(noName.body.error).toBe('Bitte einen Namen angeben.');
      await t.http.put(`/api/organisation/${buyer.id}/portal-users/${user.id}`).set(admin).send({ active: 'nein' }).expect(400);
      // Unique across all buyer users, whatever the case.
      const taken = await t.http.post(`/api/organisation/${other.id}/portal-users`).set(admin).send({ email: 'EINER@kaeufer.example', name: 'Zweiter' }).expect(409);
      expect(taken.body.error).toBe('Für diese E-Mail-Adresse gibt es schon einen Zugang zum Käuferportal.');
      expect((await t.http.get(`/api/organisation/${other.id}/portal-users`).set(admin).expect(200)).body).toEqual([]);
    });

    it('lets sales manage buyer users and refuses accounting', async () => {
      const buyer = await createBuyer(t);
      await t.http.post(`/api/organisation/${buyer.id}/portal-users`).set(await t.staffAuth('sales')).send({ email: 'vertrieb-lud-ein@kaeufer.example', name: 'Ida' }).expect(201);
      const accounting = await t.staffAuth('accounting');
      await t.http.get(`/api/organisation/${buyer.id}/portal-users`).set(accounting).expect(403);
      await t.http.post(`/api/organisation/${buyer.id}/portal-users`).set(accounting).send({ email: 'buchhaltung@kaeufer.example', name: 'Ida' }).expect(403);
    });
  });

  describe('token separation', () => {
    it('refuses a staff token on /portal-api and a portal token on /api', async () => {
      const buyer = await createBuyer(t);
      const session = await portalLogin(t, buyer.id);
      const staff = await t.loginAs();
      const onPortal = await t.http.get('/portal-api/auth/me').set(bearer(staff.token)).expect(401);
      expect(onPortal.body.error).toBe('Nicht angemeldet oder Sitzung abgelaufen');
      await t.http.get('/portal-api/users').set(bearer(staff.token)).expect(401);
      await t.http.get('/portal-api/auth/me').expect(401);
      const onStaff = await t.http.get('/api/auth/me').set(session.auth).expect(401);
      expect(onStaff.body.error).toBe('Nicht angemeldet oder Sitzung abgelaufen');
      await t.http.get('/api/leads').set(session.auth).expect(401);
      await t.http.get(`/api/organisation/${buyer.id}/portal-users`).set(session.auth).expect(401);
      // Renew tokens are not interchangeable either.
      await t.http.post('/portal-api/auth/renew').send({ renewToken: staff.renewToken }).expect(401);
      await t.http.post('/auth/renew').send({ renewToken: session.renewToken }).expect(401);
      // Each works where it belongs.
      await t.http.get('/portal-api/auth/me').set(session.auth).expect(200);
      await t.http.get('/api/auth/me').set(bearer(staff.token)).expect(200);
    });
  });

  describe('who may log in', () => {
    it('ends a deactivated buyer user\'s sessions at once and refuses its login', async () => {
      const buyer = await createBuyer(t);
      const session = await portalLogin(t, buyer.id, { email: 'abgemeldet@kaeufer.example' });
      const off = await t.http.put(`/api/organisation/${buyer.id}/portal-users/${session.user.id}`).set(admin).send({ active: false }).expect(200);
      expect(off.body.active).toBe(false);
      await t.http.get('/portal-api/auth/me').set(session.auth).expect(401);
      await t.http.post('/portal-api/auth/renew').send({ renewToken: session.renewToken }).expect(401);
      const refused = await login('abgemeldet@kaeufer.example', PORTAL_TEST_PASSWORD).expect(401);
      expect(refused.body.error).toBe('E-Mail oder Passwort ist falsch.');
      // Active again: a new login works, the old sessions stay ended.
      await t.http.put(`/api/organisation/${buyer.id}/portal-users/${session.user.id}`).set(admin).send({ active: true }).expect(200);
      await t.http.get('/portal-api/auth/me').set(session.auth).expect(401);
      await login('abgemeldet@kaeufer.example', PORTAL_TEST_PASSWORD).expect(200);
    });

    it('refuses the users of an inactive organisation, and their tokens on the next request', async () => {
      const buyer = await createBuyer(t);
      const session = await portalLogin(t, buyer.id, { email: 'inaktiv@kaeufer.example' });
      await t.db.getRepository(Organisation).update(buyer.id, { active: false });
      await t.http.get('/portal-api/auth/me').set(session.auth).expect(401);
      await t.http.post('/portal-api/auth/renew').send({ renewToken: session.renewToken }).expect(401);
      await login('inaktiv@kaeufer.example', PORTAL_TEST_PASSWORD).expect(401);
      // An invitation before the organisation is active: the password can be set, the login waits for it.
      await invite(buyer.id, 'vorab@kaeufer.example');
      await t.http.post('/portal-api/auth/set-password').send({ token: await tokenFromInvitation('vorab@kaeufer.example'), password: STRONG }).expect(200);
      await login('vorab@kaeufer.example', STRONG).expect(401);
      await t.db.getRepository(Organisation).update(buyer.id, { active: true });
      await login('inaktiv@kaeufer.example', PORTAL_TEST_PASSWORD).expect(200);
      await login('vorab@kaeufer.example', STRONG).expect(200);
    });

    it('refuses the users of a deleted organisation, and its invitation links', async () => {
      const buyer = await createBuyer(t);
      const session = await portalLogin(t, buyer.id, { email: 'geloescht@kaeufer.example' });
      await invite(buyer.id, 'eingeladen-geloescht@kaeufer.example');
      const token = await tokenFromInvitation('eingeladen-geloescht@kaeufer.example');
      await deleteOrganisation(t, buyer.id);
      await t.http.get('/portal-api/auth/me').set(session.auth).expect(401);
      await login('geloescht@kaeufer.example', PORTAL_TEST_PASSWORD).expect(401);
      await t.http.post('/portal-api/auth/set-password').send({ token, password: STRONG }).expect(400);
      await t.http.get(`/api/organisation/${buyer.id}/portal-users`).set(admin).expect(404);
    });
  });

  describe('colleagues', () => {
    it('lets a buyer user invite colleagues of its own organisation only', async () => {
      const buyer = await createBuyer(t);
      const other = await createBuyer(t);
      const session = await portalLogin(t, buyer.id, { email: 'chefin@kaeufer.example', name: 'Chefin' });
      const stranger = await portalLogin(t, other.id, { email: 'fremd@kaeufer.example' });
      const created = await t.http.post('/portal-api/users').set(session.auth).send({ email: 'kollege@kaeufer.example', name: 'Karl Kollege' }).expect(201);
      expect(created.body).toMatchObject({ organisationId: buyer.id, email: 'kollege@kaeufer.example', invitationPending: true });
      expect((await lastMailTo('kollege@kaeufer.example')).subject).toBe('Ihr Zugang zum Käuferportal');
      // Naming another organisation is no field of the body: refused, nothing created.
      await t.http.post('/portal-api/users').set(session.auth).send({ email: 'trick@kaeufer.example', name: 'Trick', organisationId: other.id }).expect(400);
      const mine = (await t.http.get('/portal-api/users').set(session.auth).expect(200)).body as { email: string }[];
      expect(mine.map((user) => user.email).sort()).toEqual(['chefin@kaeufer.example', 'kollege@kaeufer.example']);
      const theirs = (await t.http.get('/portal-api/users').set(stranger.auth).expect(200)).body as { email: string }[];
      expect(theirs.map((user) => user.email)).toEqual(['fremd@kaeufer.example']);
      const taken = await t.http.post('/portal-api/users').set(session.auth).send({ email: 'fremd@kaeufer.example', name: 'Fremd' }).expect(409);
      expect(taken.body.error).toBe('Für diese E-Mail-Adresse gibt es schon einen Zugang zum Käuferportal.');
    });
  });

  describe('own account', () => {
    it('changes the password: other sessions end, this one goes on', async () => {
      const buyer = await createBuyer(t);
      const session = await portalLogin(t, buyer.id, { email: 'wechsel@kaeufer.example' });
      const other = await login('wechsel@kaeufer.example', PORTAL_TEST_PASSWORD).expect(200);
      const wrong = await t.http.put('/portal-api/auth/password').set(session.auth).send({ currentPassword: 'falsch', newPassword: 'Neues-Dach-2027!' }).expect(400);
      expect(wrong.body.error).toBe('Das bisherige Passwort ist falsch.');
      const changed = await t.http.put('/portal-api/auth/password').set(session.auth).send({ currentPassword: PORTAL_TEST_PASSWORD, newPassword: 'Neues-Dach-2027!' }).expect(200);
      await t.http.get('/portal-api/auth/me').set(bearer(other.body.token)).expect(401);
      await t.http.get('/portal-api/auth/me').set(session.auth).expect(401);
      await t.http.get('/portal-api/auth/me').set(bearer(changed.body.token)).expect(200);
      await login('wechsel@kaeufer.example', 'Neues-Dach-2027!').expect(200);
      // Recorded like a staff member's own new password, with the buyer user as actor.
      const audit = (await t.http.get('/api/audit').query({ entity: 'portal-user', action: 'password-changed', entityId: String(session.user.id) }).set(admin).expect(200)).body as Record<string, unknown>[];
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ userId: session.user.id, userEmail: 'wechsel@kaeufer.example', role: BUYER_ROLE });
    });
  });

  describe('second factor', () => {
    it('asks for the authenticator app\'s code at login, each code once, recovery codes once', async () => {
      const buyer = await createBuyer(t);
      const person = await onboard(buyer.id, 'totp@kaeufer.example');
      const setup = (await t.http.post('/portal-api/auth/2fa/totp').set(bearer(person.token)).expect(200)).body as { secret: string; otpauthUrl: string };
      expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Leadportal:totp%40kaeufer\.example\?/);
      await t.http.post('/portal-api/auth/2fa/totp/confirm').set(bearer(person.token)).send({ code: '000000' }).expect(401);
      const confirmed = await t.http.post('/portal-api/auth/2fa/totp/confirm').set(bearer(person.token)).send({ code: totpCodeAt(setup.secret, clock.now()) }).expect(200);
      expect(confirmed.body.recoveryCodes).toHaveLength(10);

      const step = await login('totp@kaeufer.example', STRONG).expect(200);
      expect(step.body).toEqual({ twoFactorRequired: true, methods: ['totp', 'recovery'], token: expect.any(String), user: { id: person.id, email: 'totp@kaeufer.example' } });
      // The challenge token is no session, and no staff challenge either.
      await t.http.get('/portal-api/auth/me').set(bearer(step.body.token)).expect(401);
      await t.http.post('/auth/2fa').set(bearer(step.body.token)).send({ code: '123456' }).expect(401);
      clock.advance(30_000);
      const code = totpCodeAt(setup.secret, clock.now());
      const session = await t.http.post('/portal-api/auth/2fa').set(bearer(step.body.token)).send({ code }).expect(200);
      expect(session.body.user).toEqual({ id: person.id, email: 'totp@kaeufer.example', name: 'Petra Müller', organisationId: buyer.id });
      await t.http.get('/portal-api/auth/me').set(bearer(session.body.token)).expect(200);
      const next = await login('totp@kaeufer.example', STRONG).expect(200);
      const replay = await t.http.post('/portal-api/auth/2fa').set(bearer(next.body.token)).send({ code }).expect(401);
      expect(replay.body.error).toBe('Der Code ist falsch oder abgelaufen.');
      const recovery = confirmed.body.recoveryCodes[2] as string;
      await t.http.post('/portal-api/auth/2fa').set(bearer(next.body.token)).send({ recoveryCode: recovery }).expect(200);
      const third = await login('totp@kaeufer.example', STRONG).expect(200);
      await t.http.post('/portal-api/auth/2fa').set(bearer(third.body.token)).send({ recoveryCode: recovery }).expect(401);
      expect((await t.http.get('/portal-api/auth/me').set(bearer(session.body.token)).expect(200)).body).toMatchObject({ twoFactor: 'totp', unusedRecoveryCodes: 9 });

      // Turning it off needs the password.
      await t.http.delete('/portal-api/auth/2fa').set(bearer(session.body.token)).send({ password: 'falsch' }).expect(400);
      await t.http.delete('/portal-api/auth/2fa').set(bearer(session.body.token)).send({ password: STRONG }).expect(204);
      expect((await login('totp@kaeufer.example', STRONG).expect(200)).body.renewToken).toEqual(expect.any(String));
    });

    it('mails a code for the login when the buyer user chose codes by e-mail', async () => {
      const buyer = await createBuyer(t);
      const person = await onboard(buyer.id, 'mailcode@kaeufer.example');
      // Without an SMTP server codes by e-mail cannot be switched on (test/api/mail-secrets switches them on with one).
      const refused = await t.http.post('/portal-api/auth/2fa/email').set(bearer(person.token)).expect(409);
      expect(refused.body.error).toMatch(/^Codes per E-Mail lassen sich erst einschalten, wenn ein SMTP-Server eingerichtet ist \(SMTP_URL\)/);
      await t.db.query(`UPDATE portal_user SET two_factor_method = 'email' WHERE id = $1`, [person.id]);
      const step = await login('mailcode@kaeufer.example', STRONG).expect(200);
      expect(step.body.methods).toEqual(['email', 'recovery']);
      await t.http.get('/portal-api/auth/2fa/send').set(bearer(person.token)).expect(401);
      await t.http.get('/portal-api/auth/2fa/send').set(bearer(step.body.token)).expect(204);
      const mail = await lastMailTo('mailcode@kaeufer.example');
      const code = /Anmeldung im Leadportal lautet: (\d{6})/.exec(mail.text)![1];
      const session = await t.http.post('/portal-api/auth/2fa').set(bearer(step.body.token)).send({ code }).expect(200);
      await t.http.get('/portal-api/auth/me').set(bearer(session.body.token)).expect(200);
    });
  });

  describe('audit trail', () => {
    it('names the buyer user (role buyer-user) as the actor of its changes, apart from staff ids', async () => {
      const buyer = await createBuyer(t);
      const session = await portalLogin(t, buyer.id, { email: 'protokoll@kaeufer.example' });
      const created = await t.http.post('/portal-api/users').set(session.auth).send({ email: 'protokoll-kollege@kaeufer.example', name: 'Kollege' }).expect(201);
      const rows = (await t.http.get('/api/audit').query({ entity: 'portal-user', entityId: String(created.body.id) }).set(admin).expect(200)).body as Record<string, unknown>[];
      expect(rows).toEqual([expect.objectContaining({ action: 'create', userId: session.user.id, userEmail: 'protokoll@kaeufer.example', role: 'buyer-user' })]);
      const logins = (await t.http.get('/api/audit').query({ entity: 'portal-user', action: 'login', entityId: String(session.user.id) }).set(admin).expect(200)).body as Record<string, unknown>[];
      expect(logins).toEqual([expect.objectContaining({ userId: session.user.id, userEmail: 'protokoll@kaeufer.example', role: 'buyer-user' })]);
      // Filtering by an id finds staff members only: a buyer user with the same number is not among them.
      const byId = (await t.http.get('/api/audit').query({ user: String(session.user.id), range: '[0,999]' }).set(admin).expect(200)).body as { role: string | null }[];
      expect(byId.filter((row) => row.role === 'buyer-user')).toEqual([]);
      // Staff changes to buyer users name the staff member.
      await t.http.put(`/api/organisation/${buyer.id}/portal-users/${created.body.id}`).set(admin).send({ active: false }).expect(200);
      const staffRows = (await t.http.get('/api/audit').query({ entity: 'portal-user', entityId: String(created.body.id), action: 'update' }).set(admin).expect(200)).body as Record<string, unknown>[];
      expect(staffRows).toEqual([expect.objectContaining({ role: 'admin', changes: expect.objectContaining({ after: expect.objectContaining({ active: false }) }) })]);
    });
  });
});
