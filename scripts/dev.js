#!/usr/bin/env node
// `npm run dev`: the API, rebuilt and restarted on every change in apps/ and libs/, by `nest start api --watch`
// with the compiler nest-cli.json configures (the same as `npm run build:server`). A pass with type errors keeps
// the last good server running; the CLI stops the old server before it starts the new one, because only one
// process at a time may open the embedded database.
const { execFileSync, spawn } = require('node:child_process');
const { join } = require('node:path');

const root = join(__dirname, '..');

// Backoffice, funnel and portal as `npm start` serves them; `npm run dev:admin` etc. watch those.
execFileSync(process.execPath, [join(__dirname, 'ensure-built.js'), 'admin', 'funnel', 'portal'], { cwd: root, stdio: 'inherit' });

// The CLI and the server run in a process group of their own, so Ctrl+C reaches them only through this script,
// once: the CLI passes each signal on to the server, and a second one would make the server exit at once instead
// of closing its database. --no-shell: the CLI runs the server itself, not in a shell that would die on the signal
// and leave the server running.
const nest = spawn(join(root, 'node_modules', '.bin', 'nest'), ['start', 'api', '--watch', '--preserveWatchOutput', '--no-shell'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
nest.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    nest.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
