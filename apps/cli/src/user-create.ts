import { INestApplicationContext } from '@nestjs/common';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { isStaffRole, STAFF_ROLE_NAMES, STAFF_ROLES } from '@app/contract';
import { UsersException, UsersService } from '@app/users';
import { openCliContext, parseArgs, runCli, startCli } from './cli-context';

const USAGE = `Aufruf: npm run user:create -- --email E [--name N] [--role ${STAFF_ROLES.join('|')}] [--password-stdin]
Das Passwort wird abgefragt (oder mit --password-stdin von der Standardeingabe gelesen), nie als Argument übergeben.`;

/**
 * Creates a staff user or updates one with the same e-mail; returns the line to print. The password
 * comes from `readPassword`, never from the arguments: they end up in shell histories and process lists.
 */
export async function createUserFromArgs(context: INestApplicationContext, argv: string[], readPassword: () => Promise<string>): Promise<string> {
  const args = parseArgs(argv);
  if ('password' in args) throw new UsersException('INVALID_INPUT', `Das Passwort bitte nicht als Argument übergeben.\n${USAGE}`);
  if (typeof args.email !== 'string') throw new UsersException('INVALID_INPUT', USAGE);
  const role = args.role === undefined ? undefined : args.role;
  if (role !== undefined && !isStaffRole(role)) throw new UsersException('INVALID_INPUT', `Unbekannte Rolle: ${String(role)}\n${USAGE}`);
  const { user, created } = await context.get(UsersService).createOrUpdate({
    email: args.email,
    password: await readPassword(),
    name: typeof args.name === 'string' ? args.name : undefined,
    role,
  });
  return `${created ? 'Benutzer angelegt' : 'Benutzer aktualisiert'}: ${user.email} (${STAFF_ROLE_NAMES[user.role]})`;
}

/** Reads all of stdin (`--password-stdin`): the first line is the password. */
async function passwordFromStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}

/** Asks at the terminal without echoing what is typed. */
function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    return Promise.reject(new UsersException('INVALID_INPUT', `Keine Eingabe möglich: bitte --password-stdin verwenden.\n${USAGE}`));
  }
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    reader.question('Passwort (mindestens 12 Zeichen): ', (answer) => {
      reader.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const argv = process.argv.slice(2);
  const context = await openCliContext(startCli());
  try {
    console.log(await createUserFromArgs(context, argv, argv.includes('--password-stdin') ? passwordFromStdin : promptPassword));
  } catch (error) {
    console.error(error instanceof UsersException ? error.message : error);
    process.exitCode = 1;
  } finally {
    await context.close();
  }
}

if (require.main === module) void runCli(main);
