import { createHash } from 'node:crypto';
import { fileManagerStore } from '../release-page/manager-accounts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { type HealthEvent, type ReleasePlan } from 'shared-releases';
import type { HealthStore, RecordOutcome } from '../release-health/health-store';
import type { HandedOutLoad } from '../release-health/load-tokens';
import { memorySignInAttempts } from '../release-page/sign-in-attempts';
import { signPreview } from '../release/preview-links';
import { ReleaseStore } from '../release/release-store';
import { statusAuthorization } from '../release/signed-status';
import { createSiteServer } from '../app';

const KEY = Buffer.alloc(32, 7);
const LOBBY_PAGE = '<html><head><title>Games</title></head><body><div id="root"><div data-remote-page="mfe-lobby/LobbyPage"><p>Loading games</p></div></div></body></html>';

/** A published build of mfe-lobby whose first screen says which build it is. */
async function lobbyBuild(root: string, name: string, contractVersion = '3.0.0'): Promise<string> {
  const dist = join(root, name);
  await mkdir(join(dist, 'first-screen'), { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion } }));
  await writeFile(join(dist, 'remoteEntry.js'), `/* ${name} */`);
  await writeFile(join(dist, 'first-screen', 'first-screen.cjs'), `exports.renderFirstScreen = async () => ({ html: '<p>Games of ${name}</p>', head: '', state: null });`);
  return dist;
}

const planOf = (page: string): ReleasePlan => JSON.parse(/<script type="application\/json" id="release-plan">(.*?)<\/script>/.exec(page)?.[1] ?? 'null') as ReleasePlan;
const setCookieLine = (setCookie: string | string[] | undefined, name: string) => [setCookie ?? []].flat().find((line) => line.startsWith(`${name}=`));
const cookieOf = (setCookie: string | string[] | undefined, name: string) => setCookieLine(setCookie, name)?.split(';')[0] ?? '';
/** A Set-Cookie line's attributes, in whatever order they come. */
const attributesOf = (setCookie: string | string[] | undefined, name: string) => new Set(setCookieLine(setCookie, name)?.split('; ').slice(1));

describe('the site server and releases', () => {
  let root: string;
  let store: ReleaseStore;
  let app: FastifyInstance;
  let stable: string;
  let canary: string;
  let otherMajor: string;
  let createSiteServerWithKey: (key: Buffer) => Promise<FastifyInstance>;
  const servers: FastifyInstance[] = [];
  const recorded: HealthEvent[] = [];
  const recordedLoads: HandedOutLoad[] = [];
  let outcome: RecordOutcome = 'counted';
  const health: HealthStore = {
    record: async (load, events) => {
      recordedLoads.push(load);
      recorded.push(...events);
      return outcome;
    },
    summary: async () => [],
    prune: async () => undefined,
    close: async () => undefined,
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'site-releases-'));
    const hostDist = join(root, 'host');
    await mkdir(join(hostDist, 'prerendered'), { recursive: true });
    await writeFile(join(hostDist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    await writeFile(join(hostDist, 'prerendered', 'lobby.html'), LOBBY_PAGE);
    await writeFile(join(hostDist, 'prerendered', '404.html'), '<html><head></head><body>Page not found</body></html>');
    await writeFile(join(hostDist, 'prerendered', 'manifest.json'), JSON.stringify({
      pages: { '/lobby/games': 'lobby.html' }, notFound: '404.html', shellRoutes: [], remoteRoutes: [], config: {}, contractVersion: '3.0.0',
    }));
    store = new ReleaseStore(join(root, 'releases'));
    stable = (await store.publish('mfe-lobby', await lobbyBuild(root, 'stable'), '1.0.0')).version;
    canary = (await store.publish('mfe-lobby', await lobbyBuild(root, 'canary'), '1.0.0')).version;
    otherMajor = (await store.publish('mfe-lobby', await lobbyBuild(root, 'next-major', '4.0.0'), '1.0.0')).version;
    await store.activate('mfe-lobby', stable, { actor: 'ana' });
    createSiteServerWithKey = async (key) => {
      const server = await createSiteServer({
        hostDist, releasesDir: store.root, runtimeConfig: {},
        releases: { health, signingKey: key, managers: fileManagerStore(join(root, 'managers.json')), watchIntervalMs: 0, signInAttempts: memorySignInAttempts() },
      });
      servers.push(server);
      return server;
    };
    app = await createSiteServerWithKey(KEY);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await rm(root, { recursive: true, force: true });
  });

  const loadLobby = (cookie?: string) => app.inject({ url: '/lobby/games/', headers: cookie ? { cookie } : {} });

  it('gives a new browser a rollout cookie and writes its plan into the page, with the first screen of the same version', async () => {
    const first = await loadLobby();
    const rollout = cookieOf(first.headers['set-cookie'], 'casino_rollout');
    expect(rollout).toMatch(/^casino_rollout=[\w-]{22}$/);
    expect(attributesOf(first.headers['set-cookie'], 'casino_rollout')).toEqual(new Set(['Path=/', 'Max-Age=31536000', 'HttpOnly', 'SameSite=Lax']));
    expect(planOf(first.body).remotes['mfe-lobby']).toEqual({ active: stable, contractVersion: '3.0.0', channel: 'stable' });
    expect(first.body).toContain(`data-first-screen="mfe-lobby@${stable}"><p>Games of stable</p>`);
    // A browser that has one keeps it.
    expect((await loadLobby(rollout)).headers['set-cookie']).toBeUndefined();
  });

  // 800 pages with their first screens: seconds on a loaded machine.
  it('gives a canary to its share of browsers, each keeping its version, and a higher share only adds browsers', async () => {
    await store.canary('mfe-lobby', canary, 10, { actor: 'ana' });
    // Rollout ids of their own (the server's are random), so the count is the same on every run.
    const browsers = Array.from({ length: 200 }, (_, index) => `casino_rollout=${createHash('sha256').update(String(index)).digest('base64url').slice(0, 22)}`);
    const versionOf = async (cookie: string) => {
      const page = (await loadLobby(cookie)).body;
      const planned = planOf(page).remotes['mfe-lobby'];
      // The first screen always comes from the version of the plan.
      expect(page).toContain(`data-first-screen="mfe-lobby@${planned?.active}"`);
      return planned?.channel;
    };
    const atTen = await Promise.all(browsers.map(versionOf));
    const onCanary = atTen.filter((channel) => channel === 'canary').length;
    expect(onCanary).toBeGreaterThanOrEqual(8);
    expect(onCanary).toBeLessThanOrEqual(32);
    expect(await Promise.all(browsers.map(versionOf))).toEqual(atTen);
    await store.canary('mfe-lobby', canary, 50, { actor: 'ana' });
    const atFifty = await Promise.all(browsers.map(versionOf));
    expect(atFifty.filter((channel) => channel === 'canary').length).toBeGreaterThan(onCanary);
    atTen.forEach((channel, index) => channel === 'canary' && expect(atFifty[index]).toBe('canary'));
    await store.abort('mfe-lobby', { actor: 'ana' });
    expect(new Set(await Promise.all(browsers.map(versionOf)))).toEqual(new Set(['stable']));
  }, 30_000);

  it('opens a signed preview for one browser, refuses a forged, expired, unpublished or other-major one, and leaves it', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const token = signPreview({ remote: 'mfe-lobby', version: canary, expiresAt }, KEY);
    const opened = await app.inject({ url: `/release-preview?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    const preview = cookieOf(opened.headers['set-cookie'], 'casino_release_preview');
    const page = await loadLobby(preview);
    expect(planOf(page.body)).toEqual({
      remotes: { 'mfe-lobby': { active: canary, contractVersion: '3.0.0', channel: 'preview' } },
      preview: { remote: 'mfe-lobby', version: canary, expiresAt },
      load: expect.any(String),
    });
    expect(page.body).toContain('<p>Games of canary</p>');
    expect(planOf((await loadLobby()).body).remotes['mfe-lobby']?.active).toBe(stable);

    const refusal = async (url: string) => {
      const response = await app.inject({ url });
      return { status: response.statusCode, text: /<p>([^<]*)<\/p>/.exec(response.body)?.[1], cookie: response.headers['set-cookie'] };
    };
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect(await refusal(`/release-preview?token=${forged}`)).toEqual({
      status: 400, text: 'This preview link is not valid or has expired. Ask for a new one (pnpm release preview).', cookie: undefined,
    });
    const expired = signPreview({ remote: 'mfe-lobby', version: canary, expiresAt: new Date(Date.now() - 1000).toISOString() }, KEY);
    expect((await refusal(`/release-preview?token=${expired}`)).status).toBe(400);
    const unpublished = signPreview({ remote: 'mfe-lobby', version: '9.9.9-none', expiresAt }, KEY);
    expect(await refusal(`/release-preview?token=${unpublished}`)).toMatchObject({ status: 409, text: 'mfe-lobby 9.9.9-none is not published.' });
    const major = signPreview({ remote: 'mfe-lobby', version: otherMajor, expiresAt }, KEY);
    expect((await refusal(`/release-preview?token=${major}`)).text).toBe(`mfe-lobby ${otherMajor} was built for event contract 4.0.0; this site&#39;s host takes 3.0.0.`);

    const left = await app.inject({ url: '/release-preview/leave', headers: { cookie: preview } });
    expect(left.statusCode).toBe(303);
    expect(cookieOf(left.headers['set-cookie'], 'casino_release_preview')).toBe('casino_release_preview=');
    expect(attributesOf(left.headers['set-cookie'], 'casino_release_preview')).toEqual(new Set(['Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Lax']));
  });

  it('keeps a page\'s health reports for the versions that page was given, and refuses reports of no page it handed out', async () => {
    recorded.length = 0;
    recordedLoads.length = 0;
    const page = await app.inject({ url: '/lobby/games/', remoteAddress: '198.51.100.7' });
    const token = planOf(page.body).load ?? '';
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    const report = (body: unknown, contentType = 'text/plain;charset=UTF-8') =>
      app.inject({ method: 'POST', url: '/release-health', headers: { 'content-type': contentType }, payload: JSON.stringify(body) });
    const load = { remote: 'mfe-lobby', version: stable, kind: 'load' };
    const failure = { remote: 'mfe-lobby', version: canary, kind: 'load-failure', stage: 'chunk' };
    // The page was given the stable version: the canary's failure and an invented version are not counted for it.
    expect((await report({ load: token, events: [load, failure, { ...load, version: '0.0.0-invented' }] })).statusCode).toBe(204);
    expect((await report({ load: token, events: [load] }, 'application/json')).statusCode).toBe(204);
    expect(recorded).toEqual([load, load]);
    expect(recordedLoads[0]).toMatchObject({ versions: { 'mfe-lobby': stable } });
    // Each page load is its own, in a new browser's on another address too.
    const other = planOf((await app.inject({ url: '/lobby/games/', remoteAddress: '203.0.113.9' })).body).load ?? '';
    expect(other).not.toBe(token);
    expect((await report({ load: other, events: [load] })).statusCode).toBe(204);
    expect(recordedLoads[2]?.id).not.toBe(recordedLoads[0]?.id);
    expect(recordedLoads[2]?.network).not.toBe(recordedLoads[0]?.network);

    const refused = async (body: unknown) => {
      const answer = await report(body);
      return { status: answer.statusCode, message: (answer.json() as { errorMessage: string }).errorMessage };
    };
    const unknownLoad = { status: 400, message: 'This report names no page load this site handed out in the last day.' };
    expect(await refused({ events: [load] })).toEqual({ status: 400, message: 'A health report names the page load it was handed (load).' });
    expect(await refused({ load: `${token.split('.')[0]}.${'A'.repeat(43)}`, events: [load] })).toEqual(unknownLoad);
    const otherKey = planOf((await (await createSiteServerWithKey(Buffer.alloc(32, 9))).inject({ url: '/lobby/games/' })).body).load;
    expect(await refused({ load: otherKey, events: [load] })).toEqual(unknownLoad);
    expect(await refused({ load: token, events: [{ ...failure, stage: 'somewhere' }] })).toEqual({ status: 400, message: 'events[0].stage is one of manifest, entry, chunk.' });
    expect((await report({ load: token, events: [] })).statusCode).toBe(400);
    expect(recorded).toEqual([load, load, load]);

    outcome = 'network-limit';
    expect(await refused({ load: token, events: [load] })).toEqual({ status: 429, message: 'This network has reported as many page loads this hour as one network may.' });
    outcome = 'counted';
  });

  it('answers the health figures to a request signed with the release key only', async () => {
    expect((await app.inject({ url: '/release-health' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/release-health', headers: { authorization: statusAuthorization(Buffer.alloc(32, 1)) } })).statusCode).toBe(401);
    const late = statusAuthorization(KEY, new Date(Date.now() - 10 * 60_000));
    expect((await app.inject({ url: '/release-health', headers: { authorization: late } })).statusCode).toBe(401);
    const answer = await app.inject({ url: '/release-health?minutes=30', headers: { authorization: statusAuthorization(KEY) } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ since: expect.any(String), versions: [] });
  });

  it('never serves the audit log or the lock', async () => {
    expect((await app.inject({ url: '/releases/registry.json' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/releases/audit.jsonl' })).statusCode).toBe(404);
  });

  it("serves one environment: a staging server plans staging's versions and answers its registry, a production server never sends staging's", async () => {
    await store.in('staging').activate('mfe-lobby', canary, { actor: 'ana' });
    const staging = await createSiteServer({
      hostDist: join(root, 'host'), releasesDir: store.root, runtimeConfig: {}, environment: 'staging',
      releases: { health, signingKey: KEY, managers: fileManagerStore(join(root, 'managers.json')), watchIntervalMs: 0, signInAttempts: memorySignInAttempts() },
    });
    servers.push(staging);
    const page = (await staging.inject({ url: '/lobby/games/' })).body;
    expect(planOf(page).remotes['mfe-lobby']).toEqual({ active: canary, contractVersion: '3.0.0', channel: 'stable' });
    expect(page).toContain(`data-first-screen="mfe-lobby@${canary}"><p>Games of canary</p>`);
    const registry = await staging.inject({ url: '/releases/registry.json' });
    expect(registry.statusCode).toBe(200);
    expect(registry.headers['cache-control']).toBe('no-cache');
    expect(registry.json().remotes['mfe-lobby'].active).toBe(canary);
    expect((await staging.inject({ url: '/releases/registry.json', headers: { 'if-none-match': String(registry.headers.etag) } })).statusCode).toBe(304);
    // The same version folder, byte for byte, from either environment.
    const file = `/releases/mfe-lobby/${canary}/remoteEntry.js`;
    expect((await staging.inject({ url: file })).body).toBe((await app.inject({ url: file })).body);
    expect((await app.inject({ url: '/releases/registry.json' })).json().remotes['mfe-lobby'].active).not.toBe(canary);
    expect((await app.inject({ url: '/releases/registry.staging.json' })).statusCode).toBe(404);
  });

  it("gives a canary aimed at a player class to that class's players, as the provider says who they are, and never to a cookie a browser wrote", async () => {
    // The provider: a session is its player's only.
    const provider = Fastify();
    provider.get<{ Params: { pid: string } }>('/937/players/:pid', async (request, reply) => {
      const sessions: Record<string, { pid: string; playerClass: string }> = { 'token-41': { pid: '41', playerClass: 'Test Class' }, 'token-42': { pid: '42', playerClass: 'Low Margin' } };
      const session = sessions[String(request.headers['x-session-token'])];
      if (!session || session.pid !== request.params.pid) return reply.code(401).send({ errorMessage: 'Not logged in' });
      return { player_id: Number(session.pid), player_class: session.playerClass };
    });
    const providerUrl = await provider.listen({ port: 0, host: '127.0.0.1' });
    const site = await createSiteServer({
      hostDist: join(root, 'host'), releasesDir: store.root, runtimeConfig: {},
      releases: { health, signingKey: KEY, managers: fileManagerStore(join(root, 'managers.json')), watchIntervalMs: 0, signInAttempts: memorySignInAttempts(), providerUrl },
    });
    servers.push(site);
    try {
      const tell = (token: string, pid: number) => site.inject({ method: 'POST', url: '/release-segment', headers: { 'x-session-token': token }, payload: { pid } });
      await store.canary('mfe-lobby', canary, { share: 0, segment: 'player-class:Test Class' }, { actor: 'ana' });
      const lobbyWith = async (cookie: string) => planOf((await site.inject({ url: '/lobby/games/', headers: { cookie } })).body).remotes['mfe-lobby']?.active;

      const tester = await tell('token-41', 41);
      expect(tester.statusCode).toBe(204);
      expect(attributesOf(tester.headers['set-cookie'], 'casino_release_segment')).toEqual(new Set(['Max-Age=86400', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
      const testerCookie = cookieOf(tester.headers['set-cookie'], 'casino_release_segment');
      expect(await lobbyWith(testerCookie)).toBe(canary);

      const other = cookieOf((await tell('token-42', 42)).headers['set-cookie'], 'casino_release_segment');
      expect(await lobbyWith(other)).toBe(stable);
      // Another player's id with one's own session: the provider refuses, nothing is kept.
      const claimed = await tell('token-42', 41);
      expect(claimed.statusCode).toBe(401);
      expect(setCookieLine(claimed.headers['set-cookie'], 'casino_release_segment')).toContain('Max-Age=0');
      // A cookie the browser wrote itself counts for no one.
      const written = `casino_release_segment=${Buffer.from(JSON.stringify({ c: 'Test Class', e: '2099-01-01T00:00:00.000Z' })).toString('base64url')}.forged`;
      expect(await lobbyWith(written)).toBe(stable);
      expect((await site.inject({ method: 'POST', url: '/release-segment', payload: { pid: 41 } })).statusCode).toBe(400);
      // Signing out forgets it.
      expect(setCookieLine((await site.inject({ method: 'DELETE', url: '/release-segment' })).headers['set-cookie'], 'casino_release_segment')).toContain('Max-Age=0');
    } finally {
      await store.abort('mfe-lobby', { actor: 'ana' });
      await provider.close();
    }
  });
});
