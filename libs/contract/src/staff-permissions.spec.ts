import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { permissionDeniedMessage, STAFF_PERMISSIONS, STAFF_ROLE_NAMES, STAFF_ROLES, staffMay } from './staff-permissions';

/** The README's table, rendered from the permission table itself. */
function permissionTableMarkdown(): string {
  const header = `| Route | ${STAFF_ROLES.map((role) => STAFF_ROLE_NAMES[role]).join(' | ')} |`;
  const rule = `| --- |${STAFF_ROLES.map(() => ' :-: |').join('')}`;
  const rows = Object.keys(STAFF_PERMISSIONS).map((route) => `| \`${route}\` | ${STAFF_ROLES.map((role) => (staffMay(role, route) ? '✓' : '–')).join(' | ')} |`);
  return [header, rule, ...rows].join('\n');
}

describe('staff permission table', () => {
  it('keeps the rules the business set', () => {
    // Only administrators manage users, read the audit log, change settings and regenerate API keys.
    for (const route of ['POST /api/users', 'PUT /api/users/{id}', 'GET /api/audit', 'PUT /api/settings/company', 'PUT /api/settings/dunning', 'PUT /api/settings/legal', 'PUT /api/settings/distribution', 'PUT /api/settings/reclamation', 'POST /api/leadsource/{id}/apikey', 'POST /api/organisation/{id}/apikey']) {
      expect([route, STAFF_ROLES.filter((role) => staffMay(role, route))]).toEqual([route, ['admin']]);
    }
    // Vertrieb does not create, send, pay or void invoices, nor run invoicing or dunning.
    for (const route of ['POST /api/organisation/{id}/invoice', 'PUT /api/organisation/{id}/invoice/{invoiceId}/send', 'PUT /api/organisation/{id}/invoice/{invoiceId}/paid', 'PUT /api/organisation/{id}/invoice/{invoiceId}/void', 'POST /api/invoicing/run', 'POST /api/dunning/run']) {
      expect([route, staffMay('sales', route), staffMay('accounting', route)]).toEqual([route, false, true]);
    }
    // Buchhaltung does not change leads (edit, qualify, sell, reclaim) nor export them.
    for (const route of ['PUT /api/lead/{lId}', 'POST /api/lead/{lId}/sell', 'PUT /api/lead/{lId}/reclamate/buyers', 'PUT /api/leads/reclamate', 'GET /api/leads/export']) {
      expect([route, staffMay('accounting', route), staffMay('sales', route)]).toEqual([route, false, true]);
    }
  });

  it('leaves a route nobody listed to administrators only', () => {
    expect(staffMay('admin', 'DELETE /api/something-new')).toBe(true);
    expect(staffMay('sales', 'DELETE /api/something-new')).toBe(false);
    expect(staffMay('accounting', 'DELETE /api/something-new')).toBe(false);
  });

  it('names the role in German when it refuses', () => {
    expect(permissionDeniedMessage('sales')).toBe('Dafür fehlt Ihnen die Berechtigung (Rolle: Vertrieb).');
    expect(permissionDeniedMessage('accounting')).toBe('Dafür fehlt Ihnen die Berechtigung (Rolle: Buchhaltung).');
  });

  it('is printed in the README exactly as the code has it', () => {
    const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');
    const printed = /<!-- permission-table:start -->\n([\s\S]*?)\n<!-- permission-table:end -->/.exec(readme)?.[1];
    // On a mismatch, `npm run docs:permissions` writes the table into the README.
    expect(printed).toBe(permissionTableMarkdown());
  });
});
