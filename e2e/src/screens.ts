import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A picture of the state for the report, kept with the test's results. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

export async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

/** Checks a screen at 1280 and 390 px with axe (no sideways scroll, a picture of each), and leaves the page at `end`. */
export async function accessibleAtBothWidths(page: Page, what: string, end = DESKTOP): Promise<void> {
  for (const [label, size] of [['1280', DESKTOP], ['390', PHONE]] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page, `${what} at ${label} px`);
    await noSidewaysScroll(page);
    await snap(page, `${what.replace(/\W+/g, '-')}-${label}`);
  }
  await page.setViewportSize(end);
}
