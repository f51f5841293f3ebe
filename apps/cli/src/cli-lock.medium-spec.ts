import { ChildProcess, execFileSync, fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { EMBEDDED_LOCK_FILE, EmbeddedDatabaseInUseError, embeddedDatabaseHolder, loadConfig, takeEmbeddedLock } from '@app/infrastructure';
import { openCliContext, runCli } from './cli-context';

/**
 * seed:demo, user:create and geo:import while the server holds the embedded database: they stop at once
 * with one sentence instead of nine stack traces from TypeORM's retries. The server is a second Node
 * process that takes the lock through the real lock code, started from a path like the server's
 * (`…/apps/api/src/main.js`), which is how the message tells the server from another command.
 */
describe('Command line while the server holds the embedded database', () => {
  let root: string;
  let dataDir: string;
  let server: ChildProcess;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lp-cli-lock-'));
    dataDir = join(root, 'data');
    mkdirSync(dataDir);
    const bin = join(root, 'apps', 'api', 'src');
    mkdirSync(bin, { recursive: true });
    const source = readFileSync(join(__dirname, '../../../libs/infrastructure/src/database/embedded-lock.ts'), 'utf8');
    const compiled = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
    writeFileSync(join(bin, 'embedded-lock.js'), compiled.outputText);
    writeFileSync(
      join(bin, 'main.js'),
      `require('./embedded-lock.js').takeEmbeddedLock(process.argv[2]); process.send('locked'); setInterval(() => undefined, 60_000);`,
    );
    server = await startServer(join(bin, 'main.js'));
  });

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  function startServer(main: string): Promise<ChildProcess> {
    const child = fork(main, [dataDir], { stdio: 'ignore' });
    return new Promise((resolve, reject) => {
      child.once('message', () => resolve(child));
      child.once('exit', (code) => reject(new Error(`stand-in server ended with ${code}`)));
    });
  }

  const config = () => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'c'.repeat(32) });
  const sentence = () =>
    `Die eingebettete Datenbank in ${dataDir} wird gerade vom laufenden Server (Prozess ${server.pid}) benutzt. Bitte den Server stoppen und den Befehl erneut starten.`;

  it('refuses to open the command-line context at once, naming the server, and leaves its lock alone', async () => {
    const started = Date.now();
    const opening = openCliContext(config());
    await expect(opening).rejects.toThrow(EmbeddedDatabaseInUseError);
    await expect(opening).rejects.toThrow(sentence());
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(JSON.parse(readFileSync(join(dataDir, EMBEDDED_LOCK_FILE), 'utf8')).pid).toBe(server.pid);
    // The database was not touched: PGlite never created its files.
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
  });

  it('ends the command with that one sentence on stderr and exit code 1, without a stack trace', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const before = process.exitCode;
    try {
      await runCli(async () => {
        await openCliContext(config());
      });
      expect(errors.mock.calls).toEqual([[sentence()]]);
      expect(process.exitCode).toBe(1);
      expect(exit).not.toHaveBeenCalled();
    } finally {
      process.exitCode = before;
      errors.mockRestore();
      exit.mockRestore();
    }
  });

  it('a second API server on the same data ends at once with that sentence and exit code 1', () => {
    const root = join(__dirname, '..', '..', '..');
    execFileSync(process.execPath, [join(root, 'scripts/ensure-built.js'), 'server'], { cwd: root, stdio: 'pipe' });
    const env = { ...process.env, DATA_DIR: dataDir, PORT: '39999', DATABASE_URL: '', REDIS_URL: '', JWT_SECRET: 'c'.repeat(32) };
    const second = spawnSync(process.execPath, [join(root, 'dist/apps/api/src/main.js')], { env, encoding: 'utf8', timeout: 30_000 });
    expect(second.status).toBe(1);
    expect(second.stderr.trim()).toBe(sentence());
    expect(JSON.parse(readFileSync(join(dataDir, EMBEDDED_LOCK_FILE), 'utf8')).pid).toBe(server.pid);
  });

  it('takes over the lock of a server that died without removing it', async () => {
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    expect(existsSync(join(dataDir, EMBEDDED_LOCK_FILE))).toBe(true);
    expect(embeddedDatabaseHolder(dataDir)).toBeNull();
    takeEmbeddedLock(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, EMBEDDED_LOCK_FILE), 'utf8')).pid).toBe(process.pid);
  });

  (existsSync('/proc/self/stat') ? it : it.skip)('does not take a process that later got the dead server’s pid for the server', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => undefined, 60_000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      writeFileSync(join(dataDir, EMBEDDED_LOCK_FILE), JSON.stringify({ pid: other.pid, started: '1', command: '/srv/apps/api/src/main.js' }));
      expect(embeddedDatabaseHolder(dataDir)).toBeNull();
    } finally {
      other.kill('SIGKILL');
    }
  });
});
