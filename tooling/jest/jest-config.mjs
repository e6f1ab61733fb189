// One Jest setup for every package, so a team runs `pnpm --filter <package> test`
// and the root runs every package at once through `projects`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;

/**
 * @param {string} packageDir absolute folder of the package
 * @param {{ environment?: 'jsdom' | 'node', pglite?: boolean }} [options]
 * @returns {import('jest').Config}
 */
export function createJestConfig(packageDir, options = {}) {
  const environment = options.environment ?? 'jsdom';
  const setupFiles = [join(here, 'setup-globals.cjs')];
  const setupFilesAfterEnv = [...(environment === 'jsdom' ? [join(here, 'setup-dom.cjs')] : []), join(here, 'fail-on-contract-violations.cjs')];
  const localSetup = join(packageDir, 'jest.setup.ts');
  if (existsSync(localSetup)) setupFilesAfterEnv.push(localSetup);
  const config = {
    displayName: packageDir.split('/').pop(),
    rootDir: packageDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '\\.(svg|avif|webp|jpg)$': join(here, 'file-stub.cjs'),
      // Content pages compile as webpack compiles them (tooling/src/content/content-page.cjs).
      '\\.md$': join(here, 'content-page-transform.cjs'),
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // A few of fastify's dependencies ship only ES modules, which Jest on Node 20 cannot require: compile them.
    // marked (the content pages' compiler, tested in tooling) ships only ES modules too. @fastify/cookie loads
    // cookie 2 with import(), which Jest runs only once compiled to a require.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(cookie|@fastify/cookie|content-disposition|marked)/)'],
    moduleNameMapper: {
      '^@module-federation/enhanced/runtime$': join(here, 'federation-runtime-mock.cjs'),
    },
    setupFiles,
    setupFilesAfterEnv,
  };
  if (!options.pglite) return config;
  return {
    ...config,
    transform: {
      // First, so PGlite's files never reach the TypeScript transform.
      '@electric-sql/pglite/dist/.+\\.c?js$': join(here, 'pglite-import-transform.cjs'),
      ...config.transform,
    },
    // cookie 2 (used by fastify's inject and @fastify/cookie, which loads it with import()) ships ESM only; swc turns both into CommonJS.
    transformIgnorePatterns: ['^(?!.*(@electric-sql/pglite/|/node_modules/cookie/|/node_modules/@fastify/cookie/|/node_modules/content-disposition/|/node_modules/marked/)).*/node_modules/'],
  };
}
