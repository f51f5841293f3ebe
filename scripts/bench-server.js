// What the benchmarks that start the built server share: a free port, waiting for /ready, JSON calls.
const { createServer } = require('node:net');

/** A port nobody listens on now (the server started next takes it). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once `base`/ready answers 2xx; fails when the server process ended or after 120 s. */
async function waitForReady(base, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`Server beendet (Code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('Server nicht bereit nach 120 s');
}

/** A JSON call that must succeed; its answer parsed. */
async function json(base, path, init = {}) {
  const response = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

module.exports = { freePort, waitForReady, json };
