import { defineConfig } from '@playwright/test';
import base, { DESKTOP_CHROMIUM } from './playwright.config';

/**
 * The gate before `pnpm release canary`, `promote` and `promote-env` (docs/decisions/039): the smoke
 * journeys of src/gate against a live site, the candidate in preview for the gate's browser alone. The
 * release CLI runs it and says what to try through the environment; it starts no server:
 * - GATE_SITE_URL: the site (the environment the release targets);
 * - GATE_PREVIEW_LINK: the signed preview link of the candidate on that site;
 * - GATE_REMOTE: the candidate's remote, whose main screen is tried (every remote's without it);
 * - GATE_REPORT_FILE: where the journeys and their outcomes are written for the CLI;
 * - GATE_PLAYER_LOGIN, GATE_PLAYER_PASSWORD: the player the journeys log in as (the demo player unless set).
 */
const remote = process.env.GATE_REMOTE;

export default defineConfig({
  ...base,
  testDir: './src/gate',
  // Fast and plain: no retry (a flaky gate is a fault to fix, not to hide), short waits.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Every remote's journeys are tagged; the home page and the login are every candidate's. A host
  // candidate renders every remote's screens, so it runs them all.
  ...(remote && remote !== 'host' ? { grep: new RegExp(`@every-remote|@${remote}\\b`) } : {}),
  reporter: [['list'], ['./src/gate/gate-reporter.ts']],
  // A folder of its own: the gate may run inside a journey, whose results must survive it.
  outputDir: './test-results/gate',
  use: {
    ...base.use,
    baseURL: process.env.GATE_SITE_URL ?? 'http://localhost:8080',
    trace: 'off',
  },
  projects: [{ name: 'gate', use: DESKTOP_CHROMIUM }],
  webServer: undefined,
});
