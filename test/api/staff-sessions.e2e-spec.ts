import { UsersService } from '@app/users';
import { TEST_PASSWORD } from '../factories/users';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An app of its own: one administrator only, and sessions capped at one day. */
describe('Mitarbeiter: letzter Administrator und Höchstdauer einer Sitzung', () => {
  let t: TestApp;
  const clock = TestClock.runningFrom('2026-11-27T09:00:00+01:00');

  beforeAll(async () => {
    t = await startTestApp({ SESSION_MAX_DAYS: '1' });
    t.useClock(clock);
  });
  afterAll(() => t.close());

  it('keeps at least one active administrator and refuses deactivating oneself', async () => {
    const session = await t.loginAs('einzig@example.de', TEST_PASSWORD, 'admin');
    const me = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString()) as { sub: number };
    const demote = await t.http.put(`/api/users/${me.sub}`).set(bearer(session.token)).send({ role: 'sales' }).expect(409);
    expect(demote.body.error).toBe('Es muss mindestens ein aktiver Administrator bleiben.');
    const off = await t.http.put(`/api/users/${me.sub}`).set(bearer(session.token)).send({ active: false }).expect(409);
    expect(off.body.error).toBe('Sie können Ihr eigenes Konto nicht deaktivieren.');
    // With a second administrator the first may become Vertrieb.
    await t.loginAs('zweite@example.de', TEST_PASSWORD, 'admin');
    await t.http.put(`/api/users/${me.sub}`).set(bearer(session.token)).send({ role: 'sales' }).expect(200);
  });

  it('keeps the absolute session end however often the token is renewed (SESSION_MAX_DAYS)', async () => {
    let session = await t.loginAs();
    for (let renewal = 0; renewal < 3; renewal++) {
      clock.advance(7 * 3600_000);
      session = (await t.http.post('/auth/renew').send({ renewToken: session.renewToken }).expect(200)).body;
    }
    clock.advance(4 * 3600_000);
    const ended = await t.http.post('/auth/renew').send({ renewToken: session.renewToken }).expect(401);
    expect(ended.body.error).toBe('Sitzung abgelaufen. Bitte erneut anmelden.');
  });

  it('does not log staff out when their user row cannot be read: 503 with a wait, not 401', async () => {
    const session = await t.loginAs();
    const users = t.app.get(UsersService);
    const busy = jest.spyOn(users, 'findById').mockRejectedValueOnce(new Error('timeout exceeded when trying to connect'));
    try {
      const answer = await t.http.get('/api/users').set(bearer(session.token)).expect(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.body.error).toBe('Der Dienst ist gerade stark ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.');
    } finally {
      busy.mockRestore();
    }
    // The same token still holds once the database answers.
    await t.http.get('/api/users').set(bearer(session.token)).expect(200);
  });
});
