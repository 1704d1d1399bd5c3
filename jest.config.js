// One jest configuration for the whole monorepo: a project per workspace that has tests, plus infra/.
// Unit tests are `*.spec.ts` beside the code; integration tests are `test/*.int-spec.ts` and run against
// the real servers that the global setup makes sure are up (see infra/testing/global-setup.ts).
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

function project(rootDir, displayName) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.ts$': swc },
  };
}

/** Workspace folders that exist and run their tests with jest (the frontend runs Vitest). */
function workspaceProjects() {
  const { workspaces } = JSON.parse(readFileSync(join(__dirname, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = join(__dirname, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`);
  });
  return dirs
    .filter((dir) => existsSync(join(__dirname, dir, 'package.json')))
    .filter((dir) => {
      const pkg = JSON.parse(readFileSync(join(__dirname, dir, 'package.json'), 'utf8'));
      return !pkg.devDependencies?.vitest;
    })
    .map((dir) => project(join(__dirname, dir), dir));
}

module.exports = {
  globalSetup: '<rootDir>/infra/testing/global-setup.ts',
  globalTeardown: '<rootDir>/infra/testing/global-teardown.ts',
  transform: { '^.+\\.ts$': swc },
  testTimeout: 30_000,
  // One suite at a time (the timing-sensitive suites expect an otherwise quiet machine), in a worker that is
  // replaced once a suite leaves it holding more than this: the e2e stacks leave garbage that a single process
  // running every suite could not shed (docs/testing.md).
  maxWorkers: 1,
  workerIdleMemoryLimit: '1.5GB',
  reporters: ['default', '<rootDir>/infra/testing/summary-reporter.js'],
  projects: [project(join(__dirname, 'infra'), 'infra'), ...workspaceProjects()],
};
