import { expect, test } from '../fixtures';

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

const REACT_PACKAGES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

test('/ fetches no lobby, promotions or cashier code', async ({ page, shell }) => {
  const remotes = new Set<string>();
  page.on('request', (request) => {
    const remote = /\/releases\/(mfe-[a-z]+)\//.exec(request.url())?.[1];
    if (remote) remotes.add(remote);
  });
  await shell.goto('/');
  await expect(shell.heading('300% Welcome Bonus')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...remotes].filter((remote) => ['mfe-lobby', 'mfe-promotions', 'mfe-cashier'].includes(remote))).toEqual([]);
});

test('React and react-dom are fetched once per page, from the host', async ({ page, request, shell, lobby, signIn }) => {
  await signIn();
  const scripts: string[] = [];
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
  await shell.goto('/lobby/games/');
  await expect(lobby.heading).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Every remote the page loaded carries its own fallback copy of React; none may be fetched.
  const loadedRemotes = new Set(scripts.flatMap((path) => /^\/releases\/(mfe-[a-z]+\/[^/]+)\//.exec(path)?.[1] ?? []));
  expect(loadedRemotes.size).toBeGreaterThanOrEqual(3);
  for (const remote of loadedRemotes) {
    const manifest = (await (await request.get(`/releases/${remote}/mf-manifest.json`)).json()) as Manifest;
    const reactFiles = manifest.shared
      .filter((shared) => REACT_PACKAGES.includes(shared.name))
      .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
      .map((file) => `/releases/${remote}/${file}`);
    expect(reactFiles.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => reactFiles.includes(script))).toEqual([]);
  }
  // The host's React files each came once.
  const hostManifest = (await (await request.get('/mf-manifest.json')).json()) as Manifest;
  const hostReact = hostManifest.shared
    .filter((shared) => REACT_PACKAGES.includes(shared.name))
    .flatMap((shared) => shared.assets.js.sync.map((file) => `/${file}`));
  for (const file of new Set(hostReact)) {
    expect(scripts.filter((script) => script === file).length).toBeLessThanOrEqual(1);
  }
  expect(scripts.filter((script) => hostReact.includes(script)).length).toBeGreaterThan(0);
});
