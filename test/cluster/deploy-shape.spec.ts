import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { AppConfig } from '@app/infrastructure';
import { HAPROXY, haproxyConfig } from './haproxy';

const root = join(__dirname, '..', '..');
const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');

/** `haproxy -c`: the configuration parses and names nothing unknown. */
function checkHaproxy(config: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'haproxy-check-'));
  try {
    writeFileSync(join(dir, 'haproxy.cfg'), config);
    return execFileSync(HAPROXY, ['-c', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8', stdio: 'pipe' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The production shape as docker-compose.yml and ops/haproxy describe it, and the cluster test's copy of it. */
describe('deployment shape', () => {
  it('sets only variables the app reads (AppConfig)', () => {
    const block = /environment: &app-env\n((?: {6}.*\n)+)/.exec(compose)?.[1] ?? '';
    const names = [...block.matchAll(/^ {6}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]);
    const known = new Set(getMetadataStorage().getTargetValidationMetadatas(AppConfig, '', true, false).map((entry) => entry.propertyName));
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it('runs several API processes behind HAProxy with its config from ops/haproxy, and several workers', () => {
    expect(compose).toMatch(/\n {2}app:\n(?: {4}.*\n)*? {4}deploy:\n {6}replicas: 2\n/);
    expect(compose).toMatch(/\n {2}worker:\n(?: {4}.*\n)*? {4}deploy:\n {6}replicas: 2\n/);
    expect(compose).toContain('./ops/haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    // The app replicas share no host port; only HAProxy publishes one.
    expect(compose.match(/^ {4}ports:/gm)).toHaveLength(1);
  });

  const withHaproxy = existsSync(HAPROXY) ? it : it.skip;

  withHaproxy('ships a HAProxy configuration that HAProxy accepts', () => {
    expect(checkHaproxy(readFileSync(join(root, 'ops', 'haproxy', 'haproxy.cfg'), 'utf8'))).toContain('Configuration file is valid');
  });

  withHaproxy("the cluster test's HAProxy checks /ready and balances round robin", () => {
    const config = haproxyConfig(8000, [
      { name: 'api1', port: 8001 },
      { name: 'api2', port: 8002 },
    ]);
    expect(config).toContain('http-check send meth GET uri /ready');
    expect(config).toContain('balance roundrobin');
    expect(checkHaproxy(config)).toContain('Configuration file is valid');
  });
});
