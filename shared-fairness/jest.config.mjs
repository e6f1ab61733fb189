import { createJestConfig } from 'tooling/jest';

export default createJestConfig(import.meta.dirname, { environment: 'node' });
