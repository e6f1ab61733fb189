import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import WebSocket from 'ws';
import { call, createTestApp, createTestAppWithClock, login, signupPlayer, type PlayerSession } from '../testing/test-app';

/**
 * Issue 15, part 1: every probe of the attack on `pnpm start`, as a test that failed on the old
 * provider. Each `describe` names the finding; each test is one probe (inputs and payments are in
 * input-and-payment-regressions.test.ts).
 */
const BYPASS = { 'x-captcha-token': 'test-bypass' };
const HOUR = 60 * 60 * 1000;

/** A log stream whose lines a test can read. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
  return { stream, text: () => lines.join('') };
}

const mailTokenOf = async (app: FastifyInstance, email: string) => {
  const mail = (await app.inject({ method: 'GET', url: `/sandbox/mailbox?email=${encodeURIComponent(email)}` })).json();
  return /token: (\S+)/.exec(mail.messages[0].body)![1]!;
};

const changePassword = (app: FastifyInstance, player: PlayerSession, current: string, next: string) =>
  app.inject({ method: 'PUT', url: '/937/login', headers: { ...BYPASS, 'x-session-token': player.token }, payload: { op: 'cp', player_id: player.pid, current_pwd: current, pwd: next } });

const resetPassword = async (app: FastifyInstance, player: PlayerSession, next: string) => {
  await app.inject({ method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'fp', player_id: player.login } });
  const token = await mailTokenOf(app, `${player.login}@example.com`);
  return app.inject({ method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'cpwt', player_id: player.pid, token, pwd: next } });
};

const optInQuickPlay = async (app: FastifyInstance, player: PlayerSession) =>
  (await call(app, { method: 'POST', url: `/937/player/${player.pid}/accounts/quick`, token: player.token, payload: {} })).json().userhash as string;

const quickSignIn = (app: FastifyInstance, userhash: string) => app.inject({ method: 'GET', url: `/937/accounts/quick?userhash=${encodeURIComponent(userhash)}` });

describe('sandbox-only routes exist only in sandbox mode', () => {
  let production: FastifyInstance;
  const log = logSink();
  beforeAll(async () => { production = await createTestApp({ sandbox: false, logger: { stream: log.stream } }); });
  afterAll(async () => production.close());

  it.each([
    ['GET', '/sandbox/mailbox?email=demoplayer@example.com'],
    ['POST', '/sandbox/maintenance'],
    ['POST', '/sandbox/support/drop-connections'],
    ['POST', '/cashier'],
    ['POST', '/cashier/deposit'],
  ] as const)('%s %s answers 404 without sandbox mode', async (method, url) => {
    const response = await production.inject({ method, url, payload: method === 'POST' ? { maintenance: true } : undefined });
    expect(response.statusCode).toBe(404);
  });

  it('the account-takeover probe: a reset for any player id no longer lands in a public mailbox', async () => {
    const forgot = await production.inject({ method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'fp', player_id: 'demoplayer' } });
    expect(forgot.statusCode).toBe(200);
    expect((await production.inject({ method: 'GET', url: '/sandbox/mailbox?email=demoplayer@example.com' })).statusCode).toBe(404);
  });

  it('says in the start-up log which mode it runs in', async () => {
    expect(log.text()).toContain('Sandbox mode off');
    const sandboxLog = logSink();
    const sandbox = await createTestApp({ logger: { stream: sandboxLog.stream } });
    try {
      expect(sandboxLog.text()).toContain('Sandbox mode ON');
      expect((await sandbox.inject({ method: 'GET', url: '/sandbox/mailbox?email=demoplayer@example.com' })).statusCode).toBe(200);
    } finally {
      await sandbox.close();
    }
  });
});

describe('QuickPlay links', () => {
  it('expire after 7 days; the player then gets a new link that works', async () => {
    const { app, advance } = await createTestAppWithClock();
    try {
      const player = await signupPlayer(app);
      const first = await optInQuickPlay(app, player);
      expect((await quickSignIn(app, first)).statusCode).toBe(200);
      advance(7 * 24 * HOUR + 1000);
      expect((await quickSignIn(app, first)).statusCode).toBe(404);
      const fresh = await login(app, player.login, 'Secret123');
      const state = (await call(app, { method: 'GET', url: `/937/player/${player.pid}/accounts/quick`, token: fresh.token })).json();
      expect(state.optIn).toBe(true);
      expect(state.userhash).not.toBe(first);
      expect((await quickSignIn(app, state.userhash)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('give a session that expires like any other (24 h)', async () => {
    const { app, advance } = await createTestAppWithClock();
    try {
      const player = await signupPlayer(app);
      const session = (await quickSignIn(app, await optInQuickPlay(app, player))).json();
      const balance = () => call(app, { method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, token: session.sessionToken });
      expect((await balance()).statusCode).toBe(200);
      advance(24 * HOUR + 1000);
      expect((await balance()).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('are revoked by a password change and by a password reset', async () => {
    const app = await createTestApp();
    try {
      const player = await signupPlayer(app);
      const beforeChange = await optInQuickPlay(app, player);
      expect((await changePassword(app, player, 'Secret123', 'Changed123')).statusCode).toBe(200);
      expect((await quickSignIn(app, beforeChange)).statusCode).toBe(404);
      const beforeReset = await optInQuickPlay(app, player);
      expect((await quickSignIn(app, beforeReset)).statusCode).toBe(200);
      expect((await resetPassword(app, player, 'Reset12345')).statusCode).toBe(200);
      expect((await quickSignIn(app, beforeReset)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('are single-purpose: the hash is no session token, userHash or custrefid', async () => {
    const app = await createTestApp();
    try {
      const player = await signupPlayer(app);
      const userhash = await optInQuickPlay(app, player);
      expect((await call(app, { method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, token: userhash })).statusCode).toBe(401);
      await app.inject({ method: 'POST', url: `/marketing/unsubscribe/${userhash}` });
      const prefs = await app.inject({ method: 'POST', url: '/marketing/person-preferences', headers: { 'x-session-token': userhash }, payload: { custrefid: player.pid, emailpermit: false } });
      expect(prefs.statusCode).toBe(401);
      expect((await call(app, { method: 'GET', url: `/937/players/${player.pid}`, token: player.token })).json().email_permit).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('are rate-limited per address (the probe made 40 calls without a 429)', async () => {
    const app = await createTestApp({ rateLimit: { max: 5, timeWindowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) statuses.push((await quickSignIn(app, `guess-${i}-${'x'.repeat(20)}`)).statusCode);
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('side routes act only for the player whose session asks', () => {
  let app: FastifyInstance;
  let victim: PlayerSession;
  let attacker: PlayerSession;
  beforeAll(async () => {
    app = await createTestApp();
    victim = await signupPlayer(app);
    attacker = await signupPlayer(app);
  });
  afterAll(async () => app.close());

  const permitOf = async (player: PlayerSession) =>
    (await call(app, { method: 'GET', url: `/937/players/${player.pid}`, token: player.token })).json().email_permit as boolean;

  it('person-preferences: no session → 401, another player’s id → 403, the victim’s permit unchanged', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/marketing/person-preferences', payload: { custrefid: victim.pid, emailpermit: false } });
    expect(anonymous.statusCode).toBe(401);
    const other = await call(app, { method: 'POST', url: '/marketing/person-preferences', token: attacker.token, payload: { custrefid: victim.pid, emailpermit: false } });
    expect(other.statusCode).toBe(403);
    expect(await permitOf(victim)).toBe(true);
    const own = await call(app, { method: 'POST', url: '/marketing/person-preferences', token: victim.token, payload: { custrefid: victim.pid, emailpermit: false } });
    expect(own.json()).toEqual({ custrefid: String(victim.pid), emailpermit: false });
    expect(await permitOf(victim)).toBe(false);
  });

  it('intercom/validate: no session → 401, another player’s identifier → 403, one’s own → the hash', async () => {
    const payload = { identifier: victim.login, casinoID: 937 };
    expect((await app.inject({ method: 'POST', url: '/intercom/validate', payload })).statusCode).toBe(401);
    expect((await call(app, { method: 'POST', url: '/intercom/validate', token: attacker.token, payload })).statusCode).toBe(403);
    const own = await call(app, { method: 'POST', url: '/intercom/validate', token: victim.token, payload });
    expect(own.json()).toEqual({ identifier: victim.login, hash: expect.stringMatching(/^[0-9a-f]{64}$/), valid: true });
  });

  it('aff token: a fresh click token, not a signature of the id; malformed ids refused', async () => {
    const first = (await app.inject({ method: 'GET', url: '/aff/937/token?user_id=42' })).json();
    const second = (await app.inject({ method: 'GET', url: '/aff/937/token?user_id=42' })).json();
    expect(first.token).toMatch(/^[0-9a-f]{32}$/);
    expect(second.token).not.toBe(first.token);
    expect((await app.inject({ method: 'GET', url: `/aff/937/token?user_id=${encodeURIComponent('<b>x</b>')}` })).statusCode).toBe(400);
  });
});

describe('tokens stay out of URLs and logs', () => {
  it('the request log redacts tokens, tickets and QuickPlay hashes, and never prints session headers', async () => {
    const log = logSink();
    const app = await createTestApp({ logger: { stream: log.stream } });
    try {
      const player = await login(app, 'demoplayer');
      const secrets = ['SeCrEtToken1', 'SeCrEtGame2', 'SeCrEtTicket3', 'SeCrEtHash4567890abcdef', 'SeCrEtSession5'];
      for (const url of [
        `/games/client?token=${secrets[0]}&game=x`, `/games/client?gameToken=${secrets[1]}`, `/ws?ticket=${secrets[2]}`,
        `/937/accounts/quick?userhash=${secrets[3]}`, `/live-dealer/?sessionToken=${secrets[4]}`,
      ]) await app.inject({ method: 'GET', url });
      await call(app, { method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, token: player.token });
      const text = log.text();
      expect(text).toContain('[redacted]');
      expect(text).toContain('/games/client?token=[redacted]&game=x');
      for (const secret of [...secrets, player.token]) expect(text).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  describe('the daily reward socket takes a one-time ticket, not the session token', () => {
    let app: FastifyInstance;
    let base: string;
    let player: PlayerSession;
    beforeAll(async () => {
      app = await createTestApp();
      base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
      player = await login(app, 'demoplayer');
    });
    afterAll(async () => app.close());

    /** The first message and the close code of a socket that sends checklogin. */
    const converse = (url: string) => new Promise<{ first: Record<string, unknown>; code?: number }>((resolve, reject) => {
      const socket = new WebSocket(url);
      let first: Record<string, unknown> | null = null;
      socket.on('open', () => socket.send(JSON.stringify({ action: 'checklogin', casinoid: 937, player_id: player.pid })));
      socket.on('message', (raw) => {
        first ??= JSON.parse(String(raw));
        if (first!.action === 'checklogin') { socket.close(); resolve({ first: first! }); }
      });
      socket.on('close', (code) => { if (first) resolve({ first, code }); });
      socket.on('error', reject);
    });
    const ticket = async () => (await call(app, { method: 'POST', url: `/937/player/${player.pid}/rewards/socket-ticket`, token: player.token })).json().ticket as string;

    it('refuses ?token=<session token> with 4401', async () => {
      const answer = await converse(`${base}/ws?token=${player.token}`);
      expect(answer.first.action).toBe('error');
      expect(answer.code).toBe(4401);
    });

    it('opens with a ticket asked for with the session header, once', async () => {
      const one = await ticket();
      expect((await converse(`${base}/ws?ticket=${one}`)).first).toMatchObject({ action: 'checklogin', player_id: player.pid });
      expect((await converse(`${base}/ws?ticket=${one}`)).code).toBe(4401);
    });

    it('gives no ticket without the session, nor for another player', async () => {
      expect((await app.inject({ method: 'POST', url: `/937/player/${player.pid}/rewards/socket-ticket` })).statusCode).toBe(401);
      const other = await signupPlayer(app);
      expect((await call(app, { method: 'POST', url: `/937/player/${player.pid}/rewards/socket-ticket`, token: other.token })).statusCode).toBe(403);
    });
  });
});

describe('lockout and sessions', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp(); });
  afterAll(async () => app.close());

  const attempt = (loginName: string, password: string) =>
    app.inject({ method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: loginName, password } });

  it('counts per account: after 5 failures on the username, the email is locked out too', async () => {
    const player = await signupPlayer(app);
    for (let i = 0; i < 5; i += 1) await attempt(player.login, `wrong-${i}`);
    const byEmail = await attempt(`${player.login}@example.com`, 'Secret123');
    expect(byEmail.statusCode).toBe(403);
    expect(byEmail.json()).toEqual({ errorMessage: 'errorMaxLoginAttempts' });
  });

  it('failures split between username and email add up', async () => {
    const player = await signupPlayer(app);
    for (let i = 0; i < 3; i += 1) await attempt(player.login, 'nope-nope');
    for (let i = 0; i < 2; i += 1) await attempt(`${player.login}@example.com`, 'nope-nope');
    expect((await attempt(player.login, 'Secret123')).json()).toEqual({ errorMessage: 'errorMaxLoginAttempts' });
  });

  it('a typed string cannot lock someone else’s account by looking like its counter', async () => {
    const player = await signupPlayer(app);
    for (let i = 0; i < 6; i += 1) await attempt(`player:${player.pid}`, 'nope-nope');
    expect((await attempt(player.login, 'Secret123')).statusCode).toBe(200);
  });

  it('a password change ends every other session of the player and keeps the one that changed it', async () => {
    const player = await signupPlayer(app);
    const thief = await login(app, player.login, 'Secret123');
    expect((await changePassword(app, player, 'Secret123', 'Changed123')).statusCode).toBe(200);
    const balance = (who: PlayerSession) => call(app, { method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, token: who.token });
    expect((await balance(thief)).statusCode).toBe(401);
    expect((await balance(player)).statusCode).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const player = await signupPlayer(app);
    expect((await resetPassword(app, player, 'Reset12345')).statusCode).toBe(200);
    expect((await call(app, { method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, token: player.token })).statusCode).toBe(401);
  });
});
