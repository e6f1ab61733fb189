import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';

/** The WCAG 2.1 A and AA rules; serious and critical findings fail a journey. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: TAGS },
  // label-content-name-mismatch (WCAG 2.5.3) is experimental in axe, so it is turned on by name.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only violations are read: axe then skips describing every passing node.
  resultTypes: ['violations'],
};

/**
 * Runs axe on the page as it is now (an open dialogue included) and fails with the findings
 * that are serious or critical, each with the elements it found.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const violations = hasCrossOriginFrame(page) ? await violationsAcrossOrigins(page) : await violationsInPage(page);
  const findings = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(findings, `axe findings on ${what}`).toEqual([]);
}

/**
 * axe run in the page and its same-origin frames. axe is put into each frame once and stays for the
 * next audit of the same page (the journeys audit at two widths): AxeBuilder injects its 650 KB again
 * on every run, which cost about 1 s of the 1.3 s an audit took.
 */
async function violationsInPage(page: Page): Promise<AxeResults['violations']> {
  for (const frame of page.frames()) {
    // The source goes in as a script of the debugger, which the page's CSP does not govern (eval in the page would
    // be refused). A frame that is going away is left out, as AxeBuilder does.
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(axe.source).catch(() => undefined);
  }
  return page.evaluate(async (options) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
    return results.violations;
  }, RUN_OPTIONS);
}

/**
 * A page with the provider's game frame: axe run in the page itself cannot reach a cross-origin
 * frame, so AxeBuilder runs each frame on its own and combines the results (twice the time).
 */
async function violationsAcrossOrigins(page: Page): Promise<AxeResults['violations']> {
  return (await new AxeBuilder({ page }).options({ ...RUN_OPTIONS }).analyze()).violations;
}

function hasCrossOriginFrame(page: Page): boolean {
  const { origin } = new URL(page.url());
  return page.frames().some((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== origin);
}
