import { createUser } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';

/** `GET /api/users`: the spec's call without a query, and ra-data-simple-rest's range/sort for the back office. */
describe('GET /api/users', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  const list = (query: Record<string, unknown> = {}) =>
    t.http.get('/api/users').set(auth).query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])));

  beforeAll(async () => {
    t = await startTestApp();
    auth = await t.staffAuth();
    for (const name of ['Carla Zimmer', 'Anna Berg', 'Bernd Adler']) await createUser({ app: t.app }, { name });
  });
  afterAll(() => t.close());

  it('answers the spec call without a query with the first page by id, never a password hash', async () => {
    const response = await t.http.get('/api/users').set(auth).expect(200);
    const ids = response.body.map((user: { id: number }) => user.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(response.body).toHaveLength(4);
    expect(response.headers['content-range']).toBe('users 0-3/4');
    for (const user of response.body) {
      expect(Object.keys(user).sort()).toEqual(['active', 'createdAt', 'email', 'id', 'invitationPending', 'isAdmin', 'lastLoginAt', 'name', 'role', 'twoFactor']);
    }
  });

  it('sorts and pages', async () => {
    const byName = await list({ sort: ['name', 'ASC'] }).expect(200);
    expect(byName.body.map((user: { name: string }) => user.name).slice(0, 3)).toEqual(['Anna Berg', 'Bernd Adler', 'Carla Zimmer']);
    const page = await list({ sort: ['name', 'DESC'], range: [0, 1] }).expect(200);
    expect(page.body.map((user: { name: string }) => user.name)).toEqual(['Test Person', 'Carla Zimmer']);
    expect(page.headers['content-range']).toBe('users 0-1/4');
  });

  it.each([
    [{ sort: '["passwordHash","ASC"]' }, 'Sortieren ist nur nach id, name, email, role, active, lastLoginAt, createdAt möglich'],
    [{ range: '[0]' }, 'range muss [erster, letzter] mit ganzen Zahlen ab 0 sein, z. B. [0,24]'],
    [{ range: 'erste Seite' }, 'range ist kein gültiges JSON'],
    [{ filter: '{"isAdmin":true}' }, 'Die Benutzerliste lässt sich nicht filtern'],
  ])('refuses %j with a German reason', async (query, error) => {
    const response = await t.http.get('/api/users').set(auth).query(query).expect(400);
    expect(response.body).toEqual({ statusCode: 400, error, code: 'invalid_list_query' });
  });

  it('needs a login as administrator', async () => {
    await t.http.get('/api/users').expect(401);
    const sales = await t.http.get('/api/users').set(await t.staffAuth('sales')).expect(403);
    expect(sales.body.error).toBe('Dafür fehlt Ihnen die Berechtigung (Rolle: Vertrieb).');
  });
});
