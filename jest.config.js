// Three test levels share one runner: unit (*.spec.ts), medium (*.medium-spec.ts, real database)
// and API end to end (test/**/*.e2e-spec.ts). Browser tests run under Playwright (test/browser).
// `@app/<lib>` is a lib's public surface (libs/<lib>/src/index.ts); deeper paths are not mapped on purpose.
const { availableParallelism } = require('node:os');

const serverAliases = {
  '^@app/([a-z-]+)$': '<rootDir>/libs/$1/src',
};

/**
 * SWC compiles each TypeScript file on its own (types are checked by `npm run typecheck`), some ten times faster than
 * ts-jest did: CI starts with an empty cache and compiles every module once per worker. Decorators and their metadata as
 * tsc emits them (Nest's injection, TypeORM's columns, class-validator); class fields with define semantics, as
 * tsc's ES2022 target does.
 */
const swc = (parser) => [
  '@swc/jest',
  {
    jsc: {
      parser,
      target: 'es2022',
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
/** TypeScript, and TSX in the browser apps (a generic arrow `<T>(…)` in a .ts file is no JSX). */
const typescript = {
  '^.+\\.ts$': swc({ syntax: 'typescript', decorators: true }),
  '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true, decorators: true }),
};

/** The browser apps' aliases: libs/contract (shared with the server) and ui/ (shared by the back office and the portal). */
const browserAliases = {
  '^@contract/(.*)$': '<rootDir>/libs/contract/src/$1',
  '^@contract$': '<rootDir>/libs/contract/src',
  '^@ui/(.*)$': '<rootDir>/ui/src/$1',
  '^@ui$': '<rootDir>/ui/src',
};

/**
 * react-admin's keyboard shortcuts come from react-hotkeys-hook, which ships only as an ES module: compiled
 * for Jest, so the back office's component tests can render its screens to HTML in Node (admin/src/testing/render.ts).
 */
const reactAdminInNode = {
  transform: { '/node_modules/react-hotkeys-hook/.+\\.js$': swc({ syntax: 'ecmascript', jsx: true }) },
  transformIgnorePatterns: ['/node_modules/(?!react-hotkeys-hook/)'],
};

const server = {
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/test'],
  // PGlite's import() of Node's modules would need --experimental-vm-modules, whose module registries a worker
  // never releases (some 50 MB a test file): see test/support/jest-pglite-transform.js.
  transform: { ...typescript, '/node_modules/@electric-sql/pglite/.+\\.cjs$': '<rootDir>/test/support/jest-pglite-transform.js' },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  moduleNameMapper: serverAliases,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/test/browser/'],
};

module.exports = {
  testTimeout: 60000,
  // Jest's default is one worker less than the cores: one on a two-core CI machine. The database tests
  // spend much of their time waiting (PostgreSQL, Redis, outbox polls, child processes), so two share two cores well.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker that has grown past this after a file (an embedded database or a big PDF still in memory) is replaced.
  workerIdleMemoryLimit: '500MB',
  projects: [
    // Unit tests of the server: no database, no queue, no HTTP stack.
    { ...server, displayName: 'server', testMatch: ['**/*.spec.ts'] },
    // Medium and API tests: a real database (embedded, or DATABASE_URL's server), a queue (in process, or
    // REDIS_URL's Redis), the HTTP stack. The only ones worth running again against PostgreSQL and Redis:
    // `npm test -- --selectProjects database`.
    { ...server, displayName: 'database', testMatch: ['**/*.medium-spec.ts', '**/*.e2e-spec.ts'] },
    {
      displayName: 'admin',
      testEnvironment: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/admin/src'],
      testMatch: ['**/*.spec.ts'],
      transform: { ...typescript, ...reactAdminInNode.transform },
      transformIgnorePatterns: reactAdminInNode.transformIgnorePatterns,
      moduleNameMapper: browserAliases,
    },
    {
      displayName: 'funnel',
      testEnvironment: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/funnel/src'],
      testMatch: ['**/*.spec.ts'],
      transform: typescript,
      moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/libs/contract/src/$1', '^@contract$': '<rootDir>/libs/contract/src' },
    },
    {
      displayName: 'portal',
      testEnvironment: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/portal/src'],
      testMatch: ['**/*.spec.ts'],
      transform: typescript,
      moduleNameMapper: browserAliases,
    },
    // What the back office and the portal share (ui/), tested once here rather than in each app.
    {
      displayName: 'ui',
      testEnvironment: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/ui/src'],
      testMatch: ['**/*.spec.ts'],
      transform: typescript,
      moduleNameMapper: browserAliases,
    },
  ],
};
