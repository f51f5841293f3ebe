#!/usr/bin/env node
// `npm run dev`: the API, rebuilt and restarted on every change in apps/ and libs/. tsc compiles in watch
// mode; after each pass tsc-alias rewrites the `@app/…` imports, and only then the server restarts (a watcher
// on dist/ would start it between the two and crash on the unresolved imports). A pass with type errors
// keeps the last good server running. The old server is stopped before the new one starts, because only
// one process at a time may open the embedded database.
const { execFileSync, spawn } = require('node:child_process');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

// Backoffice and funnel as `npm start` serves them; `npm run dev:admin` / `dev:funnel` watch those.
execFileSync(process.execPath, [join(__dirname, 'ensure-built.js'), 'all'], { cwd: root, stdio: 'inherit' });

let server = null;
let stopping = false;
let pending = Promise.resolve();

function startServer() {
  const child = spawn(process.execPath, ['dist/apps/api/src/main.js'], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (server === child) server = null;
    if (!stopping && !child.restarting) console.log(`\nServer beendet (${signal ?? `Code ${code}`}). Neustart nach der nächsten Änderung.`);
  });
  server = child;
}

function stopServer() {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.restarting = true;
  return new Promise((resolve) => {
    // The server closes its database on SIGTERM; one that hangs is not waited for forever.
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const tsc = spawn(bin('tsc'), ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
let partial = '';
tsc.stdout.setEncoding('utf8');
tsc.stdout.on('data', (chunk) => {
  const lines = (partial + chunk).split('\n');
  partial = lines.pop();
  for (const line of lines) onCompilerLine(line);
});
tsc.on('exit', (code) => {
  if (stopping) return;
  console.error(`tsc --watch beendet (Code ${code}).`);
  void shutdown(1);
});

let firstPass = true;
function onCompilerLine(line) {
  const pass = /Found (\d+) errors?\. Watching for file changes/.exec(line);
  if (!pass) {
    if (/File change detected/.test(line)) console.log('\nÄnderung erkannt, übersetze …');
    else if (line.trim() && !/Starting compilation in watch mode/.test(line)) console.log(line);
    return;
  }
  const errors = Number(pass[1]);
  if (errors > 0) {
    console.log(`${errors} Fehler beim Übersetzen: ${server ? 'Der Server läuft mit dem letzten fehlerfreien Stand weiter.' : 'Der Server startet nach der nächsten fehlerfreien Übersetzung.'}`);
    return;
  }
  const restart = !firstPass;
  firstPass = false;
  pending = pending
    .then(async () => {
      if (stopping) return;
      execFileSync(bin('tsc-alias'), ['-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
      // dist/ is current now, so the next `npm start` need not build again.
      writeFileSync(join(root, 'dist', '.server-built'), new Date().toISOString());
      if (restart && server) console.log('Server startet neu …');
      await stopServer();
      startServer();
    })
    // A failed step must not stop later passes from restarting the server.
    .catch((error) => console.error(`Neustart fehlgeschlagen: ${error.message}`));
}

async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  tsc.kill('SIGTERM');
  await pending.catch(() => undefined);
  await stopServer();
  process.exit(exitCode);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
