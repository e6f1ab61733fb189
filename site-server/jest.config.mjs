import { createJestConfig } from '../tooling/jest/jest-config.mjs';

export default createJestConfig(import.meta.dirname, { environment: 'node', pglite: true });
