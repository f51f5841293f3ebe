#!/usr/bin/env node
// Writes the staff permission table (libs/contract/src/staff-permissions.ts) into the README between its
// markers. libs/contract/src/staff-permissions.spec.ts fails in `npm test` while the README's copy differs.
// Usage: npm run docs:permissions
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const { STAFF_PERMISSIONS, STAFF_ROLES, STAFF_ROLE_NAMES, staffMay } = require(join(root, 'dist/libs/contract/src/staff-permissions.js'));

const header = `| Route | ${STAFF_ROLES.map((role) => STAFF_ROLE_NAMES[role]).join(' | ')} |`;
const rule = `| --- |${STAFF_ROLES.map(() => ' :-: |').join('')}`;
const rows = Object.keys(STAFF_PERMISSIONS).map((route) => `| \`${route}\` | ${STAFF_ROLES.map((role) => (staffMay(role, route) ? '✓' : '–')).join(' | ')} |`);
const file = join(root, 'README.md');
const readme = readFileSync(file, 'utf8');
const updated = readme.replace(
  /<!-- permission-table:start -->\n[\s\S]*?<!-- permission-table:end -->/,
  `<!-- permission-table:start -->\n${[header, rule, ...rows].join('\n')}\n<!-- permission-table:end -->`,
);
writeFileSync(file, updated);
console.log(updated === readme ? 'README: Rechtetabelle ist aktuell.' : `README: Rechtetabelle neu geschrieben (${rows.length} Routen).`);
