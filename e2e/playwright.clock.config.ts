import { defineConfig } from '@playwright/test';
import base, { DESKTOP_CHROMIUM } from './playwright.config';

/**
 * The safer-gambling journeys wait out cooling-offs, time-outs and reality checks by moving the
 * sandbox provider's clock forward (POST /sandbox/clock). They run against a site and provider of
 * their own, started fresh after the main suite (the same ports, one web server at a time), so a
 * moved clock never reaches another journey.
 */
export default defineConfig({
  ...base,
  testDir: './src/safer-gambling',
  // One moved clock and one release store for the whole run: one journey at a time.
  workers: 1,
  projects: [{ name: 'chromium', use: DESKTOP_CHROMIUM }],
  timeout: 60_000,
});
