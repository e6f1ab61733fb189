import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { RemoteName } from 'shared-releases';
import type { HealthStore, VersionHealth } from '../release-health/health-store';
import { type GateRecord, ReleaseStore } from '../release/release-store';
import { addManager, fileManagerStore } from './manager-accounts';
import { createSessionValue, SESSION_COOKIE } from './manager-session';
import { releasePage } from './release-page';

const PASSWORD = 'correct horse battery';
const NOW = new Date('2025-06-01T12:00:00Z');

async function fakeBuild(root: string, name: string, content: string): Promise<string> {
  const dist = join(root, name);
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion: '1.0.0' } }));
  await writeFile(join(dist, 'remoteEntry.js'), content);
  return dist;
}

function health(remote: RemoteName, version: string, figures: Partial<VersionHealth>): VersionHealth {
  return {
    remote, version, loads: 0, loadFailures: 0, renderErrors: 0, contractRefusals: 0, errorRate: 0, attempts: 0, failingLoads: 0, failingBrowsers: 0, failingNetworks: 0, vitals: {},
    ...figures,
  };
}

/** A health store in memory: the figures it is given, and the windows it was asked for. */
function fakeHealthStore(summaries: VersionHealth[]): HealthStore & { queries: Array<{ since: Date }> } {
  const queries: Array<{ since: Date }> = [];
  return {
    queries,
    record: async () => 'counted',
    summary: async (query) => {
      queries.push(query);
      return summaries;
    },
    prune: async () => undefined,
    close: async () => undefined,
  };
}

const setCookies = (response: LightMyRequestResponse): string[] => {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
};
const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? '';
/** A Set-Cookie line's attributes, in whatever order they come. */
const attributesOf = (setCookie: string | undefined) => new Set((setCookie ?? '').split('; ').slice(1));
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the release page', () => {
  let root: string;
  let store: ReleaseStore;
  let app: FastifyInstance;
  let managersFile: string;
  let healthStore: ReturnType<typeof fakeHealthStore>;
  let now: Date;
  const signingKey = randomBytes(32);
  let v1: string;
  let v2: string;
  let v3: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'release-page-'));
    managersFile = join(root, 'managers.json');
    await addManager(fileManagerStore(managersFile), 'alice', PASSWORD);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  beforeEach(async () => {
    now = NOW;
    store = new ReleaseStore(await mkdtemp(join(root, 'releases-')));
    v1 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v1', 'one'), '1.0.0', new Date('2025-05-29T08:00:00Z'))).version;
    v2 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v2', 'two'), '1.1.0', new Date('2025-05-30T08:00:00Z'), { actor: 'bob' }, {
      commit: '1111111111aaaaaaaaaa1111111111aaaaaaaaaa', changelog: 'Game tiles load their art lazily',
    })).version;
    v3 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v3', 'three'.repeat(1000)), '1.2.0', new Date('2025-05-31T08:00:00Z'), { actor: 'bob' }, {
      commit: '2222222222bbbbbbbbbb2222222222bbbbbbbbbb', changelog: 'Jackpot ticker <marquee> removed',
    })).version;
    await store.activate('mfe-lobby', v1, { actor: 'bob' }, new Date('2025-05-30T08:00:00Z'));
    await store.activate('mfe-lobby', v2, { actor: 'bob' }, new Date('2025-05-31T09:30:00Z'));
    await store.canary('mfe-lobby', v3, 10, { actor: 'bob', reason: 'try the <new> lobby' }, new Date('2025-06-01T11:00:00Z'));
    await store.rollback('mfe-support', { actor: 'automatic', automatic: true }).catch(() => undefined);
    healthStore = fakeHealthStore([
      health('mfe-lobby', v2, { loads: 1200, loadFailures: 3, renderErrors: 2, attempts: 1203, errorRate: 5 / 1203, vitals: { LCP: { count: 900, p50: 1100, p75: 1834.4, p95: 3000 }, CLS: { count: 900, p50: 0.01, p75: 0.042, p95: 0.2 } } }),
      health('mfe-lobby', v3, { loads: 130, contractRefusals: 1, loadFailures: 4, attempts: 135, errorRate: 5 / 135, vitals: { INP: { count: 40, p50: 90, p75: 212, p95: 400 } } }),
    ]);
    app = Fastify();
    await app.register(releasePage, { store, health: healthStore, signingKey, managers: fileManagerStore(managersFile), now: () => now });
  });
  afterEach(() => app.close());

  async function signIn(login = 'alice', password = PASSWORD): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/release-manager/login', headers: FORM, payload: form({ login, password }) });
    expect(response.statusCode).toBe(303);
    const session = setCookies(response).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toBeDefined();
    return cookiePair(session!);
  }

  async function pageOf(cookie: string) {
    return app.inject({ method: 'GET', url: '/release-manager/', headers: { cookie } });
  }

  const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

  /** Posts an action as the page's form does; returns the page shown after the redirect. */
  async function act(cookie: string, fields: Record<string, string>): Promise<string> {
    const csrf = csrfOf((await pageOf(cookie)).body);
    const response = await app.inject({ method: 'POST', url: '/release-manager/action', headers: { ...FORM, cookie }, payload: form({ csrf, remote: 'mfe-lobby', ...fields }) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/release-manager/');
    const notice = setCookies(response).map(cookiePair).join('; ');
    return (await pageOf(`${cookie}; ${notice}`)).body;
  }

  it('answers an anonymous visit with 401 and the sign-in form, under a strict policy of its own', async () => {
    const response = await app.inject({ method: 'GET', url: '/release-manager/' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('<title>Releases – sign in</title>');
    expect(response.body).toMatch(/<label>Login <input name="login"/);
    expect(response.body).toMatch(/<label>Password <input name="password" type="password"/);
    expect(response.body).toContain('<button type="submit">Sign in</button>');
    const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/release-manager' })).headers.location).toBe('/release-manager/');
  });

  it('refuses a wrong password and an unknown login with the same message', async () => {
    for (const payload of [{ login: 'alice', password: 'not the password' }, { login: 'mallory', password: PASSWORD }]) {
      const response = await app.inject({ method: 'POST', url: '/release-manager/login', headers: FORM, payload: form(payload) });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('Wrong login or password.');
      expect(setCookies(response)).toEqual([]);
    }
  });

  it('makes one login from one address wait after five failed sign-ins', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await app.inject({ method: 'POST', url: '/release-manager/login', headers: FORM, payload: form({ login: 'alice', password: `wrong ${attempt}` }) });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await app.inject({ method: 'POST', url: '/release-manager/login', headers: FORM, payload: form({ login: 'alice', password: PASSWORD }) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Too many failed sign-ins for this login: try again in 15 minutes.');
    now = new Date(NOW.getTime() + 15 * 60 * 1000);
    await signIn();
  });

  it('refuses the sixteenth sign-in from an address with fifteen failures across different logins', async () => {
    const signInFrom = (remoteAddress: string, login: string, password: string) =>
      app.inject({ method: 'POST', url: '/release-manager/login', headers: FORM, payload: form({ login, password }), remoteAddress });
    for (let attempt = 0; attempt < 15; attempt += 1) {
      expect((await signInFrom('203.0.113.50', `guess-${attempt}`, 'wrong')).statusCode).toBe(401);
    }
    // Even the right password: the address is refused before any password is checked (each check costs a scrypt).
    const sixteenth = await signInFrom('203.0.113.50', 'alice', PASSWORD);
    expect(sixteenth.statusCode).toBe(429);
    expect(sixteenth.body).toContain('Too many failed sign-ins from this address: try again in 15 minutes.');
    // Another address is not held back.
    expect((await signInFrom('198.51.100.4', 'alice', PASSWORD)).statusCode).toBe(303);
    // Still refused until the window has passed.
    expect((await signInFrom('203.0.113.50', 'alice', PASSWORD)).statusCode).toBe(429);
    now = new Date(NOW.getTime() + 15 * 60 * 1000 + 1000);
    expect((await signInFrom('203.0.113.50', 'alice', PASSWORD)).statusCode).toBe(303);
  });

  it("gives nothing to a player's session: their cookie and bearer token are not a release manager's", async () => {
    const response = await app.inject({
      method: 'GET', url: '/release-manager/', headers: { cookie: 'casino_player=1', authorization: 'Bearer a-player-access-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain(v2);
  });

  it('sets a signed, HttpOnly, SameSite=Strict session cookie for the release page only, Secure over TLS', async () => {
    const response = await app.inject({ method: 'POST', url: '/release-manager/login', headers: { ...FORM, 'x-forwarded-proto': 'https' }, payload: form({ login: 'alice', password: PASSWORD }) });
    const session = setCookies(response).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    expect(attributesOf(session)).toEqual(new Set(['Path=/release-manager', 'Max-Age=28800', 'HttpOnly', 'SameSite=Strict', 'Secure']));
    const plain = await app.inject({ method: 'POST', url: '/release-manager/login', headers: FORM, payload: form({ login: 'alice', password: PASSWORD }) });
    expect(attributesOf(setCookies(plain)[0])).toEqual(new Set(['Path=/release-manager', 'Max-Age=28800', 'HttpOnly', 'SameSite=Strict']));
  });

  it('shows each version of a remote with its figures over the last hour, and the audit log', async () => {
    const response = await pageOf(await signIn());
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Releases</title>');
    expect(html).toContain('Signed in as <strong>alice</strong>');
    expect(healthStore.queries[0]?.since).toEqual(new Date('2025-06-01T11:00:00Z'));
    const lobby = html.slice(html.indexOf('id="remote-mfe-lobby"'), html.indexOf('id="remote-mfe-promotions"'));
    const versionHtml = (version: string) => version.replace('-', '-<wbr>');
    expect(lobby).toContain(`Active</span><span class="version">${versionHtml(v2)}</span><span class="since">since <span class="nowrap">2025-05-31</span> <span class="nowrap">09:30 UTC</span>`);
    expect(lobby).toContain(`Canary (10%)</span><span class="version">${versionHtml(v3)}</span><span class="since">started <span class="nowrap">2025-06-01</span>`);
    expect(lobby).toContain(`Previous</span><span class="version">${versionHtml(v1)}</span>`);
    // Rows are figures, columns are active, canary, previous.
    expect(lobby).toContain('<tr><th scope="row">Loads</th><td>1200</td><td>130</td><td>0</td></tr>');
    expect(lobby).toContain('<tr><th scope="row">Error rate</th><td>0.4%</td><td>3.7%</td><td>–</td></tr>');
    expect(lobby).toContain('<tr><th scope="row">Load failures</th><td>3</td><td>4</td><td>0</td></tr>');
    expect(lobby).toContain('<tr><th scope="row">Render errors</th><td>2</td><td>0</td><td>0</td></tr>');
    expect(lobby).toContain('<tr><th scope="row">Contract refusals</th><td>0</td><td>1</td><td>0</td></tr>');
    expect(lobby).toContain('<tr><th scope="row">LCP p75</th><td>1834 ms</td><td>–</td><td>–</td></tr>');
    expect(lobby).toContain('<tr><th scope="row">INP p75</th><td>–</td><td>212 ms</td><td>–</td></tr>');
    expect(lobby).toContain('<tr><th scope="row">CLS p75</th><td>0.04</td><td>–</td><td>–</td></tr>');
    expect(lobby).toContain('>Promote ' + v3 + '</button>');
    expect(lobby).toContain('>Abort canary</button>');
    expect(lobby).toContain('>Set share</button>');
    expect(lobby).toContain(`>Roll back to ${v1}</button>`);
    expect(html).toMatch(/id="remote-mfe-cashier">mfe-cashier<\/h3><p>Nothing published.<\/p>/);
    // The audit log, newest first, every text escaped.
    const audit = html.slice(html.indexOf('id="audit-heading"'));
    expect(audit.indexOf(`Canary mfe-lobby ${v3} at 10%`)).toBeLessThan(audit.indexOf(`Activated mfe-lobby ${v2}`));
    expect(audit).toContain('try the &lt;new&gt; lobby');
    expect(html).not.toContain('<new>');
  });

  it('shows every environment side by side, and says which environment each change of the audit log was in', async () => {
    await store.in('staging').activate('mfe-lobby', v3, { actor: 'bob' }, new Date('2025-06-01T10:00:00Z'));
    await store.in('staging').canary('mfe-lobby', v2, 2.5, { actor: 'bob' }, new Date('2025-06-01T10:30:00Z'));
    const html = (await pageOf(await signIn())).body;
    const table = html.slice(html.indexOf('id="environments-heading"'), html.indexOf('id="remotes-heading"'));
    expect(table).toContain('<th scope="colgroup" colspan="3">staging</th><th scope="colgroup" colspan="3">production <span class="badge manual">this site</span></th>');
    const versionHtml = (version: string) => `<span class="version">${version.replace('-', '-<wbr>')}</span>`;
    const lobbyRow = table.slice(table.indexOf('<tr><th scope="row">mfe-lobby</th>'));
    expect(lobbyRow.slice(0, lobbyRow.indexOf('</tr>'))).toBe(
      `<tr><th scope="row">mfe-lobby</th><td>${versionHtml(v3)}</td><td>${versionHtml(v2)}<span class="since">2.5% of browsers</span></td><td><span class="muted">none</span></td>`
      + `<td>${versionHtml(v2)}</td><td>${versionHtml(v3)}<span class="since">10% of browsers</span></td><td>${versionHtml(v1)}</td>`,
    );
    expect(html).toContain('<h2 id="remotes-heading">Remotes in production</h2>');
    const audit = html.slice(html.indexOf('id="audit-heading"'));
    expect(audit).toContain(`staging: Canary mfe-lobby ${v2} at 2.5%`);
    expect(audit).toContain(`production: Activated mfe-lobby ${v2}`);
    expect(audit).toContain(`<td data-label="What">Published mfe-lobby ${v3}</td>`);
  });

  it("shows a canary's segment beside its share, and lets the share go to 0 while the segment keeps it", async () => {
    await store.canary('mfe-lobby', v3, { segment: 'player-class:Test Class' }, { actor: 'bob' });
    const cookie = await signIn();
    let html = (await pageOf(cookie)).body;
    expect(html).toContain('<span class="role">Canary (players of class Test Class + 10%)</span>');
    expect(html).toContain(`${v3.replace('-', '-<wbr>')}</span><span class="since">players of class Test Class + 10% of browsers</span>`);
    expect(html).toMatch(/name="share" type="number" min="0" max="99.9"/);
    html = await act(cookie, { action: 'share', version: v3, share: '0' });
    expect(html).toContain(`mfe-lobby&#39;s canary ${v3} now goes to players of class Test Class and 0% of browsers.`);
    expect(html).toContain('<span class="role">Canary (players of class Test Class)</span>');
    expect(html).toContain(`Canary mfe-lobby ${v3} at 0% and to players of class Test Class`);
  });

  it("shows each version's commit, changelog line and size, and what changed between the versions a manager chooses between", async () => {
    const html = (await pageOf(await signIn())).body;
    const lobby = html.slice(html.indexOf('id="remote-mfe-lobby"'), html.indexOf('id="remote-mfe-promotions"'));
    const changes = lobby.slice(lobby.indexOf('id="changes-mfe-lobby"'));
    const versionHtml = (version: string) => version.replace('-', '-<wbr>');
    const manifest = JSON.stringify({ metaData: { contractVersion: '1.0.0' } }).length;
    const size = (entry: number) => `${manifest + entry} B`;
    // v3's entry is compressed at publish (5000 bytes of text), v1's and v2's are too small to be.
    const v3Size = (await store.readRegistry()).remotes['mfe-lobby']?.versions[v3]?.size;
    expect(v3Size).toEqual({ bytes: manifest + 5000, gzip: expect.any(Number), brotli: expect.any(Number) });
    // Compressed sizes v2 did not have are shown without a change.
    const v3Change = `5.0 kB (+${((5000 - 3) / 1000).toFixed(1)} kB), gzip ${v3Size?.gzip} B, Brotli ${v3Size?.brotli} B`;
    expect(changes).toContain(`<li><strong>Previous → active</strong> <span class="version">${versionHtml(v1)} → ${versionHtml(v2)}</span>
<span class="change">Commits unknown (a version has no commit recorded)</span><span class="change">Size ${size(3)} (±0 B)</span></li>`);
    expect(changes).toContain(`<li><strong>Active → canary</strong> <span class="version">${versionHtml(v2)} → ${versionHtml(v3)}</span>
<span class="change">Commits <code>1111111111aa..2222222222bb</code></span><span class="change">Size ${v3Change}</span></li>`);
    // The versions, newest first: the team's line escaped, a version without one says so.
    const rows = [...changes.matchAll(/<tr>\n<td data-label="Version"><span class="version">([^<]+)<wbr>([^<]+)<\/span>[\s\S]*?<\/tr>/g)].map((match) => match[0]);
    expect(rows.map((row) => /<span class="version">(.+?)<\/span>/.exec(row)?.[1]?.replace('<wbr>', ''))).toEqual([v3, v2, v1]);
    expect(rows[0]).toContain('<td data-label="Commit"><code title="2222222222bbbbbbbbbb2222222222bbbbbbbbbb">2222222222bb</code></td>');
    expect(rows[0]).toContain('<td data-label="Changelog">Jackpot ticker &lt;marquee&gt; removed</td>');
    expect(rows[0]).toContain(`<td data-label="Size">${v3Change}</td>`);
    expect(rows[1]).toContain('<td data-label="Changelog">Game tiles load their art lazily</td>');
    expect(rows[1]).toContain(`<td data-label="Size">${size(3)} (±0 B)</td>`);
    expect(rows[2]).toContain('<td data-label="Commit">unknown</td>');
    expect(rows[2]).toContain('<td data-label="Changelog"><span class="muted">No changelog given</span></td>');
    expect(rows[2]).toContain(`<td data-label="Size">${size(3)}</td>`);
    expect(html).not.toContain('<marquee>');
  });

  it('marks automatic changes in the audit log', async () => {
    await store.rollback('mfe-lobby', { actor: 'automatic', automatic: true, reason: 'error rate 12.0% over 300 loads' }, { from: v2 });
    const html = (await pageOf(await signIn())).body;
    expect(html).toMatch(/<tr class="automatic">\n<td data-label="When"><time datetime="[^"]+">[^<]+<\/time><\/td>\n<td data-label="Who">automatic<\/td>/);
    expect(html).toContain('<span class="badge automatic">Automatic</span>');
    expect(html).toContain('error rate 12.0% over 300 loads');
  });

  it('refuses a forged, tampered or expired session cookie', async () => {
    const forged = createSessionValue(randomBytes(32), { login: 'alice', expires: NOW.getTime() + 3_600_000 }, 'any');
    expect((await pageOf(`${SESSION_COOKIE}=${forged}`)).statusCode).toBe(401);
    const genuine = await signIn();
    const [payload, signature] = genuine.slice(SESSION_COOKIE.length + 1).split('.');
    const otherLogin = Buffer.from(JSON.stringify({ login: 'bob', expires: NOW.getTime() + 3_600_000 })).toString('base64url');
    expect(payload).toBeDefined();
    expect((await pageOf(`${SESSION_COOKIE}=${otherLogin}.${signature}`)).statusCode).toBe(401);
    expect((await pageOf(genuine)).statusCode).toBe(200);
    now = new Date(NOW.getTime() + 8 * 60 * 60 * 1000 + 1);
    expect((await pageOf(genuine)).statusCode).toBe(401);
  });

  it('ends the sessions of a manager whose password changed', async () => {
    const session = await signIn();
    await addManager(fileManagerStore(managersFile), 'alice', PASSWORD);
    expect((await pageOf(session)).statusCode).toBe(401);
  });

  it('refuses an action without the form token of the session', async () => {
    const cookie = await signIn();
    for (const csrf of [undefined, 'forged']) {
      const response = await app.inject({
        method: 'POST', url: '/release-manager/action', headers: { ...FORM, cookie }, payload: form({ ...(csrf ? { csrf } : {}), remote: 'mfe-lobby', action: 'abort', version: v3 }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('reload the page and try again');
    }
    expect((await store.readRegistry()).remotes['mfe-lobby']?.canary?.version).toBe(v3);
    const anonymous = await app.inject({ method: 'POST', url: '/release-manager/action', headers: FORM, payload: form({ remote: 'mfe-lobby', action: 'abort', version: v3 }) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('promotes only a canary the gate passed in the last 30 minutes: the page cannot run its journeys', async () => {
    const refused = await act(await signIn(), { action: 'promote', version: v3 });
    expect(refused).toContain(`The gate has not passed mfe-lobby ${v3} in the last 30 minutes: run pnpm release gate mfe-lobby`);
    // A pass before the canary or an hour ago does not count; neither does a failed run.
    const passed: GateRecord = { step: 'promote', outcome: 'passed', journeys: ['home page'], failed: [] };
    await store.recordGate('mfe-lobby', v3, { ...passed, step: 'canary' }, undefined, now);
    await store.recordGate('mfe-lobby', v3, passed, undefined, new Date(now.getTime() - 31 * 60_000));
    await store.recordGate('mfe-lobby', v3, { ...passed, outcome: 'failed', failed: ['log in'] }, undefined, now);
    expect(await act(await signIn(), { action: 'promote', version: v3 })).toContain('The gate has not passed');
    expect((await store.readRegistry()).remotes['mfe-lobby']?.canary?.version).toBe(v3);
  });

  it('promotes the canary the gate passed, writing the manager and the reason to the audit log', async () => {
    await store.recordGate('mfe-lobby', v3, { step: 'promote', outcome: 'passed', journeys: ['home page', 'log in'], failed: [] }, undefined, now);
    const page = await act(await signIn(), { action: 'promote', version: v3, reason: 'figures  are\ngood' });
    expect(page).toContain(`role="status">mfe-lobby ${v3} is promoted: every player gets it on their next page load.</p>`);
    const lobby = (await store.readRegistry()).remotes['mfe-lobby'];
    expect(lobby?.active).toBe(v3);
    expect(lobby?.canary).toBeUndefined();
    expect((await store.readAudit(1))[0]).toMatchObject({ action: 'promote', actor: 'alice', reason: 'figures are good', version: v3, automatic: false });
  });

  it('aborts the canary', async () => {
    const page = await act(await signIn(), { action: 'abort', version: v3, reason: 'render errors' });
    expect(page).toContain(`mfe-lobby&#39;s canary ${v3} is aborted`);
    expect((await store.readRegistry()).remotes['mfe-lobby']?.canary).toBeUndefined();
    expect((await store.readAudit(1))[0]).toMatchObject({ action: 'abort', actor: 'alice', reason: 'render errors', version: v3 });
  });

  it('rolls back to the previous version', async () => {
    const page = await act(await signIn(), { action: 'rollback', version: v2 });
    expect(page).toContain(`mfe-lobby is rolled back from ${v2} to ${v1}`);
    expect((await store.readRegistry()).remotes['mfe-lobby']?.active).toBe(v1);
    const [entry] = await store.readAudit(1);
    expect(entry).toMatchObject({ action: 'rollback', actor: 'alice', version: v1, from: v2 });
    expect(entry?.reason).toBeUndefined();
  });

  it("changes the canary's share, and shows the store's refusal of a bad one", async () => {
    const cookie = await signIn();
    expect(await act(cookie, { action: 'share', version: v3, share: '25', reason: 'widen' })).toContain(`now goes to 25% of browsers`);
    expect((await store.readRegistry()).remotes['mfe-lobby']?.canary?.share).toBe(25);
    expect((await store.readAudit(1))[0]).toMatchObject({ action: 'canary', actor: 'alice', share: 25, reason: 'widen' });
    const refused = await act(cookie, { action: 'share', version: v3, share: '100' });
    expect(refused).toContain('role="alert">A canary share is a percentage above 0 and below 100, such as 10 or 2.5.</p>');
  });

  it('does not act on a version that changed since the page was shown', async () => {
    const cookie = await signIn();
    await store.activate('mfe-lobby', v3, { actor: 'bob' });
    const page = await act(cookie, { action: 'rollback', version: v2 });
    expect(page).toContain(`mfe-lobby changed meanwhile (it is no longer ${v2}); look again before you act.`);
    expect((await store.readRegistry()).remotes['mfe-lobby']?.active).toBe(v3);
  });

  it('signs out', async () => {
    const cookie = await signIn();
    const csrf = csrfOf((await pageOf(cookie)).body);
    const response = await app.inject({ method: 'POST', url: '/release-manager/logout', headers: { ...FORM, cookie }, payload: form({ csrf }) });
    expect(response.statusCode).toBe(303);
    expect(cookiePair(setCookies(response)[0] ?? '')).toBe(`${SESSION_COOKIE}=`);
    expect(attributesOf(setCookies(response)[0])).toEqual(new Set(['Path=/release-manager', 'Max-Age=0', 'HttpOnly', 'SameSite=Strict']));
  });
});
