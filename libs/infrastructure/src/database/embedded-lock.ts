import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Only one process may open an embedded data directory: PGlite has no lock of its own, and a second
 * process writing the same files corrupts them. The process that opens it (the server, or a command
 * such as `seed:demo` while the server is stopped) leaves this file in DATA_DIR; a lock whose process
 * has ended is stale and taken over. Node built-ins only, so that a test can run this file alone as a
 * stand-in server in a second process.
 */
export const EMBEDDED_LOCK_FILE = 'pgdata.lock';

/** What the lock file says about the process holding the database. */
export interface EmbeddedLockHolder {
  pid: number;
  /** Linux: the process's start time from /proc, so that another process reusing the pid is not taken for the holder. */
  started?: string;
  /** The holder's script, to tell the running server from another command in the message. */
  command?: string;
}

/** The embedded database is open in another, still running process. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: EmbeddedLockHolder,
  ) {
    super(inUseMessage(dataDir, holder));
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

/** The live process other than this one that holds the embedded database in `dataDir`, if any. */
export function embeddedDatabaseHolder(dataDir: string): EmbeddedLockHolder | null {
  const holder = readHolder(join(dataDir, EMBEDDED_LOCK_FILE));
  return holder && holder.pid !== process.pid && isRunning(holder) ? holder : null;
}

/**
 * Takes the lock of the embedded database in `dataDir` for this process, or throws
 * EmbeddedDatabaseInUseError at once when a running process holds it. Returns the lock file.
 */
export function takeEmbeddedLock(dataDir: string): string {
  const lockFile = join(dataDir, EMBEDDED_LOCK_FILE);
  const record = JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid), command: process.argv[1] } satisfies EmbeddedLockHolder);
  // Exclusive create, so two processes starting at the same moment cannot both think they got it.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockFile, record, { flag: 'wx' });
      return lockFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = embeddedDatabaseHolder(dataDir);
    if (holder) throw new EmbeddedDatabaseInUseError(dataDir, holder);
    // Stale (its process has ended) or this process's own from an earlier open: replace it.
    rmSync(lockFile, { force: true });
  }
  const holder = readHolder(lockFile);
  throw new EmbeddedDatabaseInUseError(dataDir, holder ?? { pid: 0 });
}

/** Removes the lock if this process holds it; another process's lock is left alone. */
export function releaseEmbeddedLock(lockFile: string): void {
  if (readHolder(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
}

function readHolder(lockFile: string): EmbeddedLockHolder | null {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8').trim();
  } catch {
    return null;
  }
  // Servers before this format wrote the bare pid.
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const parsed = JSON.parse(text) as Partial<EmbeddedLockHolder>;
    return typeof parsed.pid === 'number' && parsed.pid > 0 ? { pid: parsed.pid, started: parsed.started, command: parsed.command } : null;
  } catch {
    return null;
  }
}

function isRunning(holder: EmbeddedLockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.started === undefined) return true;
  const started = startTimeOf(holder.pid);
  return started === undefined || started === holder.started;
}

/** Field 22 of /proc/<pid>/stat (start time since boot); undefined where there is no /proc. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may contain spaces; the fields after it are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function inUseMessage(dataDir: string, { pid, command }: EmbeddedLockHolder): string {
  if (command === undefined || /[\\/]apps[\\/](api|worker)[\\/]/.test(command)) {
    return `Die eingebettete Datenbank in ${dataDir} wird gerade vom laufenden Server (Prozess ${pid}) benutzt. Bitte den Server stoppen und den Befehl erneut starten.`;
  }
  return `Die eingebettete Datenbank in ${dataDir} wird gerade von einem anderen Befehl (Prozess ${pid}: ${command}) benutzt. Bitte warten, bis er fertig ist, und den Befehl erneut starten.`;
}
