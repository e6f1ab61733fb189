import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { hashToken } from '../../lib/tokens';
import { call, createTestApp, databaseVariants, login, signupPlayer, type PlayerSession } from '../../testing/test-app';
import { forgetSessions } from './session-cache';
import { findLiveSession, findLiveSessionByHash } from './session-service';

const BYPASS = { 'x-captcha-token': 'test-bypass' };

const balanceStatus = async (app: FastifyInstance, player: PlayerSession) =>
  (await call(app, { method: 'GET', url: `/937/players/${player.pid}/balance`, token: player.token })).statusCode;

// Session lookups are remembered; each test first makes the session a remembered one (a call that
// succeeds), then ends it, and the very next call must fail.
describe.each(databaseVariants())('live sessions on $name', ({ options }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(options());
  });
  afterAll(async () => app.close());

  it('a logged-out session fails on the next call', async () => {
    const player = await signupPlayer(app);
    expect(await balanceStatus(app, player)).toBe(200);
    const out = await call(app, {
      method: 'POST', url: `/937/player/${player.pid}/accounts/logout`, token: player.token,
      payload: { logout_type: 1, login: player.login, player_id: player.pid, for_money: true },
    });
    expect(out.statusCode).toBe(200);
    expect(await balanceStatus(app, player)).toBe(401);
  });

  it('a password change ends the other sessions at once and keeps the one that made it', async () => {
    const player = await signupPlayer(app);
    const other = await login(app, player.login, 'Secret123');
    expect(await balanceStatus(app, other)).toBe(200);
    expect(await balanceStatus(app, player)).toBe(200);
    const changed = await call(app, {
      method: 'PUT', url: '/937/login', token: player.token, headers: BYPASS,
      payload: { op: 'cp', player_id: player.pid, current_pwd: 'Secret123', pwd: 'Changed12' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await balanceStatus(app, other)).toBe(401);
    expect(await balanceStatus(app, player)).toBe(200);
  });

  it('a password reset ends every session at once', async () => {
    const player = await signupPlayer(app);
    expect(await balanceStatus(app, player)).toBe(200);
    await app.inject({ method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'fp', player_id: player.login } });
    const mail = (await app.inject({ method: 'GET', url: `/sandbox/mailbox?email=${player.login}@example.com` })).json();
    const token = /token: (\S+)/.exec(mail.messages[0].body)![1];
    const reset = await app.inject({
      method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'cpwt', player_id: player.pid, token, pwd: 'BrandNew1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await balanceStatus(app, player)).toBe(401);
  });

  it('a new login name is what the session says on the next call', async () => {
    const player = await signupPlayer(app);
    expect((await findLiveSession(app.ctx, player.token))?.login).toBe(player.login);
    const renamed = `${player.login}x`;
    const update = await call(app, {
      method: 'PUT', url: `/937/players/${player.pid}`, token: player.token,
      payload: { login: renamed, password: 'Secret123' },
    });
    expect(update.statusCode).toBe(200);
    expect((await findLiveSession(app.ctx, player.token))?.login).toBe(renamed);
  });
});

describe('remembered session lookups', () => {
  const row = { player_id: 7, session_id: 's7', expires_at: new Date(Date.now() + 60_000) };

  function fakeContext(now: () => Date) {
    const pending: Array<() => void> = [];
    let queries = 0;
    let hold = false;
    let generation: number | null = 1;
    const db = {
      kind: 'pg',
      notifications: { get generation() { return generation; }, delivered: async () => generation },
      // Counts and holds the session lookups; the player's login is a second query.
      query: async (sql: string, values: unknown[]) => {
        if (!sql.includes('from sessions')) return [{ id: 7, login: 'seven' }];
        queries += 1;
        if (hold) await new Promise<void>((release) => pending.push(release));
        return [{ ...row, token_hash: values[1] }];
      },
    } as unknown as Database;
    const ctx = { db, now } as AppContext;
    return {
      ctx,
      queries: () => queries,
      holdQueries: (value: boolean) => { hold = value; },
      /** The listening connection was lost (null) or replaced by a new one. */
      setGeneration: (value: number | null) => { generation = value; },
      releaseQueries: () => pending.splice(0).forEach((release) => release()),
    };
  }

  it('answers a second lookup without a query, and asks again once the session has expired', async () => {
    let now = Date.now();
    const fake = fakeContext(() => new Date(now));
    await findLiveSessionByHash(fake.ctx, 'h');
    expect((await findLiveSessionByHash(fake.ctx, 'h'))?.playerId).toBe(7);
    expect(fake.queries()).toBe(1);
    now = row.expires_at.getTime();
    await findLiveSessionByHash(fake.ctx, 'h');
    expect(fake.queries()).toBe(2);
  });

  it('trusts a remembered session only while the connection that would have heard its end stays the same', async () => {
    const fake = fakeContext(() => new Date());
    await findLiveSessionByHash(fake.ctx, 'g');
    fake.setGeneration(2);
    await findLiveSessionByHash(fake.ctx, 'g');
    expect(fake.queries()).toBe(2);
    fake.setGeneration(null);
    await findLiveSessionByHash(fake.ctx, 'g');
    await findLiveSessionByHash(fake.ctx, 'g');
    expect(fake.queries()).toBe(4);
  });

  it('does not remember a lookup that was running when the player\'s sessions were forgotten', async () => {
    const fake = fakeContext(() => new Date());
    fake.holdQueries(true);
    const running = findLiveSessionByHash(fake.ctx, hashToken('t'));
    forgetSessions(fake.ctx, 7);
    fake.releaseQueries();
    await running;
    fake.holdQueries(false);
    await findLiveSessionByHash(fake.ctx, hashToken('t'));
    expect(fake.queries()).toBe(2);
  });
});
