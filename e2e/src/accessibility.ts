import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules; serious and critical findings fail a journey. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now (an open dialogue included) and fails with the findings
 * that are serious or critical, each with the elements it found.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // label-content-name-mismatch (WCAG 2.5.3) is experimental in axe, so it is turned on by name.
  const builder = new AxeBuilder({ page }).withTags(TAGS).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  // axe.run in the page itself reaches same-origin frames only; the default run (each frame on its
  // own, results combined in a new blank page) reaches the provider's game frame too, at twice the time.
  const results = await builder.setLegacyMode(!hasCrossOriginFrame(page)).analyze();
  const findings = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(findings, `axe findings on ${what}`).toEqual([]);
}

function hasCrossOriginFrame(page: Page): boolean {
  const { origin } = new URL(page.url());
  return page.frames().some((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== origin);
}
