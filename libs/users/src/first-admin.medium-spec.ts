// PostgreSQL pass: several processes start at the same moment on one server.
import { loadConfig, QueueModule } from '@app/infrastructure';
import { startTestContext, TestContext } from '../../../test/support/test-context';
import { verifyPassword } from './password-hasher';
import { UsersModule } from './users.module';
import { UsersService } from './users.service';

/**
 * Every API process makes sure on start that there is a first administrator. Several of them start at the
 * same moment on a new database (docker compose with replicas, the cluster test): one creates it, the others
 * find it. Before, the others also found no user, and each stored one: a unique violation ended their start,
 * or (once the first had committed) they overwrote its password with one they printed in vain.
 */
describe('First administrator (real database)', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await startTestContext({ imports: [QueueModule.forRoot({ processJobs: false }), UsersModule] });
  });
  afterAll(() => t.close());

  it('is created once by one of several processes starting at the same moment, with the password that one prints', async () => {
    const users = t.get(UsersService);
    // Neither ADMIN_EMAIL nor ADMIN_PASSWORD: each start would generate and print a password of its own.
    const config = loadConfig({});
    const results = await Promise.all([1, 2, 3].map(() => users.ensureFirstAdmin(config)));

    const created = results.filter((result) => result !== null);
    expect(created).toEqual([{ email: 'admin@localhost', password: expect.any(String) }]);
    const rows: { email: string; password_hash: string; session_epoch: number }[] = await t.db.query('SELECT email, password_hash, session_epoch FROM staff_user');
    expect(rows.map(({ email, session_epoch }) => ({ email, session_epoch }))).toEqual([{ email: 'admin@localhost', session_epoch: 0 }]);
    expect(await verifyPassword(created[0]!.password!, rows[0].password_hash)).toBe(true);
  });
});
