// PostgreSQL pass: failed logins are counted in Redis for every process.
import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ACCOUNT_GUESSES_PER_HOUR, LOGIN_LIMITS } from '@app/auth';
import { startTestApp, TestApp } from '../support/test-app';

describe('Anmeldung (POST /auth/login, /auth/renew, /auth/logout)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('logs in with e-mail and password and returns token, renewToken and user without hash', async () => {
    await t.loginAs('anna.schmidt@example.de', 'Sonnenschein-Anna-1', 'admin');
    const response = await t.http
      .post('/auth/login')
      .send({ email: ' Anna.Schmidt@Example.de ', password: 'Sonnenschein-Anna-1' })
      .expect(200);
    expect(response.body).toEqual({
      token: expect.any(String),
      renewToken: expect.any(String),
      user: {
        id: expect.any(Number),
        email: 'anna.schmidt@example.de',
        name: 'Test Person',
        isAdmin: true,
        role: 'admin',
        active: true,
        twoFactor: null,
        lastLoginAt: expect.any(String),
        invitationPending: false,
        createdAt: expect.any(String),
      },
    });
    expect(JSON.stringify(response.body)).not.toContain('scrypt');
    const claims = new JwtService({ secret: t.config.jwtSecret }).decode(response.body.token);
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('answers wrong credentials with 401 and a German error, the same for unknown accounts', async () => {
    await t.loginAs('bernd@example.de', 'Richtig-Passwort-123');
    const wrongPassword = await t.http.post('/auth/login').send({ email: 'bernd@example.de', password: 'falsch-123' }).expect(401);
    const unknown = await t.http.post('/auth/login').send({ email: 'niemand@example.de', password: 'falsch-123' }).expect(401);
    expect(wrongPassword.body).toEqual({ statusCode: 401, error: 'E-Mail oder Passwort ist falsch.', code: 'INVALID_CREDENTIALS' });
    expect(unknown.body.error).toBe(wrongPassword.body.error);
  });

  it('refuses a malformed login body with 400 and German field messages', async () => {
    const response = await t.http.post('/auth/login').send({ email: 42 }).expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.fields).toEqual({ email: 'Bitte E-Mail-Adresse angeben', password: 'Bitte Passwort angeben' });
  });

  it('opens /api routes with the access token', async () => {
    const { token } = await t.loginAs();
    const response = await t.http.get('/api/users').set('Authorization', `Bearer ${token}`).expect(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const user of response.body) {
      expect(Object.keys(user).sort()).toEqual(['active', 'createdAt', 'email', 'id', 'invitationPending', 'isAdmin', 'lastLoginAt', 'name', 'role', 'twoFactor']);
    }
  });

  it('refuses an expired or forged access token', async () => {
    const { token } = await t.loginAs();
    const claims = new JwtService({ secret: t.config.jwtSecret }).decode(token);
    const expired = new JwtService({ secret: t.config.jwtSecret }).sign(
      { sub: claims.sub, email: claims.email, name: claims.name, role: claims.role, ep: claims.ep, exp: Math.floor(Date.now() / 1000) - 1 },
    );
    const forged = new JwtService({ secret: 'x'.repeat(40) }).sign({ sub: claims.sub, email: claims.email });
    for (const bad of [expired, forged, 'kein-token']) {
      const response = await t.http.get('/api/users').set('Authorization', `Bearer ${bad}`).expect(401);
      expect(response.body.error).toBe('Nicht angemeldet oder Sitzung abgelaufen');
    }
  });

  it('rotates the renew token on every renew', async () => {
    const first = await t.loginAs();
    const renewed = await t.http.post('/auth/renew').send({ renewToken: first.renewToken }).expect(200);
    expect(renewed.body.renewToken).not.toBe(first.renewToken);
    // Issued within the same second as the login, and still a different access token.
    expect(renewed.body.token).not.toBe(first.token);
    expect(renewed.body.user.email).toMatch(/@example\.de$/);
    await t.http.get('/api/users').set('Authorization', `Bearer ${renewed.body.token}`).expect(200);
    const again = await t.http.post('/auth/renew').send({ renewToken: renewed.body.renewToken }).expect(200);
    expect(again.body.renewToken).not.toBe(renewed.body.renewToken);
  });

  it('revokes the whole family when a rotated renew token is used again', async () => {
    const first = await t.loginAs();
    const second = await t.http.post('/auth/renew').send({ renewToken: first.renewToken }).expect(200);
    const reuse = await t.http.post('/auth/renew').send({ renewToken: first.renewToken }).expect(401);
    expect(reuse.body.code).toBe('RENEW_TOKEN_REUSED');
    // The legitimate newest token of that session is dead too.
    await t.http.post('/auth/renew').send({ renewToken: second.body.renewToken }).expect(401);
  });

  it('refuses unknown renew tokens', async () => {
    const response = await t.http.post('/auth/renew').send({ renewToken: 'ausgedacht' }).expect(401);
    expect(response.body.error).toBe('Sitzung abgelaufen. Bitte erneut anmelden.');
    await t.http.post('/auth/renew').send({}).expect(400);
  });

  it('logout ends the session: its renew token and, on the next request, its access token (issue 27 §4)', async () => {
    const session = await t.loginAs();
    const other = await t.loginAs();
    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${session.token}`).expect(200);
    await t.http.post('/auth/logout').send({ renewToken: session.renewToken }).expect(204);
    await t.http.post('/auth/renew').send({ renewToken: session.renewToken }).expect(401);
    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${session.token}`).expect(401);
    await t.http.get('/api/leads').set('Authorization', `Bearer ${session.token}`).expect(401);
    // The same user's other login goes on.
    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${other.token}`).expect(200);
  });

  it('throttles failed logins per account and address with growing waits, while the owner from another address still gets in', async () => {
    await t.loginAs('carla@example.de', 'Richtig-Passwort-123');
    const attacker = '10.1.0.66';
    for (let i = 0; i < LOGIN_LIMITS.perAccountMinute.limit; i++) {
      await t.http.post('/auth/login').set('X-Forwarded-For', attacker).send({ email: 'carla@example.de', password: 'falsch' }).expect(401);
    }
    const blocked = await t.http.post('/auth/login').set('X-Forwarded-For', attacker).send({ email: 'carla@example.de', password: 'Richtig-Passwort-123' }).expect(429);
    expect(blocked.body.error).toBe('Zu viele Anmeldeversuche. Bitte in einigen Minuten erneut versuchen.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The owner, from the office, is not locked out by the attacker's failures.
    await t.http.post('/auth/login').set('X-Forwarded-For', '10.1.0.7').send({ email: 'carla@example.de', password: 'Richtig-Passwort-123' }).expect(200);
    // The waits grow: the quarter-hour and hour tiers hold more failures than the minute tier.
    expect(LOGIN_LIMITS.perAccountQuarter.windowMs).toBeGreaterThan(LOGIN_LIMITS.perAccountMinute.windowMs);
    expect(LOGIN_LIMITS.perAccountHour.windowMs).toBeGreaterThan(LOGIN_LIMITS.perAccountQuarter.windowMs);
  });

  it('limits wrong passwords per account across addresses, but never from an address its owner logged in from (issue 27 §4)', async () => {
    const password = 'Richtig-Passwort-456';
    await t.loginAs('dora@example.de', password);
    const home = '10.4.0.1';
    await t.http.post('/auth/login').set('X-Forwarded-For', home).send({ email: 'dora@example.de', password }).expect(200);
    // A guesser who changes address with every try (X-Forwarded-For behind the proxy): the per-address throttles never see a repeat.
    for (let i = 1; i <= ACCOUNT_GUESSES_PER_HOUR; i++) {
      await t.http.post('/auth/login').set('X-Forwarded-For', `10.4.1.${i}`).send({ email: 'Dora@Example.de', password: 'falsch' }).expect(401);
    }
    const blocked = await t.http.post('/auth/login').set('X-Forwarded-For', '10.4.2.1').send({ email: 'dora@example.de', password }).expect(429);
    expect(blocked.body.error).toBe(
      'Zu viele falsche Passwörter für dieses Konto. Bitte versuchen Sie es in einer Stunde erneut; von einem Anschluss, über den Sie sich in den letzten 30 Tagen angemeldet haben, geht es sofort.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    // The owner, at home: a typo does not count, the right password gets in.
    await t.http.post('/auth/login').set('X-Forwarded-For', home).send({ email: 'dora@example.de', password: 'vertippt' }).expect(401);
    await t.http.post('/auth/login').set('X-Forwarded-For', home).send({ email: 'dora@example.de', password }).expect(200);
    // Other accounts are not affected.
    await t.http.post('/auth/login').set('X-Forwarded-For', '10.4.2.1').send({ email: 'carla@example.de', password: 'Richtig-Passwort-123' }).expect(200);
    // Neither the address nor the account is stored in clear.
    const rows: { account_hash: string; address_hash: string }[] = await t.db.query(`SELECT account_hash, address_hash FROM login_address WHERE kind = 'staff'`);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/dora|10\.4/);
  });

  it('names a failed login only by a keyed hash of the address in the log: no address, no newline from it', async () => {
    const lines: string[] = [];
    const logger = jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void lines.push(String(message)));
    try {
      await t.http.post('/auth/login').set('X-Forwarded-For', '10.3.0.1').send({ email: 'x@example.de\nFehlgeschlagene Anmeldung für admin', password: 'x' }).expect(401);
    } finally {
      logger.mockRestore();
    }
    const line = lines.find((message) => message.startsWith('Fehlgeschlagene Anmeldung'));
    expect(line).toMatch(/^Fehlgeschlagene Anmeldung \(Konto [0-9a-f]{16}\)$/);
  });

  it('throttles failed logins per IP address, never successful ones', async () => {
    const office = '10.2.0.9';
    for (let i = 0; i < LOGIN_LIMITS.perIp.limit + 5; i++) {
      await t.http.post('/auth/login').set('X-Forwarded-For', office).send({ email: 'bernd@example.de', password: 'Richtig-Passwort-123' }).expect(200);
    }
    const ip = '10.2.0.7';
    for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i++) {
      await t.http.post('/auth/login').set('X-Forwarded-For', ip).send({ email: `person${i}@example.de`, password: 'x' }).expect(401);
    }
    await t.http.post('/auth/login').set('X-Forwarded-For', ip).send({ email: 'person@example.de', password: 'x' }).expect(429);
    await t.http.post('/auth/login').set('X-Forwarded-For', '10.2.0.8').send({ email: 'person@example.de', password: 'x' }).expect(401);
    // 66 logins, each hashing a password and writing a chained audit row: over a minute on a busy two-core machine.
  }, 180_000);
});
