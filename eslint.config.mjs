import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries: other libs and apps use a lib only through its public surface, `@app/<lib>`
 * (libs/<lib>/src/index.ts). A deep path into another lib, or a relative path that climbs into one,
 * fails lint. Tests of a lib's internals sit inside that lib and use relative paths.
 */
const LIBS = readdirSync(new URL('./libs', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const deepImport = {
  regex: '^@app/[a-z-]+/',
  message: 'Nur die öffentliche Schnittstelle einer Lib importieren: `@app/<lib>` (libs/<lib>/src/index.ts), keine tieferen Pfade.',
};
const climbMessage = 'Kein relativer Pfad in eine Lib: `@app/<lib>` importieren.';
/** From a lib's file: up and into another lib's src. */
const climbIntoLib = { regex: '^(\\.\\./)+(libs/)?[a-z-]+/src(/|$)', message: climbMessage };
/** From apps and tests: up and into libs/. */
const climbIntoLibs = { regex: '^(\\.\\./)+libs/', message: climbMessage };

const boundaries = (extra = [], climb = climbIntoLib) => ['error', { patterns: [deepImport, climb, ...extra] }];

/** What some libs may not import at all. */
const LIB_RULES = {
  // The server's foundation: it knows libs/contract and no feature lib.
  infrastructure: [{ group: ['@app/*', '!@app/contract'], message: 'libs/infrastructure importiert keine Feature-Lib (nur @app/contract).' }],
  // Runs on the server and in both browsers: plain TypeScript.
  contract: [
    { group: ['@app/*'], message: 'libs/contract importiert keine andere Lib.' },
    {
      group: ['@nestjs/*', 'typeorm', 'class-validator', 'class-transformer', 'express', 'react', 'react-dom', 'node:*'],
      message: 'libs/contract bleibt reines TypeScript (kein Nest, kein ORM, kein DOM, kein Node).',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  // The browsers' React code: the rules of hooks and React's recommended checks of their use.
  { files: ['admin/src/**/*.{ts,tsx}', 'funnel/src/**/*.{ts,tsx}', 'portal/src/**/*.{ts,tsx}', 'ui/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // NestJS modules are classes with decorators and no members.
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['apps/**/*.ts', 'test/**/*.ts'],
    rules: { 'no-restricted-imports': boundaries([], climbIntoLibs) },
  },
  // Playwright compiles the browser tests without the server's path aliases; libs/contract is made for browsers.
  {
    files: ['test/browser/**/*.ts'],
    rules: { 'no-restricted-imports': boundaries([], { ...climbIntoLibs, regex: '^(\\.\\./)+libs/(?!contract/)' }) },
  },
  // Inside a lib: its own files by relative path (its index would import it in a cycle).
  ...LIBS.map((lib) => ({
    files: [`libs/${lib}/src/**/*.ts`],
    rules: {
      'no-restricted-imports': boundaries([
        { group: [`@app/${lib}`], message: `Innerhalb von libs/${lib} relativ importieren, nicht über @app/${lib}.` },
        ...(LIB_RULES[lib] ?? []),
      ]),
    },
  })),
  // Its tests may open a database with every entity (@app/schema).
  {
    files: ['libs/infrastructure/src/**/*.spec.ts', 'libs/infrastructure/src/**/*.medium-spec.ts'],
    rules: { 'no-restricted-imports': boundaries([{ group: ['@app/infrastructure'], message: 'Innerhalb von libs/infrastructure relativ importieren.' }]) },
  },
  // The browser apps (STYLE.md): the back office and the portal are separate apps that share screens and
  // logic only through ui/, which knows neither of them and of the server only libs/contract ('@contract').
  {
    files: ['ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+(admin|portal|funnel|apps|libs)(/|$)', message: 'ui/ importiert keine App und keine Server-Lib (libs/contract nur über @contract).' },
            { group: ['@app/*'], message: 'ui/ importiert keine Server-Lib (libs/contract nur über @contract).' },
          ],
        },
      ],
    },
  },
  ...[
    ['admin', 'portal'],
    ['portal', 'admin'],
  ].map(([app, other]) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^(\\.\\./)+${other}(/|$)`, message: `${app}/ importiert nichts aus ${other}/: Gemeinsames liegt in ui/ (@ui).` }] },
      ],
    },
  })),
  {
    files: ['libs/contract/src/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch'] },
  },
  {
    files: ['scripts/**/*.js', 'jest.config.js', 'test/support/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
