import { ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The checkout: the nearest folder up with a package.json (the runner runs compiled, from dist/cluster). */
function projectRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

const root = projectRoot();
/** Where the compiled runner finds the built apps (npm run test:cluster builds them first). */
export const API_MAIN = join(root, 'dist', 'apps', 'api', 'src', 'main.js');
export const WORKER_MAIN = join(root, 'dist', 'apps', 'worker', 'src', 'main.js');
/** `npm run audit:verify` as built. */
export const AUDIT_VERIFY_MAIN = join(root, 'dist', 'apps', 'cli', 'src', 'audit-verify.js');
export const PROJECT_ROOT = root;

/**
 * One API or worker process of the cluster, started from the built app with its own environment and a
 * log file of its own (appended across restarts, so a crash and the restart after it read in order).
 */
export class ClusterProcess {
  private child?: ChildProcess;
  private starts = 0;

  constructor(
    readonly name: string,
    private readonly main: string,
    private readonly env: Record<string, string>,
    readonly logFile: string,
    /** The API's port, for its readiness; none for a worker. */
    readonly port?: number,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts it and waits until it serves (API: /ready answers 200; worker: it says it runs). */
  async start(timeoutMs = 180_000): Promise<void> {
    const log = openSync(this.logFile, 'a');
    this.starts++;
    const startsBefore = this.startedMarkers();
    this.child = spawn(process.execPath, [this.main], { cwd: PROJECT_ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...this.env }, stdio: ['ignore', log, log] });
    closeSync(log);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} beendet beim Start (Code ${this.child.exitCode ?? this.child.signalCode}); Protokoll: ${this.logFile}`);
      if (this.port ? await this.ready() : this.startedMarkers() > startsBefore) return;
      await sleep(250);
    }
    throw new Error(`${this.name} nach ${timeoutMs / 1000} s nicht bereit; Protokoll: ${this.logFile}`);
  }

  /** SIGKILL: no shutdown hook runs, connections and claimed jobs are left as they are. */
  async kill(): Promise<number> {
    const at = Date.now();
    await this.signal('SIGKILL');
    return at;
  }

  /** SIGTERM, then SIGKILL after `graceMs`. */
  async stop(graceMs = 15_000): Promise<void> {
    if (!this.running) return;
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), graceMs);
    await this.signal('SIGTERM');
    clearTimeout(timer);
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  private async ready(): Promise<boolean> {
    try {
      return (await fetch(`http://127.0.0.1:${this.port}/ready`)).status === 200;
    } catch {
      return false;
    }
  }

  /** How often the worker has said that it runs, across its restarts. */
  private startedMarkers(): number {
    if (!existsSync(this.logFile)) return 0;
    return readFileSync(this.logFile, 'utf8').split('Worker läuft').length - 1;
  }

  /** The end of its log, for the report when something went wrong. */
  tail(lines = 20): string {
    if (!existsSync(this.logFile)) return '';
    return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
