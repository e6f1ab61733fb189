import type { Page } from '@playwright/test';
import type { ReleasePlan } from 'shared-releases';

const PLAN = /<script type="application\/json" id="release-plan">(.*?)<\/script>/;

/**
 * Rewrites the release plan the site server writes into every page this tab loads (decision 019):
 * `change` answers the plan to write, or null to leave none (the host then reads the registry).
 */
export async function rewriteReleasePlans(page: Page, change: (plan: ReleasePlan) => unknown): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const plan = JSON.parse(PLAN.exec(html)?.[1] ?? 'null') as ReleasePlan | null;
    const changed = plan ? change(plan) : null;
    const body = html.replace(PLAN, () => (changed === null ? '' : `<script type="application/json" id="release-plan">${JSON.stringify(changed).replace(/</g, '\\u003c')}</script>`));
    return route.fulfill({ response, body });
  });
}
