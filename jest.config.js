// Three test levels share one runner: unit (*.spec.ts), medium (*.medium-spec.ts, real database)
// and API end to end (test/**/*.e2e-spec.ts). Browser tests run under Playwright (test/browser).
// `@app/<lib>` is a lib's public surface (libs/<lib>/src/index.ts); deeper paths are not mapped on purpose.
const serverAliases = {
  '^@app/([a-z-]+)$': '<rootDir>/libs/$1/src',
};

const tsJest = (tsconfig) => ['ts-jest', { tsconfig, diagnostics: false }];

module.exports = {
  testTimeout: 60000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/test'],
      testMatch: ['**/*.spec.ts', '**/*.medium-spec.ts', '**/*.e2e-spec.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/tsconfig.spec.json') },
      moduleNameMapper: serverAliases,
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/test/browser/'],
    },
    {
      displayName: 'admin',
      testEnvironment: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/admin/src'],
      testMatch: ['**/*.spec.ts'],
      transform: { '^.+\\.tsx?$': tsJest('<rootDir>/admin/tsconfig.json') },
      moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/libs/contract/src/$1', '^@contract$': '<rootDir>/libs/contract/src' },
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
  ],
};
