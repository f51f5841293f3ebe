import { INestApplicationContext } from '@nestjs/common';
import { UsersException, UsersService } from '@app/users';
import { openCliContext, parseArgs, runCli, startCli } from './cli-context';

const USAGE = 'Aufruf: npm run user:create -- --email E --password P [--name N] [--admin]';

/** Creates a staff user or updates one with the same e-mail; returns the line to print. */
export async function createUserFromArgs(context: INestApplicationContext, argv: string[]): Promise<string> {
  const args = parseArgs(argv);
  if (typeof args.email !== 'string' || typeof args.password !== 'string') throw new UsersException('INVALID_INPUT', USAGE);
  const { user, created } = await context.get(UsersService).createOrUpdate({
    email: args.email,
    password: args.password,
    name: typeof args.name === 'string' ? args.name : undefined,
    isAdmin: args.admin === true ? true : undefined,
  });
  return `${created ? 'Benutzer angelegt' : 'Benutzer aktualisiert'}: ${user.email}${user.isAdmin ? ' (Administrator)' : ''}`;
}

async function main() {
  const context = await openCliContext(startCli());
  try {
    console.log(await createUserFromArgs(context, process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof UsersException ? error.message : error);
    process.exitCode = 1;
  } finally {
    await context.close();
  }
}

if (require.main === module) void runCli(main);
