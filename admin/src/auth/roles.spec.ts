import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STAFF_PERMISSIONS } from '@contract/staff-permissions';
import { i18nProvider } from '../i18n/i18nProvider';
import { may, readOnlyReason, roleOf, rolesAllowedText } from './roles';

describe('roles in the back office', () => {
  it('reads the role the server stored, or an older session by its isAdmin flag', () => {
    expect(roleOf({ isAdmin: false, role: 'accounting' })).toBe('accounting');
    expect(roleOf({ isAdmin: true })).toBe('admin');
    expect(roleOf({ isAdmin: false })).toBe('sales');
    expect(roleOf(null)).toBeNull();
  });

  it('asks the permission table of libs/contract', () => {
    expect(may('sales', 'POST /api/lead/{lId}/sell')).toBe(true);
    expect(may('accounting', 'POST /api/lead/{lId}/sell')).toBe(false);
    expect(may('sales', 'POST /api/organisation/{id}/invoice')).toBe(false);
    expect(may('accounting', 'POST /api/organisation/{id}/invoice')).toBe(true);
    expect(may('sales', 'GET /api/users')).toBe(false);
    expect(may('admin', 'GET /api/users')).toBe(true);
    // Unknown routes are for administrators only; no role (not read yet) may nothing.
    expect(may('sales', 'POST /api/gibt-es-nicht')).toBe(false);
    expect(may(null, 'GET /api/leads')).toBe(false);
  });

  it('names the roles that may, from the permission table, as German groups', () => {
    expect(rolesAllowedText('PUT /api/lead/{lId}', i18nProvider.translate)).toBe('Administratoren und Vertrieb');
    expect(rolesAllowedText('GET /api/leads', i18nProvider.translate)).toBe('Administratoren, Vertrieb und Buchhaltung');
    expect(rolesAllowedText('POST /api/organisation/{id}/invoice', i18nProvider.translate)).toBe('Administratoren und Buchhaltung');
    expect(rolesAllowedText('PUT /api/settings/dunning', i18nProvider.translate)).toBe('Administratoren');
  });

  it("says in a greyed-out field's tooltip who may change it and who is logged in", () => {
    expect(readOnlyReason('accounting', 'PUT /api/lead/{lId}', i18nProvider.translate)).toBe('Nur für Administratoren und Vertrieb änderbar (Sie sind angemeldet als Buchhaltung).');
    expect(readOnlyReason('sales', 'PUT /api/settings/dunning', i18nProvider.translate)).toBe('Nur für Administratoren änderbar (Sie sind angemeldet als Vertrieb).');
    expect(readOnlyReason('sales', 'PUT /api/lead/{lId}', i18nProvider.translate)).toBeNull();
    expect(readOnlyReason(null, 'PUT /api/lead/{lId}', i18nProvider.translate)).toBeNull();
  });
});

/** Every `.ts`/`.tsx` file under admin/src. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.ts$/.test(name) ? [path] : [];
  });
}

describe('routes the screens ask about', () => {
  // useCan('…'), may(role, '…'), <Can route="…">, <RequireCan route="…">, <ReadOnlyNote route="…">: every
  // quoted 'METHOD /api/…' in the screens. A misspelt route would silently count as admin-only and hide a
  // button from everyone else.
  const uses = sourceFiles(join(__dirname, '..')).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const found = [...text.matchAll(/['"]((?:GET|POST|PUT|DELETE) \/api\/[^'"]*)['"]/g)].map((match) => match[1]);
    return found.map((route) => ({ file: file.slice(file.indexOf('admin/src')), route }));
  });

  it('are found (the screens use them)', () => {
    expect(uses.length).toBeGreaterThan(20);
  });

  it('are all in the permission table', () => {
    expect(uses.filter(({ route }) => !(route in STAFF_PERMISSIONS))).toEqual([]);
  });
});
