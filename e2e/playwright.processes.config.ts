import { defineConfig } from '@playwright/test';
import base, { DESKTOP_CHROMIUM } from './playwright.config';
import { E2E_PROVIDER_PORT, E2E_RELEASE_MANAGERS_FILE, E2E_RELEASES_DIR, E2E_SITE_PORT } from './src/setup/e2e-environment';

/**
 * The journeys of several processes: the site as `pnpm start --providers 2 --site-servers 2` runs it,
 * two provider processes on one PostgreSQL database (a schema of the suite's own, emptied first)
 * behind nginx on the suite's provider port, and two site servers sharing one release store and one
 * health database behind nginx on the suite's site port, each set on the ports after its own. Run
 * after the main suite by `pnpm test:e2e` (the same ports, one web server at a time).
 */
export default defineConfig({
  ...base,
  testDir: './src/several-processes',
  // One release store and one pair of servers for the whole run: one journey at a time.
  workers: 1,
  projects: [{ name: 'chromium', use: DESKTOP_CHROMIUM }],
  webServer: {
    command: `pnpm --dir .. start --no-build --providers 2 --site-servers 2 --database-schema e2e_providers_${E2E_PROVIDER_PORT} --fresh-schema `
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
      RELEASE_MANAGERS_FILE: E2E_RELEASE_MANAGERS_FILE,
      // The automatic rollback looks every 2 s, so the journey of a broken canary does not wait.
      RELEASE_WATCH_INTERVAL_MS: '2000',
      // Every browser of the suite shares one address: one network's limits (decision 021) are lifted
      // here, and held by the unit tests (site-server/src/release-health/forged-reports.test.ts).
      RELEASE_HEALTH_LOADS_PER_NETWORK: '100000',
      RELEASE_ROLLBACK_MIN_NETWORKS: '1',
      CAPTCHA_TEST_BYPASS: '1',
      PROVIDER_SANDBOX: '1',
      RATE_LIMIT_MAX: '0',
    },
  },
});
