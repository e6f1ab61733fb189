import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIResponse } from '@playwright/test';
import { inlineScriptHashes } from 'site-server/security-headers';
import { expect, test } from '../fixtures';
import { createPlayer } from '../provider-sandbox';
import { E2E_PROVIDER_PORT } from '../setup/e2e-environment';

const PROVIDER = `http://localhost:${E2E_PROVIDER_PORT}`;

/** The policy as directive → sources. */
const policyOf = (response: APIResponse) =>
  new Map((response.headers()['content-security-policy'] ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

/** `pageHtml`: a page allows its own inline scripts by their hashes, and nothing else inline; any other response allows none. */
function expectSecurityHeaders(response: APIResponse, what: string, pageHtml?: string) {
  const headers = response.headers();
  const policy = policyOf(response);
  expect(policy.get('script-src'), `script-src of ${what}`).toEqual(["'self'", ...(pageHtml ? inlineScriptHashes(pageHtml) : [])]);
  expect(headers['content-security-policy'], what).not.toMatch(/unsafe-(eval|inline)/);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('connect-src'), what).toEqual(["'self'", PROVIDER, PROVIDER.replace('http', 'ws')]);
  expect(policy.get('frame-src'), what).toEqual([PROVIDER]);
  expect(policy.get('form-action'), what).toEqual(["'self'", PROVIDER]);
  expect(policy.get('report-uri'), what).toEqual(['/csp-report']);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin-allow-popups');
}

test.describe('security headers of the site', () => {
  test('the page, its scripts, the registry and the config carry the security headers; source maps are not served', async ({ request }) => {
    const page = await request.get('/lobby/account/');
    expect(page.ok()).toBe(true);
    const html = await page.text();
    expect(inlineScriptHashes(html), 'the entry loader, the one inline script').toHaveLength(1);
    expectSecurityHeaders(page, 'the page', html);
    const nonce = /'nonce-([^']+)'/.exec(page.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce, 'a style nonce for the page').toBeTruthy();
    expect(html).toContain(`content="${nonce}"`);

    const scriptPath = /<link rel="preload" as="script" href="([^"]+\.js)"/.exec(html)?.[1];
    expect(scriptPath, 'a host script the site server preloads').toBeTruthy();
    const script = await request.get(scriptPath!);
    expect(script.headers()['content-type']).toContain('javascript');
    expectSecurityHeaders(script, 'the host script');
    expect(await script.text()).not.toContain('sourceMappingURL');

    const registryResponse = await request.get('/releases/registry.json');
    expectSecurityHeaders(registryResponse, 'the registry');
    const registry = (await registryResponse.json()) as { remotes: Record<string, { active: string }> };
    // A remote's entry: the host is a release too (docs/decisions/037), without one.
    const [remote, entry] = Object.entries(registry.remotes).find(([name]) => name !== 'host') ?? [];
    const remoteEntry = await request.get(`/releases/${remote}/${entry?.active}/remoteEntry.js`);
    expect(remoteEntry.ok()).toBe(true);
    expectSecurityHeaders(remoteEntry, 'a remote entry');

    expectSecurityHeaders(await request.get('/config.json'), 'the runtime config');

    // The maps are in the build, but the site never hands them out (nor the page in their place).
    for (const map of [`${scriptPath}.map`, `/releases/${remote}/${entry?.active}/remoteEntry.js.map`]) {
      const response = await request.get(map);
      expect(response.status(), map).toBe(404);
      expect(await response.text(), map).not.toContain('"mappings"');
    }
  });

  test.describe('framing', () => {
    test.use({ expectedCspDirectives: ['frame-ancestors'] });

    // A real server of another origin on this machine: a page fulfilled by the test itself, or a
    // host on the internet, would be stopped by Chromium's local network access checks before the CSP.
    let foreign: Server;
    test.beforeAll(async ({ baseURL }) => {
      foreign = createServer((_request, response) => {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(`<!doctype html><html lang="en"><title>Foreign</title><iframe title="casino" src="${baseURL}/lobby/account/"></iframe>`);
      });
      await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    });
    test.afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())));

    test('the account page refuses to be framed by a foreign origin', async ({ page, baseURL }) => {
      const account = `${baseURL}/lobby/account/`;
      const refused = page.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"));
      const delivered = page.waitForEvent('requestfailed', (request) => request.url() === account);
      await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`);
      // The site answered; the browser refused to show the answer inside the foreign page.
      expect((await delivered).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
      await refused;
      const framed = page.frameLocator('iframe[title="casino"]');
      await expect(framed.locator('#root')).toHaveCount(0);
      await expect(framed.getByRole('navigation')).toHaveCount(0);
    });
  });

  test('the game frame is sandboxed', async ({ lobby, signIn }) => {
    await signIn();
    await lobby.goto();
    await lobby.playButton('Neon Nights™').click();
    await expect(lobby.gameFrame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    // The client still runs inside its sandbox: it shows its own spin button.
    await expect(lobby.page.frameLocator('iframe[title$=" game"]').getByRole('button', { name: 'SPIN' })).toBeVisible();
    await lobby.page.getByRole('button', { name: 'Close game' }).click();
  });

  test('the provider says not to sniff or store its answers, successes and failures alike', async ({ request }) => {
    const player = await createPlayer(request);
    const answers: [string, APIResponse][] = [
      ['health', await request.get(`${PROVIDER}/health`)],
      ['a player\'s balance', await request.get(`${PROVIDER}/937/players/${player.pid}/balance?forMoney=true`, { headers: { 'X-Session-Token': player.token } })],
      ['another player\'s data (403)', await request.get(`${PROVIDER}/937/players/1`, { headers: { 'X-Session-Token': player.token } })],
      ['no session (401)', await request.get(`${PROVIDER}/937/players/${player.pid}`)],
      ['a NUL byte (400)', await request.get(`${PROVIDER}/937/players/${player.pid}/coupondetails?login=a%00b`, { headers: { 'X-Session-Token': player.token } })],
      ['a malformed path (400)', await request.get(`${PROVIDER}/937/players/%E0%A4%A/balance`)],
      ['no such route (404)', await request.get(`${PROVIDER}/no-such-route`)],
    ];
    for (const [what, answer] of answers) {
      expect(answer.headers()['x-content-type-options'], what).toBe('nosniff');
      expect(answer.headers()['content-type'], what).toContain('json');
      expect(answer.headers()['cache-control'], what).toBe('no-store');
    }
    // The games file revalidates by ETag (its own caching), and is still never sniffed.
    const games = await request.get(`${PROVIDER}/aws-static/rtggames.json`);
    expect(games.headers()['x-content-type-options']).toBe('nosniff');
    expect(games.headers().etag).toBeTruthy();
  });
});
