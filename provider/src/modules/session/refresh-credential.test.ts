import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashToken } from '../../lib/tokens';
import {
  call, createTestApp, createTestAppWithClock, databaseVariants, DEMO_PASSWORD, signupPlayer, type PlayerSession,
} from '../../testing/test-app';

const BYPASS = { 'x-captcha-token': 'test-bypass' };
const SITE = 'http://localhost:8080';
const HOUR = 60 * 60 * 1000;

/** The Set-Cookie of the refresh credential an answer carries, parsed; null when it sets none. */
function refreshCookieOf(response: LightMyRequestResponse) {
  const header = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('casino_refresh='));
  if (!header) return null;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair.slice('casino_refresh='.length), attributes, header };
}

/** A browser's view of one sign-in: its session and the refresh cookie it holds. */
interface Browser {
  session: PlayerSession;
  cookie: string;
  expiresAt: string;
}

/** What the browser holds after a login or renewal answer: the session it answered and the cookie it set. */
function browserAfter(response: Awaited<ReturnType<FastifyInstance['inject']>>): Browser {
  const body = response.json();
  return {
    session: { pid: body.pid, token: body.sessionToken, login: body.login, sessionId: body.rtgSession.session_id },
    cookie: refreshCookieOf(response)!.value,
    expiresAt: body.expires_at,
  };
}

async function passwordLogin(app: FastifyInstance, login: string, password: string): Promise<Browser> {
  const response = await app.inject({
    method: 'POST', url: '/937/login', headers: { ...BYPASS, origin: SITE },
    payload: { login, password, skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
  });
  expect(response.statusCode).toBe(200);
  return browserAfter(response);
}

const refresh = (app: FastifyInstance, cookie: string | null, origin: string | null = SITE) =>
  app.inject({
    method: 'POST', url: '/937/session/refresh',
    headers: { ...(cookie === null ? {} : { cookie: `theme=dark; casino_refresh=${cookie}` }), ...(origin === null ? {} : { origin }) },
  });

/** Renews like the host does: the answer's session, and the browser keeps the next cookie. */
async function renew(app: FastifyInstance, browser: Browser): Promise<Browser> {
  const response = await refresh(app, browser.cookie);
  expect(response.statusCode).toBe(200);
  return browserAfter(response);
}

const balanceStatus = async (app: FastifyInstance, session: PlayerSession) =>
  (await call(app, { method: 'GET', url: `/937/players/${session.pid}/balance`, token: session.token })).statusCode;

const ENDED = { errorMessage: 'Your session has ended. Please log in again.' };

describe.each(databaseVariants())('the refresh credential on $name', ({ options }) => {
  let app: FastifyInstance;
  let player: PlayerSession;
  beforeAll(async () => {
    app = await createTestApp(options());
    player = await signupPlayer(app);
  });
  afterAll(async () => app.close());

  it('a password login sets an HttpOnly, SameSite=Strict cookie scoped to the refresh route, living 24 hours', async () => {
    const response = await app.inject({
      method: 'POST', url: '/937/login', headers: BYPASS,
      payload: { login: player.login, password: 'Secret123', skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
    });
    const cookie = refreshCookieOf(response);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const maxAge = cookie?.attributes.find((attribute) => attribute.startsWith('Max-Age='));
    expect(cookie?.attributes.filter((attribute) => attribute !== maxAge).sort()).toEqual(['HttpOnly', 'Path=/937/session/refresh', 'SameSite=Strict']);
    // Until the session's end, 24 hours after the login (less the time the login took).
    expect(Number(maxAge?.slice('Max-Age='.length))).toBeGreaterThan(86_390);
    expect(Number(maxAge?.slice('Max-Age='.length))).toBeLessThanOrEqual(86_400);
    // The credential is not the session token, and the database keeps only its hash.
    expect(cookie?.value).not.toBe(response.json().sessionToken);
    const stored = await app.ctx.db.query<{ credential_hash: string }>('select credential_hash from refresh_credentials');
    expect(stored.map((row) => row.credential_hash)).toContain(hashToken(cookie!.value));
    expect(JSON.stringify(stored)).not.toContain(cookie!.value);
  });

  it('a signup sets the cookie too', async () => {
    const response = await app.inject({
      method: 'POST', url: '/937/signup', headers: BYPASS,
      payload: { email: `cookie${Date.now()}@example.com`, password: 'Secret123', first_name: 'Coo', last_name: 'Kie', birth_date: '1990-01-15' },
    });
    expect(response.statusCode).toBe(201);
    expect(refreshCookieOf(response)?.attributes).toContain('HttpOnly');
    expect((await refresh(app, refreshCookieOf(response)!.value)).statusCode).toBe(200);
  });

  it('a QuickPlay sign-in gets no cookie', async () => {
    const userhash = (await call(app, { method: 'POST', url: `/937/player/${player.pid}/accounts/quick`, token: player.token, payload: {} })).json().userhash;
    const response = await app.inject({ method: 'GET', url: `/937/accounts/quick?userhash=${encodeURIComponent(userhash)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('renews the session with the cookie alone (no session header, no captcha) and rotates the cookie', async () => {
    const browser = await passwordLogin(app, player.login, 'Secret123');
    const response = await refresh(app, browser.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      pid: player.pid, player_id: player.pid, login: player.login, sessionToken: expect.any(String), rtgSession: { session_id: expect.any(String) },
      expires_at: expect.any(String), player_class: expect.any(String), first_deposit: false,
    });
    expect(body.sessionToken).not.toBe(browser.session.token);
    const next = refreshCookieOf(response);
    expect(next?.value).not.toBe(browser.cookie);
    expect(next?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/937/session/refresh']));
    expect(await balanceStatus(app, { ...browser.session, token: body.sessionToken })).toBe(200);
    // The next cookie renews again.
    expect((await refresh(app, next!.value)).statusCode).toBe(200);
  });

  it('a spent credential presented again ends its whole family and every session it issued', async () => {
    const stolen = await passwordLogin(app, player.login, 'Secret123');
    const elsewhere = await passwordLogin(app, player.login, 'Secret123');
    const renewed = await renew(app, stolen);
    const renewedAgain = await renew(app, renewed);

    const reuse = await refresh(app, stolen.cookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().errorMessage).toMatch(/renewed somewhere else.*ended to protect your account/);
    expect(refreshCookieOf(reuse)?.attributes).toContain('Max-Age=0');
    // The thief's copy and the player's newest cookie are both dead, and so is every session of the family.
    expect((await refresh(app, renewedAgain.cookie)).json()).toEqual(ENDED);
    for (const session of [stolen.session, renewed.session, renewedAgain.session]) expect(await balanceStatus(app, session)).toBe(401);
    // Another sign-in of the player is another family: untouched.
    expect(await balanceStatus(app, elsewhere.session)).toBe(200);
    expect((await refresh(app, elsewhere.cookie)).statusCode).toBe(200);
  });

  it('two renewals racing with one credential: one wins, the other is a reuse that ends the family', async () => {
    const browser = await passwordLogin(app, player.login, 'Secret123');
    const answers = await Promise.all([refresh(app, browser.cookie), refresh(app, browser.cookie)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    expect((await refresh(app, refreshCookieOf(winner)!.value)).json()).toEqual(ENDED);
  });

  it('logout ends the family, its sessions, and clears the cookie', async () => {
    const browser = await passwordLogin(app, player.login, 'Secret123');
    const renewed = await renew(app, browser);
    const out = await call(app, {
      method: 'POST', url: `/937/player/${player.pid}/accounts/logout`, token: renewed.session.token, headers: { origin: SITE },
      payload: { logout_type: 'user', login: player.login, player_id: player.pid, for_money: true },
    });
    expect(out.statusCode).toBe(200);
    expect(refreshCookieOf(out)?.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/937/session/refresh', 'HttpOnly']));
    expect(refreshCookieOf(out)?.value).toBe('');
    expect((await refresh(app, renewed.cookie)).json()).toEqual(ENDED);
    expect(await balanceStatus(app, browser.session)).toBe(401);
    expect(await balanceStatus(app, renewed.session)).toBe(401);
  });

  it('a password change ends every family of the player; the browser that changed it gets a new cookie', async () => {
    const changer = await signupPlayer(app);
    const other = await passwordLogin(app, changer.login, 'Secret123');
    const own = await passwordLogin(app, changer.login, 'Secret123');
    const changed = await call(app, {
      method: 'PUT', url: '/937/login', token: own.session.token, headers: BYPASS,
      payload: { op: 'cp', player_id: changer.pid, current_pwd: 'Secret123', pwd: 'Changed12' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await refresh(app, other.cookie)).json()).toEqual(ENDED);
    expect((await refresh(app, own.cookie)).json()).toEqual(ENDED);
    const fresh = refreshCookieOf(changed);
    expect(fresh?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/937/session/refresh']));
    // The new family ends when the changing session does: a renewal never outlives its login's 24 hours.
    const renewed = await renew(app, { ...own, cookie: fresh!.value });
    expect(renewed.expiresAt).toBe(own.expiresAt);
    expect(await balanceStatus(app, renewed.session)).toBe(200);
  });

  it('a password reset ends every family of the player', async () => {
    const resetter = await signupPlayer(app);
    const browser = await passwordLogin(app, resetter.login, 'Secret123');
    await app.inject({ method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'fp', player_id: resetter.login } });
    const mail = (await app.inject({ method: 'GET', url: `/sandbox/mailbox?email=${resetter.login}@example.com` })).json();
    const token = /token: (\S+)/.exec(mail.messages[0].body)![1];
    const reset = await app.inject({
      method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'cpwt', player_id: resetter.pid, token, pwd: 'BrandNew1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await refresh(app, browser.cookie)).json()).toEqual(ENDED);
  });

  it('a Banned or Deactivated account is refused, and its credential ends', async () => {
    const closing = await signupPlayer(app);
    const browser = await passwordLogin(app, closing.login, 'Secret123');
    await app.ctx.db.query("update players set player_class = 'Banned' where id = $1", [closing.pid]);
    const refused = await refresh(app, browser.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errorMessage: 'Your account is closed. Please contact support.' });
    await app.ctx.db.query("update players set player_class = 'Bronze No2' where id = $1", [closing.pid]);
    expect((await refresh(app, browser.cookie)).json()).toEqual(ENDED);
  });

  it('refuses a missing or unknown cookie, and a page of another origin', async () => {
    const none = await refresh(app, null);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(ENDED);
    expect(refreshCookieOf(none)?.attributes).toContain('Max-Age=0');
    expect((await refresh(app, 'not-a-credential')).json()).toEqual(ENDED);
    const browser = await passwordLogin(app, player.login, 'Secret123');
    const foreign = await refresh(app, browser.cookie, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    // Refused before it was looked at: the credential still renews from the site.
    expect((await refresh(app, browser.cookie)).statusCode).toBe(200);
  });

  it("CORS lets only the site's pages send and read the credential's calls", async () => {
    const preflight = (origin: string) => app.inject({
      method: 'OPTIONS', url: '/937/session/refresh', headers: { origin, 'access-control-request-method': 'POST' },
    });
    const site = await preflight(SITE);
    expect(site.headers['access-control-allow-origin']).toBe(SITE);
    expect(site.headers['access-control-allow-credentials']).toBe('true');
    // No allowed origin for another site: its page may neither send the call with cookies nor read the answer.
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the refresh credential over time', () => {
  it('a renewal does not extend the 24 hours from the password login: the family and its sessions end together', async () => {
    const { app, advance } = await createTestAppWithClock();
    try {
      const browser = await passwordLogin(app, 'demoplayer', DEMO_PASSWORD);
      advance(4 * HOUR);
      const first = await renew(app, browser);
      expect(first.expiresAt).toBe(browser.expiresAt);
      advance(19 * HOUR);
      const late = await refresh(app, first.cookie);
      expect(late.statusCode).toBe(200);
      // Still the login's end; the cookie lives only until then (one hour left).
      expect(late.json().expires_at).toBe(browser.expiresAt);
      expect(refreshCookieOf(late)?.attributes).toContain('Max-Age=3600');
      advance(HOUR);
      const expired = await refresh(app, refreshCookieOf(late)!.value);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual(ENDED);
      expect(await balanceStatus(app, { ...browser.session, token: late.json().sessionToken })).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('the cookie is Secure when the provider is served over https', async () => {
    const app = await createTestApp({ publicUrl: 'https://api.casino.example' });
    try {
      const response = await app.inject({
        method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: 'demoplayer', password: DEMO_PASSWORD },
      });
      expect(refreshCookieOf(response)?.attributes).toContain('Secure');
    } finally {
      await app.close();
    }
  });
});
