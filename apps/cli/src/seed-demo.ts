import { UsersService } from '@app/users/users.service';
import { openCliContext } from './cli-context';
import { DEMO_PASSWORD, seedDemoUsers } from './demo/demo-users';

/** `npm run seed:demo`: realistic German demo data in the configured database. Safe to run twice. */
async function main() {
  const context = await openCliContext();
  try {
    const users = await seedDemoUsers(context.get(UsersService));
    console.log(users.length ? `Mitarbeiter angelegt (Passwort "${DEMO_PASSWORD}"): ${users.join(', ')}` : 'Demo-Mitarbeiter gibt es schon.');
  } finally {
    await context.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
