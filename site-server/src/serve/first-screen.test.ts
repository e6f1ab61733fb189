import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActiveReleases } from 'shared-releases';
import { createFirstScreens } from './first-screen';

/** A page as the host's prerender writes it: its own styles, and the lobby's slot holding the placeholder. */
const PAGE = [
  '<html><head><style nonce="n0nce" data-styled="true">.a{}/*!sc*/data-styled.g7[id="host-a"]{content:"a,"}/*!sc*/</style></head><body>',
  '<div id="root"><main><div class="slot" data-remote-page="mfe-lobby/LobbyPage"><section><h1>Games</h1><div><div class="tile"></div></div></section></div>',
  '<footer>Footer</footer></main></div></body></html>',
].join('');

/** A release's renderer, as `first-screen.cjs`: what it answers comes from the test. */
const renderer = (body: string) => `exports.renderFirstScreen = async (request) => { ${body} };`;

describe('first screens of remote pages', () => {
  let releasesDir: string;
  const errors: string[] = [];

  /** The registry (read by warmUp) and the page's plan (made from it by the site server) name `active`. */
  const registry = async (active: string, contractVersion = '1.5.0') => {
    request.plan = { remotes: { 'mfe-lobby': { active, contractVersion } } };
    await writeFile(join(releasesDir, 'registry.json'), JSON.stringify(request.plan));
  };
  const publish = async (version: string, source: string) => {
    await mkdir(join(releasesDir, 'mfe-lobby', version, 'first-screen'), { recursive: true });
    await writeFile(join(releasesDir, 'mfe-lobby', version, 'first-screen', 'first-screen.cjs'), source);
  };
  const firstScreens = (timeoutMs = 500) =>
    createFirstScreens({ releasesDir, runtimeConfig: { productName: 'Test Casino' }, hostContractVersion: '1.5.0', timeoutMs, onError: (message) => errors.push(message) });
  const request: { path: string; userAgent: string; nonce: string; plan: ActiveReleases } = { path: '/lobby/games/', userAgent: 'Mobile', nonce: 'n0nce', plan: { remotes: {} } };

  beforeAll(async () => {
    releasesDir = await mkdtemp(join(tmpdir(), 'first-screen-'));
    await publish('1.0.0-aaaa', renderer(`return {
      html: '<section><h1>Games</h1><ul><li>Play ' + request.userAgent + ' on ' + request.path + '</li></ul></section>',
      head: '<style data-styled="true">.b{}/*!sc*/data-styled.g1[id="lobby-b"]{content:"b,"}/*!sc*/</style><link rel="preload" as="image" href="/t.svg"/>',
      state: { games: ['</script><script>alert(1)</script>'], provider: request.runtimeConfig.productName },
    };`));
    await publish('1.0.0-bbbb', renderer(`return { html: '<p>Older release</p>', head: '', state: null };`));
    await publish('1.0.0-cccc', renderer(`throw new Error('provider down');`));
    await publish('1.0.0-dddd', renderer(`return new Promise(() => {});`));
    await mkdir(join(releasesDir, 'mfe-lobby', '1.0.0-eeee'), { recursive: true });
  });
  afterAll(() => rm(releasesDir, { recursive: true, force: true }));
  beforeEach(() => {
    errors.length = 0;
  });

  it("puts the active release's markup in place of the placeholder, marked with the release, and leaves the rest of the page", async () => {
    await registry('1.0.0-aaaa');
    const page = await firstScreens().render(PAGE, request);
    expect(page).toContain(
      '<div class="slot" data-remote-page="mfe-lobby/LobbyPage" data-first-screen="mfe-lobby@1.0.0-aaaa"><section><h1>Games</h1><ul><li>Play Mobile on /lobby/games/</li></ul></section></div><footer>Footer</footer>',
    );
    expect(page).not.toContain('class="tile"');
    expect(errors).toEqual([]);
  });

  it("adds the release's styles with the page's nonce, numbered after the host's groups, and its preloads to the head", async () => {
    await registry('1.0.0-aaaa');
    const page = await firstScreens().render(PAGE, request);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<style nonce="n0nce" data-styled="true">.b{}/*!sc*/data-styled.g8[id="lobby-b"]');
    // The preloads first, in the first bytes of the page; the styles after the host's.
    expect(head).toMatch(/^<html><head><link rel="preload" as="image" href="\/t.svg"\/><style nonce="n0nce" data-styled="true">\.a\{\}/);
  });

  it("puts the preloads after the viewport's meta tag, so an image's sizes are read against a phone's screen", async () => {
    await registry('1.0.0-aaaa');
    const withViewport = PAGE.replace('<head>', '<head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>');
    const page = await firstScreens().render(withViewport, request);
    expect(page).toMatch(/^<html><head><meta charset="utf-8"\/><meta name="viewport" content="width=device-width,initial-scale=1"\/><link rel="preload" as="image" href="\/t.svg"\/><style /);
  });

  it('writes the state it was rendered from as JSON no text can break out of', async () => {
    await registry('1.0.0-aaaa');
    const page = await firstScreens().render(PAGE, request);
    const state = /<script type="application\/json" id="first-screen-state-mfe-lobby">(.*?)<\/script><\/body>/.exec(page)?.[1] ?? '';
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state)).toEqual({ games: ['</script><script>alert(1)</script>'], provider: 'Test Casino' });
  });

  it('follows the registry on every page: after a rollback the next page has the other release', async () => {
    const screens = firstScreens();
    await registry('1.0.0-aaaa');
    expect(await screens.render(PAGE, request)).toContain('Play Mobile');
    await registry('1.0.0-bbbb');
    const page = await screens.render(PAGE, request);
    expect(page).toContain('data-first-screen="mfe-lobby@1.0.0-bbbb"><p>Older release</p></div>');
  });

  it.each([
    ['the renderer fails', '1.0.0-cccc', '1.5.0', true],
    ['the renderer does not answer in time', '1.0.0-dddd', '1.5.0', true],
    ['the release publishes no renderer', '1.0.0-eeee', '1.5.0', false],
    ['the release is built for another contract major (the host does not load it)', '1.0.0-aaaa', '2.0.0', false],
  ])('keeps the placeholder when %s', async (_case, version, contractVersion, reported) => {
    await registry(version, contractVersion);
    const page = await firstScreens(100).render(PAGE, request);
    expect(page).toBe(PAGE);
    expect(errors.length > 0).toBe(reported);
  });

  it('changes nothing in a page without a remote slot', async () => {
    await registry('1.0.0-aaaa');
    const page = '<html><head></head><body><div id="root"><main><p>FAQ</p></main></div></body></html>';
    expect(await firstScreens().render(page, request)).toBe(page);
  });

  it("fills a page's early overlay slot with what the overlay's release renders for it, held with its styles (numbered after the page's) in a template, and keeps it hidden", async () => {
    const onboarding = '1.0.0-ffff';
    await mkdir(join(releasesDir, 'mfe-onboarding', onboarding, 'first-screen'), { recursive: true });
    await writeFile(join(releasesDir, 'mfe-onboarding', onboarding, 'first-screen', 'first-screen.cjs'), renderer(`return {
      html: '<div data-early-view="signup"><form aria-label="Sign up">' + request.exposed + '</form></div>',
      head: '<style data-styled="true">.c{}/*!sc*/data-styled.g1[id="modal-c"]{content:"c,"}/*!sc*/</style>',
      state: null,
    };`));
    const withSlot = PAGE.replace('</body>', '<div data-early-overlay="mfe-onboarding/OnboardingModal" hidden></div></body>');
    const plan: ActiveReleases = { remotes: { 'mfe-onboarding': { active: onboarding, contractVersion: '1.5.0' } } };
    const page = await firstScreens().renderEarlyOverlay(withSlot, { ...request, plan });
    expect(page).toContain(
      '<div data-early-overlay="mfe-onboarding/OnboardingModal" hidden><template><style nonce="n0nce" data-styled="true">.c{}/*!sc*/data-styled.g8[id="modal-c"]{content:"c,"}/*!sc*/</style>' +
        '<div data-early-view="signup"><form aria-label="Sign up">OnboardingModal</form></div></template></div></body>',
    );
    // The page's first paint reads none of it: the head has only the page's own styles.
    expect(page.slice(0, page.indexOf('</head>'))).not.toContain('modal-c');
    expect(page).not.toContain('first-screen-state-mfe-onboarding');
    // No release of the overlay's remote in the plan: the slot stays empty.
    expect(await firstScreens().renderEarlyOverlay(withSlot, request)).toBe(withSlot);
    expect(errors).toEqual([]);
  });
});
