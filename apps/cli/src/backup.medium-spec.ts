// PostgreSQL pass: a server is backed up and restored with pg_dump and pg_restore.
import { PGlite } from '@electric-sql/pglite';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'pg';
import * as tar from 'tar';
import { DataSource } from 'typeorm';
import { AuditService } from '@app/audit';
import { FileStorage, loadConfig } from '@app/infrastructure';
import { InvoicingService } from '@app/invoicing';
import { Organisation } from '@app/organisations';
import { PublicReclamationService, ReclamationDocument } from '@app/reclamations';
import { ReclamationLinks } from '@app/sales';
import { Lead } from '@app/leads';
import { ErasureService } from '@app/privacy';
import { MIGRATIONS } from '@app/schema';
import { CompanySettingsService } from '@app/settings';
import { COMPANY, createBuyer, createUser, insertLead, insertSale, Running, sellLead, submitFunnelLead } from '../../../test/factories';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { openCliContext } from './cli-context';

/**
 * `npm run backup` and `npm run restore` as an operator runs them: the built commands in their own
 * processes, on the embedded database in a data directory, or (the `--selectProjects database` run with
 * DATABASE_URL) on PostgreSQL with pg_dump and pg_restore. Filled through the app's services, backed up,
 * restored into an empty target, then compared table by table and file by file; the audit chain is verified
 * and the server started on the restored data. Broken, newer and misplaced restores are refused.
 */
const ROOT = join(__dirname, '..', '..', '..');
const SERVER_URL = process.env.DATABASE_URL;
const JWT_SECRET = 'b'.repeat(32);

interface Outcome {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a built command (`dist/apps/cli/src/<name>.js`) with only `env` and PATH (pg_dump, pg_restore). */
function command(name: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  const child = spawn(process.execPath, [join(ROOT, 'dist/apps/cli/src', `${name}.js`), ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Reads a database directly (PGlite on the data directory, or a pg client), independent of the code under test. */
async function onDatabase<T>(env: Record<string, string>, work: (query: Query) => Promise<T>): Promise<T> {
  if (env.DATABASE_URL) {
    const client = new Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return await work(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  const pglite = await PGlite.create(join(env.DATA_DIR, 'pgdata'));
  try {
    return await work(async (sql) => (await pglite.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await pglite.close();
  }
}

interface Contents {
  tables: Record<string, number>;
  /** Each stored invoice PDF by invoice id. */
  pdfs: Record<string, string>;
  auditEntries: number;
}

async function contentsOf(query: Query): Promise<Contents> {
  const tables: Record<string, number> = {};
  const names = await query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  for (const { table_name } of names) tables[String(table_name)] = Number((await query(`SELECT count(*)::text AS n FROM "${String(table_name)}"`))[0].n);
  const pdfs: Record<string, string> = {};
  for (const row of await query('SELECT invoice_id, pdf FROM invoice_file ORDER BY invoice_id')) pdfs[String(row.invoice_id)] = Buffer.from(row.pdf as Uint8Array).toString('base64');
  return { tables, pdfs, auditEntries: tables.audit_entry };
}

function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }),
  );
}

/** Starts the built API server on `env` and waits until /ready answers 200; returns its answer. */
async function serverReadiness(env: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [join(ROOT, 'dist/apps/api/src/main.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline && server.exitCode === null; ) {
      const answer = await fetch(`http://127.0.0.1:${port}/ready`).catch(() => null);
      if (answer?.status === 200) return { status: 200, body: await answer.json() };
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return { status: server.exitCode === null ? 0 : -1, body: `exit ${server.exitCode}` };
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  }
}

describe('npm run backup and npm run restore', () => {
  let root: string;
  let database: TestDatabase;
  let source: Record<string, string>;
  let archive: string;
  let before: Contents;
  let upload: { path: string; content: Buffer };
  /** The lead sold in the backup, whose person is erased after it was taken. */
  let soldLeadId: number;
  const createdDatabases: string[] = [];

  /** A target to restore into: a new data directory, and with PostgreSQL a new, empty database on the same server. */
  async function emptyTarget(name: string, overrides: Record<string, string> = {}): Promise<Record<string, string>> {
    const dataDir = join(root, name);
    if (!SERVER_URL) return { DATA_DIR: dataDir, ...overrides };
    const database = `lp_restore_${randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    createdDatabases.push(database);
    const url = new URL(SERVER_URL);
    url.pathname = `/${database}`;
    return { DATABASE_URL: url.toString(), JWT_SECRET, DATA_DIR: dataDir, ...overrides };
  }

  /** What a refused restore must have left: no data directory, and no table in the target database. */
  async function expectUntouched(target: Record<string, string>): Promise<void> {
    expect(existsSync(target.DATA_DIR)).toBe(false);
    if (target.DATABASE_URL) {
      const relations = await onDatabase(target, (query) => query(`SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname = 'public'`));
      expect(relations[0].n).toBe(0);
    }
  }

  /** A copy of the archive with `change` applied to its unpacked files (the manifest included), packed again. */
  async function alteredArchive(name: string, change: (directory: string) => void): Promise<string> {
    const directory = join(root, `${name}-unpacked`);
    mkdirSync(directory);
    await tar.x({ file: archive, cwd: directory });
    change(directory);
    const file = join(root, `${name}.tar.gz`);
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
    await tar.c({ gzip: true, file, cwd: directory }, entries);
    return file;
  }

  beforeAll(async () => {
    execFileSync(process.execPath, [join(ROOT, 'scripts/ensure-built.js'), 'server'], { cwd: ROOT, stdio: 'pipe' });
    root = mkdtempSync(join(tmpdir(), 'lp-backup-'));
    database = await createTestDatabase();
    const dataDir = join(root, 'source');
    if (SERVER_URL) {
      source = { ...database.env, JWT_SECRET, DATA_DIR: dataDir };
    } else {
      // The migrated embedded database, on disk this time; no JWT_SECRET, so the app keeps its key file in DATA_DIR.
      source = { DATA_DIR: dataDir };
      mkdirSync(join(dataDir, 'pgdata'), { recursive: true });
      const pglite = await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: new Blob([readFileSync(database.env.MEMORY_SNAPSHOT)]) });
      await pglite.close();
    }

    const app = await openCliContext(loadConfig(source));
    try {
      const running: Running = { app, db: app.get(DataSource) };
      const { user } = await createUser(running, { role: 'admin' });
      await app.get(CompanySettingsService).update(COMPANY);
      const buyer = await createBuyer(running, { zips: ['80'] });
      const sold = await submitFunnelLead(running);
      soldLeadId = sold.id;
      await submitFunnelLead(running);
      await sellLead(running, sold.id, { organisations: [buyer.id], userId: user.id });
      // A sale last month, invoiced and finalised: the invoice's PDF is stored in the database.
      const now = new Date();
      const earlier = await insertLead(running);
      await insertSale(running, { leadId: earlier.id, organisationId: buyer.id, soldAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12)) });
      const invoicing = app.get(InvoicingService);
      const [month] = await invoicing.missingMonths(buyer.id);
      await invoicing.createMonthly(await invoicing.organisation(buyer.id), month, 'Test', true);
      // A complaint about today's sale with a document the buyer uploaded (kept in DATA_DIR/uploads).
      const organisation = await running.db.getRepository(Organisation).findOneByOrFail({ id: buyer.id });
      const complaint = await app.get(PublicReclamationService).file(
        { token: app.get(ReclamationLinks).organisationToken(organisation) },
        { lId: sold.id, oId: buyer.id, content: 'Der Kunde war unter der Nummer nicht erreichbar.' },
      );
      const content = randomBytes(200_000);
      const stored = await app.get(FileStorage).save(Readable.from([content]));
      await running.db.getRepository(ReclamationDocument).save({
        requestId: complaint.id!,
        name: 'gespraechsnotiz.pdf',
        size: stored.size,
        mime: 'application/pdf',
        storageKey: stored.id,
        uploadedAt: new Date(),
        uploadedBy: null,
      });
      upload = { path: join('uploads', stored.id.slice(0, 2), stored.id), content };
      for (const entityId of [sold.id, earlier.id]) await app.get(AuditService).record({ action: 'view', entityType: 'lead', entityId });
      before = await contentsOf(async (sql) => running.db.query(sql));
    } finally {
      await app.close();
    }
    archive = join(root, 'backups', 'leadportal.tar.gz');
    mkdirSync(join(root, 'backups'));
  }, 300_000);

  afterAll(async () => {
    if (SERVER_URL && createdDatabases.length > 0) {
      const admin = new Client({ connectionString: SERVER_URL });
      await admin.connect();
      for (const name of createdDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
    await database?.drop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('the data to back up is there: organisations, leads, sales, an issued invoice with its PDF, an upload, audit rows', () => {
    for (const table of ['organisation', 'lead', 'sale', 'invoice', 'invoice_file', 'reclamation_document']) expect(before.tables[table]).toBeGreaterThan(0);
    expect(before.auditEntries).toBeGreaterThanOrEqual(2);
    expect(Object.values(before.pdfs)[0]).toMatch(/^JVBERi0/);
    expect(readFileSync(join(source.DATA_DIR, upload.path)).equals(upload.content)).toBe(true);
  });

  it('writes one archive exactly to the named file, with the database, the uploads, the key file and a manifest', async () => {
    const result = await command('backup', [archive], source);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Sicherung geschrieben: ${archive} (`);
    // Nothing but the archive beside it: the partial file and the working folder are gone.
    expect(readdirSync(join(root, 'backups'))).toEqual(['leadportal.tar.gz']);
    if (!SERVER_URL) expect(existsSync(join(source.DATA_DIR, 'pgdata.lock'))).toBe(false);

    const files: Record<string, Buffer> = {};
    await tar.t({
      file: archive,
      onReadEntry: (entry) => {
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => (files[entry.path] = Buffer.concat(chunks)));
      },
    });
    const manifest = JSON.parse(files['manifest.json'].toString('utf8'));
    const databaseFile = SERVER_URL ? 'database/leadportal.dump' : 'database/pgdata.tar';
    const expectedFiles = [databaseFile, `data/${upload.path}`, ...(SERVER_URL ? [] : ['data/jwt-secret'])].sort();
    expect(Object.keys(files).sort()).toEqual(['manifest.json', ...expectedFiles].sort());
    expect(manifest.product).toEqual({ name: 'leadportal', version: JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version });
    const newest = MIGRATIONS[MIGRATIONS.length - 1];
    expect(manifest.migration.name).toBe(new newest().name ?? newest.name);
    expect(manifest.database).toEqual({ kind: SERVER_URL ? 'postgresql' : 'embedded', file: databaseFile });
    expect(manifest.tables).toEqual(before.tables);
    expect(manifest.keys.jwtSecret).toBe(SERVER_URL ? 'environment' : 'data-dir');
    expect(Object.keys(manifest.files).sort()).toEqual(expectedFiles);
    for (const path of expectedFiles) expect(manifest.files[path]).toEqual({ size: files[path].length, sha256: sha256(files[path]) });
    expect(files[`data/${upload.path}`].equals(upload.content)).toBe(true);
    if (SERVER_URL) expect(files[databaseFile].subarray(0, 5).toString('latin1')).toBe('PGDMP');
    else expect(files['data/jwt-secret'].equals(readFileSync(join(source.DATA_DIR, 'jwt-secret')))).toBe(true);
  }, 180_000);

  it('restores into an empty target: the same rows per table, identical invoice PDFs and uploads; the audit chain verifies and the server starts', async () => {
    const target = await emptyTarget('restored');
    const result = await command('restore', [archive], target);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Wiederhergestellt aus ${archive}`);

    const after = await onDatabase(target, contentsOf);
    expect(after.tables).toEqual(before.tables);
    expect(after.pdfs).toEqual(before.pdfs);
    expect(readFileSync(join(target.DATA_DIR, upload.path)).equals(upload.content)).toBe(true);
    if (!SERVER_URL) expect(readFileSync(join(target.DATA_DIR, 'jwt-secret'), 'utf8')).toBe(readFileSync(join(source.DATA_DIR, 'jwt-secret'), 'utf8'));

    const verify = await command('audit-verify', [], target);
    expect(verify.stdout).toContain(`Protokoll geprüft: ${before.auditEntries} Einträge, Kette intakt.`);
    expect(verify.status).toBe(0);
    // The seal it prints to note is checked by the command itself; a seal that is not one is refused in German.
    const seal = /notieren\): (\d+:[0-9a-f]{64})$/m.exec(verify.stdout)?.[1];
    expect(seal).toBeDefined();
    const sealed = await command('audit-verify', ['--siegel', seal!], target);
    expect(sealed.stdout).toContain(`Siegel geprüft: Eintrag ${seal!.split(':')[0]} ist unverändert vorhanden.`);
    expect(sealed.status).toBe(0);
    const garbled = await command('audit-verify', ['--siegel', 'gestern'], target);
    expect(garbled.stderr).toContain('Das Siegel hat die Form <Eintrag>:<Hash> mit 64 Hex-Zeichen');
    expect(garbled.status).toBe(1);

    expect(await serverReadiness(target)).toEqual({ status: 200, body: expect.objectContaining({ status: 'ok', database: 'ok' }) });
  }, 300_000);

  (SERVER_URL ? it.skip : it)('stops with the one sentence of every command while the server holds the embedded database', async () => {
    const server = spawn(process.execPath, ['-e', 'setInterval(() => undefined, 60_000)'], { stdio: 'ignore' });
    const lock = join(source.DATA_DIR, 'pgdata.lock');
    try {
      await new Promise((resolve) => server.once('spawn', resolve));
      writeFileSync(lock, JSON.stringify({ pid: server.pid, command: '/srv/leadportal/dist/apps/api/src/main.js' }));
      const sentence = `Die eingebettete Datenbank in ${source.DATA_DIR} wird gerade vom laufenden Server (Prozess ${server.pid}) benutzt. Bitte den Server stoppen und den Befehl erneut starten.`;
      const other = join(root, 'backups', 'while-running.tar.gz');
      const backup = await command('backup', [other], source);
      expect([backup.status, backup.stderr.trim()]).toEqual([1, sentence]);
      expect(existsSync(other)).toBe(false);
      const restore = await command('restore', [archive], source);
      expect([restore.status, restore.stderr.trim()]).toEqual([1, sentence]);
      expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(server.pid);
    } finally {
      const ended = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await ended;
      rmSync(lock, { force: true });
    }
  }, 60_000);

  it('refuses a target that already holds data, says what to do, and changes nothing', async () => {
    const listing = readdirSync(source.DATA_DIR).sort();
    const result = await command('restore', [archive], source);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toEqual(
      SERVER_URL
        ? expect.stringMatching(/^Die Datenbank PostgreSQL .* ist nicht leer \(\d+ Tabellen, Sichten oder Sequenzen\)\. Wiederhergestellt wird nur in eine leere Datenbank: bitte eine neue anlegen .*Es wurde nichts verändert\.$/)
        : `Das Datenverzeichnis ${source.DATA_DIR} (DATA_DIR) ist nicht leer. Wiederhergestellt wird nur in ein leeres oder neues Verzeichnis: ` +
            'bitte DATA_DIR auf ein neues Verzeichnis setzen oder das vorhandene umbenennen und den Befehl erneut starten. Es wurde nichts verändert.',
    );
    expect(readdirSync(source.DATA_DIR).sort()).toEqual(listing);
    expect((await onDatabase(source, contentsOf)).tables).toEqual(before.tables);
  }, 120_000);

  it('refuses an archive whose file does not match its checksum, or that is cut off, and writes nothing', async () => {
    const tampered = await alteredArchive('tampered', (directory) => {
      const file = join(directory, 'data', upload.path);
      const content = readFileSync(file);
      content[1000] ^= 0xff;
      writeFileSync(file, content);
    });
    const target = await emptyTarget('after-tampered');
    const result = await command('restore', [tampered], target);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Die Sicherung ist beschädigt oder wurde verändert: data/${upload.path} passt nicht zu seiner Prüfsumme (SHA-256). Es wurde nichts wiederhergestellt.`,
    );
    await expectUntouched(target);

    const cut = join(root, 'cut.tar.gz');
    writeFileSync(cut, readFileSync(archive));
    truncateSync(cut, Math.floor(readFileSync(archive).length / 2));
    const truncated = await command('restore', [cut], target);
    expect(truncated.status).toBe(1);
    expect(truncated.stderr.trim()).toMatch(/^Die Datei ist keine lesbare Leadportal-Sicherung \(kein vollständiges tar\.gz-Archiv: .+\)\. Es wurde nichts wiederhergestellt\.$/);
    await expectUntouched(target);
  }, 120_000);

  it('refuses an archive from a newer version of the code (a migration it does not know), and writes nothing', async () => {
    const newer = await alteredArchive('newer', (directory) => {
      const file = join(directory, 'manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      manifest.product.version = '9.0.0';
      manifest.migration = { name: 'Future9999999999999', timestamp: 9_999_999_999_999 };
      writeFileSync(file, JSON.stringify(manifest));
    });
    const target = await emptyTarget('after-newer');
    const result = await command('restore', [newer], target);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^Die Sicherung stammt von einer neueren Programmversion \(Leadportal 9\.0\.0, Datenbankstand Future9999999999999\); diese Version kennt Datenbankstände nur bis \w+\d{13}\. Bitte zuerst Leadportal 9\.0\.0 oder neuer installieren und die Wiederherstellung dann wiederholen\. Es wurde nichts wiederhergestellt\.$/,
    );
    await expectUntouched(target);
  }, 120_000);

  it('refuses an environment with another key: the integrations’ stored credentials would be unreadable', async () => {
    const target = await emptyTarget('other-key', { ENCRYPTION_KEY: 'k'.repeat(40) });
    const result = await command('restore', [archive], target);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Die Schlüssel dieser Umgebung passen nicht zur Sicherung: Die gespeicherten Zugangsdaten der Integrationen wären danach nicht mehr lesbar. ' +
        (SERVER_URL
          ? 'Bitte JWT_SECRET auf denselben Wert wie beim Sichern setzen und ENCRYPTION_KEY weglassen. '
          : 'Bitte JWT_SECRET und ENCRYPTION_KEY nicht setzen: Die Sicherung bringt ihren Schlüssel in DATA_DIR mit. ') +
        'Es wurde nichts wiederhergestellt.',
    );
    await expectUntouched(target);
  }, 120_000);
  // Last: it changes the source, which the tests before compare with what was backed up.
  it('erases again on restore everyone erased after the backup was taken (the erasure ledger outside the data)', async () => {
    const ledger = join(root, 'backups', 'erasure-ledger.jsonl');
    const app = await openCliContext(loadConfig({ ...source, ERASURE_LEDGER: ledger }));
    let email: string;
    try {
      ({ email } = await app.get(DataSource).getRepository(Lead).findOneByOrFail({ id: soldLeadId }));
      await app.get(ErasureService).erase({ email, phone: null }, 'Löschverlangen nach der Sicherung');
    } finally {
      await app.close();
    }
    // The ledger holds keyed hashes only.
    expect(readFileSync(ledger, 'utf8')).not.toContain(email);
    const personLeads = async (target: Record<string, string>) =>
      onDatabase(target, (query) => query(`SELECT id, email, pseudonymised_at IS NOT NULL AS erased FROM lead WHERE id = ${soldLeadId}`));

    const target = await emptyTarget('restored-with-ledger');
    const result = await command('restore', [archive, '--loeschungen', ledger], target);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Löschprotokoll .*erasure-ledger\.jsonl: 1 Löschungen; die Sicherung enthält 0\. Erneut gelöscht: 1 Personen \([1-9]\d* Leads, 0 Aufträge\)/);
    const [lead] = await personLeads(target);
    expect(lead).toMatchObject({ erased: true });
    expect(lead.email).not.toBe(email);
    const blocked = await onDatabase(target, (query) => query(`SELECT count(*)::int AS n FROM do_not_contact`));
    expect(blocked[0].n).toBeGreaterThan(0);

    // Without a ledger the restore says that erasures after the backup were not applied again.
    const without = await command('restore', [archive], await emptyTarget('restored-without-ledger'));
    expect(without.stdout).toContain('Kein Löschprotokoll gefunden');
  }, 300_000);
});
