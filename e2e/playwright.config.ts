import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PROVIDER_PORT, E2E_RELEASES_DIR, E2E_SITE_PORT } from './src/setup/e2e-environment';

/**
 * Debian's headless shell (the same Chromium without its desktop shell) starts and runs the journeys
 * about a fifth faster than the full browser; the full one serves where the shell is not installed.
 */
const DEBIAN_CHROMIUM = existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';

/** Every project's browser: Debian's Chromium at a desktop width. */
export const DESKTOP_CHROMIUM = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * Journeys that change what every browser of the suite sees (the release registry, maintenance, the
 * jackpot pool, the chat's connections) or read a global figure: they run alone, one at a time, after
 * the others. Every other journey has players of its own and runs beside another.
 */
export const JOURNEYS_RUN_ALONE = [
  'release-*.spec.ts', 'support-dialogues.spec.ts', 'support-chat.spec.ts', 'games-money.spec.ts', 'first-screen.spec.ts',
  'page-weight.spec.ts',
];

/** The end-to-end suite runs against production builds served the way `pnpm start` serves them, on ports of its own. */
export default defineConfig({
  testDir: './src',
  fullyParallel: false,
  // A journey spends most of its time waiting for the page, so two browsers share the two cores with the site and
  // the provider; a project that must not share them says `workers: 1`.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_SITE_PORT}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', testDir: './src/journeys', testIgnore: JOURNEYS_RUN_ALONE, use: DESKTOP_CHROMIUM },
    { name: 'alone', testDir: './src/journeys', testMatch: JOURNEYS_RUN_ALONE, workers: 1, dependencies: ['chromium'], use: DESKTOP_CHROMIUM },
    // The visual check: the key pages and states against the reviewed baseline (src/visual); one baseline
    // for every machine of this project, Debian's Chromium on Linux.
    {
      name: 'looks',
      testDir: './src/visual',
      snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
      expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.2 } },
      workers: 1,
      dependencies: ['alone'],
      use: DESKTOP_CHROMIUM,
    },
  ],
  webServer: {
    command: `pnpm --dir .. start --no-build --site-port ${E2E_SITE_PORT} --provider-port ${E2E_PROVIDER_PORT}`,
    url: `http://localhost:${E2E_SITE_PORT}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      RELEASES_DIR: E2E_RELEASES_DIR,
      PROVIDER_DATA_DIR: 'memory://',
      CAPTCHA_TEST_BYPASS: '1',
      // The journeys read the sandbox mailbox, switch maintenance and pay with test cards.
      PROVIDER_SANDBOX: '1',
      RATE_LIMIT_MAX: '0',
    },
  },
});
