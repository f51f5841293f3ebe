import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAFF_PERMISSIONS, STAFF_ROLE_NAMES, STAFF_ROLES, staffMay } from '@app/contract';

/** The README's table, rendered from the permission table itself. */
function permissionTableMarkdown(): string {
  const header = `| Route | ${STAFF_ROLES.map((role) => STAFF_ROLE_NAMES[role]).join(' | ')} |`;
  const rule = `| --- |${STAFF_ROLES.map(() => ' :-: |').join('')}`;
  const rows = Object.keys(STAFF_PERMISSIONS).map((route) => `| \`${route}\` | ${STAFF_ROLES.map((role) => (staffMay(role, route) ? '✓' : '–')).join(' | ')} |`);
  return [header, rule, ...rows].join('\n');
}

describe('the permission table in the README', () => {
  it('is printed in the README exactly as the code has it', () => {
    const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');
    const printed = /<!-- permission-table:start -->\n([\s\S]*?)\n<!-- permission-table:end -->/.exec(readme)?.[1];
    // On a mismatch, `npm run docs:permissions` writes the table into the README.
    expect(printed).toBe(permissionTableMarkdown());
  });
});
