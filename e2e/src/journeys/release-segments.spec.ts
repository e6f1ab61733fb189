import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { ReleasePlan } from 'shared-releases';
import { DEMO_PLAYER, expect, test } from '../fixtures';
import { signInAs } from '../provider-sandbox';
import { E2E_RELEASES_DIR, E2E_SITE_PORT, REPO_ROOT } from '../setup/e2e-environment';

const run = promisify(execFile);

interface Registry {
  remotes: Record<string, { active: string; versions: Record<string, unknown> }>;
}

/** Runs `pnpm release …` against the suite's release store, as a release manager would. */
const release = (...args: string[]) => run('pnpm', ['--silent', 'release', ...args], { cwd: REPO_ROOT, env: { ...process.env, RELEASES_DIR: E2E_RELEASES_DIR } });

/** The version of mfe-support the site server planned for this page load. */
const supportVersionOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(document.getElementById('release-plan')?.textContent ?? 'null') as ReleasePlan | null)?.remotes['mfe-support']?.active);

/** Opens the site as a signed-in player and waits until the host has told the site server who the player is. */
async function openAsPlayer(page: Page, open: () => Promise<unknown>): Promise<void> {
  const told = page.waitForResponse((response) => response.url().endsWith('/release-segment') && response.request().method() === 'POST');
  await open();
  expect((await told).status()).toBe(204);
}

test('a canary aimed at the Test Class players reaches them, not another player, a visitor or a cookie a browser wrote, then a share as well', async ({ page, request, browser, shell }) => {
  const registry = JSON.parse(await readFile(join(E2E_RELEASES_DIR, 'registry.json'), 'utf8')) as Registry;
  const first = registry.remotes['mfe-support']?.active ?? '';
  const second = Object.keys(registry.remotes['mfe-support']?.versions ?? {}).find((version) => version !== first) ?? '';
  expect(second).not.toBe('');
  const site = `http://localhost:${E2E_SITE_PORT}`;
  const others = await browser.newContext({ baseURL: site });
  try {
    // The gate before a canary has a journey of its own (release-gate.spec.ts); skipping it is on the record.
    const { stdout } = await release('canary', 'mfe-support', second, '--segment', 'player-class:Test Class', '--skip-gate', '--reason', 'testers first');
    expect(stdout).toContain(`mfe-support ${second} goes to players of class Test Class from their next page load`);

    // A Test Class player: the first page tells the site server, the next one plans the canary.
    await signInAs(page, request, 'deptestclass');
    await openAsPlayer(page, () => shell.goto('/'));
    await shell.goto('/info/contactus');
    expect(await supportVersionOf(page)).toBe(second);

    // Another class's player and a visitor keep the active version.
    const otherPlayer = await others.newPage();
    await signInAs(otherPlayer, request, DEMO_PLAYER.login, DEMO_PLAYER.password);
    await openAsPlayer(otherPlayer, () => otherPlayer.goto('/'));
    await otherPlayer.goto('/info/contactus');
    expect(await supportVersionOf(otherPlayer)).toBe(first);
    const visitor = await browser.newPage({ baseURL: site });
    await visitor.goto('/info/contactus');
    expect(await supportVersionOf(visitor)).toBe(first);
    // A visitor who writes the class into the cookie is not believed.
    const claim = Buffer.from(JSON.stringify({ c: 'Test Class', e: '2099-01-01T00:00:00.000Z' })).toString('base64url');
    await visitor.context().addCookies([{ name: 'casino_release_segment', value: `${claim}.forged`, url: site }]);
    await visitor.reload();
    expect(await supportVersionOf(visitor)).toBe(first);
    await visitor.context().close();

    const { stdout: widened } = await release('canary', 'mfe-support', second, '--share', '20');
    expect(widened).toContain(`mfe-support ${second} goes to players of class Test Class and 20 % of browsers from their next page load`);
    await shell.goto('/info/contactus');
    expect(await supportVersionOf(page)).toBe(second);
  } finally {
    await others.close();
    await release('abort', 'mfe-support');
  }
});
