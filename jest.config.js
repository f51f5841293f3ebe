// Three test levels share one runner: unit (*.spec.ts), medium (*.medium-spec.ts, real database)
// and API end to end (test/**/*.e2e-spec.ts). Browser tests run under Playwright (test/browser).
// `@app/<lib>` is a lib's public surface (libs/<lib>/src/index.ts); deeper paths are not mapped on purpose.
const { availableParallelism } = require('node:os');

const serverAliases = {
  '^@app/([a-z-]+)$': '<rootDir>/libs/$1/src',
};

const tsJest = (tsconfig) => ['ts-jest', { tsconfig, diagnostics: false }];

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
  transform: { '/node_modules/react-hotkeys-hook/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs' }, diagnostics: false }] },
  transformIgnorePatterns: ['/node_modules/(?!react-hotkeys-hook/)'],
};

const server = {
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/test'],
  transform: { '^.+\\.ts$': tsJest('<rootDir>/tsconfig.spec.json') },
  moduleNameMapper: serverAliases,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/test/browser/'],
};

module.exports = {
  testTimeout: 60000,
  // Jest's default is one worker less than the cores: one on a two-core CI machine. The database tests
  // spend much of their time waiting (PostgreSQL, Redis, outbox polls, child processes), so two share two cores well.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Each test file's module registry (Nest, TypeORM, PGlite, pdfkit, the password dictionaries) is not all
  // released when the file ends, so a worker grows by some 50 MB per file and slows down in garbage collection;
  // one that has grown past this is replaced after its file (the embedded databases' memory grows with it).
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
      transform: { '^.+\\.tsx?$': tsJest('<rootDir>/admin/tsconfig.json'), ...reactAdminInNode.transform },
      transformIgnorePatterns: reactAdminInNode.transformIgnorePatterns,
      moduleNameMapper: browserAliases,
    },
    {
      displayName: 'funnel',
      testEnvironment: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/funnel/src'],
      testMatch: ['**/*.spec.ts'],
      transform: { '^.+\\.tsx?$': tsJest('<rootDir>/funnel/tsconfig.json') },
      moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/libs/contract/src/$1', '^@contract$': '<rootDir>/libs/contract/src' },
    },
    {
      displayName: 'portal',
      testEnvironment: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/portal/src'],
      testMatch: ['**/*.spec.ts'],
      transform: { '^.+\\.tsx?$': tsJest('<rootDir>/portal/tsconfig.json') },
      moduleNameMapper: browserAliases,
    },
    // What the back office and the portal share (ui/), tested once here rather than in each app.
    {
      displayName: 'ui',
      testEnvironment: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/ui/src'],
      testMatch: ['**/*.spec.ts'],
      transform: { '^.+\\.tsx?$': tsJest('<rootDir>/ui/tsconfig.json') },
      moduleNameMapper: browserAliases,
    },
  ],
};
