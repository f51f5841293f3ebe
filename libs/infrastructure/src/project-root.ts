import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let cached: string | undefined;

/** The checkout's root (where package.json is), whether running from sources or from dist/. */
export function projectRoot(): string {
  if (cached) return cached;
  let directory = __dirname;
  while (dirname(directory) !== directory) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'leadportal') {
      cached = directory;
      return directory;
    }
    directory = dirname(directory);
  }
  cached = process.cwd();
  return cached;
}
