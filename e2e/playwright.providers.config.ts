import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { E2E_PROVIDER_PORT, E2E_RELEASES_DIR, E2E_SITE_PORT } from './src/setup/e2e-environment';

/**
 * The journeys of several provider processes: the site as `pnpm start --providers 2` runs it, two
 * provider processes on one PostgreSQL database (a schema of the suite's own, emptied first) behind
 * nginx on the suite's provider port, the processes on the two ports after it. Run after the main
 * suite by `pnpm test:e2e` (the same ports, one web server at a time).
 */
export default defineConfig({
  ...base,
  testDir: './src/several-providers',
  webServer: {
    command: `pnpm --dir .. start --no-build --providers 2 --database-schema e2e_providers_${E2E_PROVIDER_PORT} --fresh-schema `
      + `--site-port ${E2E_SITE_PORT} --provider-port ${E2E_PROVIDER_PORT}`,
    url: `http://localhost:${E2E_SITE_PORT}/config.json`,
    reuseExistingServer: false,
    // PostgreSQL and nginx may have to be installed first on a fresh machine.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The processes stop as in a deploy: sockets closed, the process list left clean.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      RELEASES_DIR: E2E_RELEASES_DIR,
      CAPTCHA_TEST_BYPASS: '1',
      PROVIDER_SANDBOX: '1',
      RATE_LIMIT_MAX: '0',
    },
  },
});
