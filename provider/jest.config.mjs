import { createJestConfig } from 'tooling/jest';

const base = createJestConfig(import.meta.dirname, { environment: 'node' });

export default {
  ...base,
  transform: {
    // First, so PGlite's files never reach the TypeScript transform.
    '@electric-sql/pglite/dist/.+\\.c?js$': '<rootDir>/jest/dynamic-import-transform.cjs',
    ...base.transform,
  },
  // cookie 2 (used by fastify's inject) ships ESM only; swc turns it into CommonJS.
  transformIgnorePatterns: ['^(?!.*(@electric-sql/pglite/|/node_modules/cookie/)).*/node_modules/'],
};
