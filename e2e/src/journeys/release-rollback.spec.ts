import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { rewriteReleasePlans } from '../release-plan';
import { E2E_RELEASES_DIR, REPO_ROOT, ROLLBACK_BUILD_ID } from '../setup/e2e-environment';

const run = promisify(execFile);

interface Registry {
  remotes: Record<string, { active: string; versions: Record<string, unknown> }>;
}

/**
 * The host's page without what is new on every load: its CSP nonce (docs/decisions/008) and the signed
 * load token of its release plan (docs/decisions/021).
 */
const hostPageOf = async (request: APIRequestContext) =>
  (await (await request.get('/')).text())
    .replace(/(content|nonce)="[A-Za-z0-9+/]{22}=="/g, '$1="<nonce>"')
    .replace(/"load":"[\w-]+\.[\w-]{43}"/g, '"load":"<load>"');

const readRegistry = async () => JSON.parse(await readFile(join(E2E_RELEASES_DIR, 'registry.json'), 'utf8')) as Registry;

/** Runs `pnpm release …` against the suite's release store, as a release manager would. */
const release = (...args: string[]) => run('pnpm', ['release', ...args], { cwd: REPO_ROOT, env: { ...process.env, RELEASES_DIR: E2E_RELEASES_DIR } });

test.describe.configure({ mode: 'serial' });

test('a release manager activates a second mfe-support release and rolls it back, with nothing rebuilt', async ({ page, request, shell, chat }) => {
  const registry = await readRegistry();
  const first = registry.remotes['mfe-support']?.active ?? '';
  const second = Object.keys(registry.remotes['mfe-support']?.versions ?? {}).find((version) => version !== first) ?? '';
  expect(second).not.toBe('');
  const hostPageBefore = await hostPageOf(request);
  expect(hostPageBefore).toContain('<nonce>');

  /** Opens the chat and reports which release of mfe-support the page loaded. */
  const chatReleaseOnNextLoad = async (): Promise<string | undefined> => {
    const entry = page.waitForRequest(/\/releases\/mfe-support\/[^/]+\/remoteEntry\.js$/);
    await shell.goto('/info/contactus?showchat');
    const url = (await entry).url();
    await expect(chat.panel).toBeVisible();
    return /\/releases\/mfe-support\/([^/]+)\//.exec(url)?.[1];
  };

  try {
    expect(await chatReleaseOnNextLoad()).toBe(first);

    await release('activate', 'mfe-support', second);
    expect(await chatReleaseOnNextLoad()).toBe(second);
    const secondEntry = await (await request.get(`/releases/mfe-support/${second}/remoteEntry.js`)).text();
    expect(secondEntry).toContain(`build ${ROLLBACK_BUILD_ID}`);

    const { stdout } = await release('rollback', 'mfe-support');
    expect(stdout).toContain(`mfe-support rolled back to ${first}`);
    expect(await chatReleaseOnNextLoad()).toBe(first);

    // Only mfe-support moved; the host's page and every other remote are as they were.
    expect(await hostPageOf(request)).toBe(hostPageBefore);
    const after = await readRegistry();
    for (const remote of ['mfe-onboarding', 'mfe-lobby', 'mfe-promotions', 'mfe-cashier']) {
      expect(after.remotes[remote]?.active).toBe(registry.remotes[remote]?.active);
    }
  } finally {
    await release('activate', 'mfe-support', first);
  }
});

test('a remote built for another major of the event contract is refused with a visible fallback', async ({ page, shell, lobby }) => {
  await rewriteReleasePlans(page, (plan) => {
    const lobbyRelease = plan.remotes['mfe-lobby'];
    // Every release of the suite is built from this tree, for the host's major: the lobby claims the next one.
    const hostMajor = Number((lobbyRelease?.contractVersion ?? '').split('.')[0]);
    expect(hostMajor).toBeGreaterThanOrEqual(1);
    if (lobbyRelease) lobbyRelease.contractVersion = `${hostMajor + 1}.0.0`;
    return plan;
  });
  const lobbyRequests: string[] = [];
  page.on('request', (request) => request.url().includes('/releases/mfe-lobby/') && lobbyRequests.push(request.url()));
  await shell.goto('/lobby/games/');
  await expect(lobby.unavailable).toBeVisible({ timeout: 5_000 });
  expect(lobbyRequests).toEqual([]);
});
