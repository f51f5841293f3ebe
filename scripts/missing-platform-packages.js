/**
 * Prints the platform packages (native bindings: rolldown's, SWC's, …) that package-lock.json names for this
 * machine but node_modules lacks, one per line; exit code 1 when any is missing. npm installs them as optional
 * dependencies and only notes it in its debug log when a download fails, so a slow registry leaves a build
 * that breaks later with "Cannot find native binding". `.ci/run` asks this after `npm ci`.
 */
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
const libc = process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';

/** Whether npm would install this entry here: each of os, cpu and libc, when given, names this machine. */
const fitsHere = (entry) =>
  (entry.os || entry.cpu) &&
  (!entry.os || entry.os.includes(process.platform)) &&
  (!entry.cpu || entry.cpu.includes(process.arch)) &&
  (!entry.libc || entry.libc.includes(libc));

const missing = Object.entries(lock.packages)
  .filter(([path, entry]) => path.startsWith('node_modules/') && fitsHere(entry) && !existsSync(join(ROOT, path, 'package.json')))
  .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version}`);
for (const name of missing) console.log(name);
process.exit(missing.length > 0 ? 1 : 0);
