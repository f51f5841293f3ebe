import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's package; `.ci/run` installs it. */
export const HAPROXY = '/usr/sbin/haproxy';

/** The header the load driver numbers its requests with, so HAProxy's log says which process served each. */
export const REQUEST_ID_HEADER = 'x-cluster-request';

export interface Backend {
  name: string;
  port: number;
}

/**
 * HAProxy in front of the API processes, as in production (ops/haproxy/haproxy.cfg): round robin, a process
 * leaves the rotation when /ready fails three times in a row and comes back after two good answers; a request that cannot
 * connect goes to the other process. Requests already sent to a process that dies fail (502): those are the
 * "in flight" ones the cluster test counts. Each request is logged with its id, server and status.
 */
export function haproxyConfig(port: number, backends: Backend[]): string {
  return [
    'global',
    '  log stdout format raw local0',
    '  maxconn 2000',
    '',
    'defaults',
    '  mode http',
    '  log global',
    // Request id (captured header 0), server, status, termination state.
    '  log-format "%[capture.req.hdr(0)] %s %ST %tsc"',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A process busy with load answers /ready late; only one that stays silent leaves the rotation.
    '  timeout check 5s',
    '  retries 3',
    '  option redispatch 1',
    '',
    'frontend api',
    `  bind 127.0.0.1:${port}`,
    `  http-request capture req.hdr(${REQUEST_ID_HEADER}) len 40`,
    '  default_backend api',
    '',
    'backend api',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /ready',
    '  default-server inter 1s fall 3 rise 2',
    ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`),
    '',
  ].join('\n');
}

export interface RunningHaproxy {
  /** Which server each logged request went to and what it answered, by request id. */
  served(): Map<string, { server: string; status: number; termination: string }>;
  /** When HAProxy took the server out of rotation (its health check failed) since `after`; null if not yet. */
  downSince(server: string, after: number): number | null;
  stop(): Promise<void>;
}

export async function startHaproxy(dir: string, port: number, backends: Backend[]): Promise<RunningHaproxy> {
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} fehlt (Debian-Paket haproxy; .ci/run installiert es)`);
  const configFile = join(dir, 'haproxy.cfg');
  const logFile = join(dir, 'haproxy.log');
  writeFileSync(configFile, haproxyConfig(port, backends));
  const log = createWriteStream(logFile);
  // -db: in the foreground, logging to stdout; -W would fork a master we could not stop by pid.
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  // Its log lines carry no time: noted as they come, when a server leaves the rotation.
  const downs: { server: string; at: number }[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const down = /^Server api\/(\S+) is DOWN/.exec(line);
      if (down) downs.push({ server: down[1], at: Date.now() });
    }
  });
  await waitForPort(port, child);
  return {
    served() {
      const lines = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n') : [];
      const served = new Map<string, { server: string; status: number; termination: string }>();
      for (const line of lines) {
        const match = /^(\S+) (\S+) (-?\d+) (\S+)$/.exec(line.trim());
        if (match && match[1] !== '-') served.set(match[1], { server: match[2], status: Number(match[3]), termination: match[4] });
      }
      return served;
    },
    downSince(server, after) {
      return downs.find((down) => down.server === server && down.at >= after)?.at ?? null;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await new Promise((resolve) => log.end(resolve));
    },
  };
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`HAProxy beendet (Code ${child.exitCode})`);
    try {
      await fetch(`http://127.0.0.1:${port}/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('HAProxy lauscht nicht');
}
