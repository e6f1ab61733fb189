import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { scriptedRng } from '../../lib/rng';
import { cardOf } from '../../testing/cards';
import { openGame, playGame } from '../../testing/game-sessions';
import {
  call, createTestAppWithClock, depositVia, signupPlayer, type PlayerSession,
} from '../../testing/test-app';

/**
 * The protections tried as someone looking for a way round them (issue 49): each path that stayed
 * open through a direct call to the provider, now closed.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BYPASS = { 'x-captcha-token': 'test-bypass' };
const SITE = 'http://localhost:8080';

const url = (player: PlayerSession, path = '') => `/937/players/${player.pid}/safer-gambling${path}`;
const state = async (app: FastifyInstance, player: PlayerSession) => {
  const response = await call(app, { method: 'GET', url: url(player), token: player.token });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const setLimit = (app: FastifyInstance, player: PlayerSession, kind: string, period: string, amount: unknown) =>
  call(app, { method: 'PUT', url: url(player, '/limits'), token: player.token, payload: { kind, period, amount } });
type LimitAnswer = { kind: string; period: string; amount: number | null; pending: Record<string, unknown> | null };
const limitOf = (body: { limits: LimitAnswer[] }, kind: string, period: string) =>
  body.limits.find((limit) => limit.kind === kind && limit.period === period)!;
const spin = (app: FastifyInstance, player: PlayerSession, bet: string, game = 'megasaur') =>
  call(app, { method: 'POST', url: `/937/player/${player.pid}/games/${game}/spin`, token: player.token, payload: { bet } });
const signupAnswer = (app: FastifyInstance, fields: Record<string, unknown>) =>
  app.inject({
    method: 'POST', url: '/937/signup', headers: BYPASS,
    payload: { password: 'Secret123', first_name: 'Test', last_name: surname(), birth_date: '1990-01-15', client_id: 6, skin_id: 1, ...fields },
  });
const loginAnswer = (app: FastifyInstance, loginName: string, origin?: string) =>
  app.inject({
    method: 'POST', url: '/937/login', headers: { ...BYPASS, ...(origin ? { origin } : {}) },
    payload: { login: loginName, password: 'Secret123', skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
  });
const excludeSelf = (app: FastifyInstance, player: PlayerSession) =>
  call(app, { method: 'POST', url: url(player, '/self-exclusion'), token: player.token, payload: { duration: '6m', confirmation: 'EXCLUDE ME' } });
const unique = () => Math.random().toString(36).slice(2, 10);
/** Letters only, as a legal name is. */
const surname = () => `Stone${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

describe('a self-exclusion and a time-out cover the person, not the login', () => {
  let app: FastifyInstance;
  let advance: (ms: number) => void;
  beforeAll(async () => ({ app, advance } = await createTestAppWithClock()));
  afterAll(async () => app.close());

  it('refuses a signup with a plus-address, a dotted Gmail address, or another e-mail with the same name and birth date, in the login’s words', async () => {
    const stem = `ava${unique()}`;
    const lastName = surname();
    const player = await signupPlayer(app, { email: `${stem}@gmail.com`, login: stem, first_name: 'Ava', last_name: lastName, birth_date: '1991-04-02' });
    const excluded = (await excludeSelf(app, player)).json();
    const loginRefusal = (await loginAnswer(app, player.login)).json().errorMessage;
    expect(loginRefusal).toBe(excluded.message);

    const attempts = [
      { email: `${stem}+2@gmail.com`, first_name: 'Someone', last_name: 'Else', birth_date: '1980-01-01' },
      { email: `${stem.slice(0, 2)}.${stem.slice(2)}@googlemail.com`, first_name: 'Someone', last_name: 'Else', birth_date: '1980-01-01' },
      { email: `${stem.toUpperCase()}@GMAIL.COM`, first_name: 'Someone', last_name: 'Else', birth_date: '1980-01-01' },
      { email: `new-${stem}@example.com`, first_name: ' ava ', last_name: lastName.toUpperCase(), birth_date: '1991-04-02' },
    ];
    for (const attempt of attempts) {
      const answer = await signupAnswer(app, attempt);
      expect([attempt.email, answer.statusCode]).toEqual([attempt.email, 403]);
      expect(answer.json().errorMessage).toBe(excluded.message);
    }
    const audit = await app.ctx.db.query<{ action: string; new_value: string | null }>(
      'select action, new_value from safer_gambling_audit where player_id = $1 order by id', [player.pid],
    );
    expect(audit.map((row) => row.action)).toEqual(['self-exclusion', ...attempts.map(() => 'person matched')]);
    expect(audit[1]!.new_value).toBe('signup: e-mail');
    expect(audit[4]!.new_value).toBe('signup: name and birth date');
    // Another person of the same name but another birthday signs up.
    expect((await signupAnswer(app, { email: `other-${stem}@example.com`, first_name: 'Ava', last_name: lastName, birth_date: '1991-04-03' })).statusCode).toBe(201);
  });

  it('refuses login to a second account the person already had, and a time-out covers the person for its length', async () => {
    const stem = `kai${unique()}`;
    const lastName = surname();
    const first = await signupPlayer(app, { email: `${stem}@example.com`, login: stem, first_name: 'Kai', last_name: lastName, birth_date: '1985-06-07' });
    const second = await signupPlayer(app, { email: `${stem}.work@example.com`, login: `${stem}w`, first_name: 'Kai', last_name: lastName, birth_date: '1985-06-07' });
    const taken = (await call(app, { method: 'POST', url: url(first, '/time-out'), token: first.token, payload: { duration: '24h' } })).json();
    const refused = await loginAnswer(app, second.login);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe(taken.message);
    // The second account's open session ends at its next request.
    advance(2 * MINUTE);
    expect((await call(app, { method: 'GET', url: url(second), token: second.token })).statusCode).toBe(403);
    expect((await signupAnswer(app, { email: `${stem}+x@example.com`, login: `${stem}x` })).json().errorMessage).toBe(taken.message);
    advance(DAY);
    expect((await loginAnswer(app, second.login)).statusCode).toBe(200);
    expect((await signupAnswer(app, { email: `${stem}+y@example.com`, login: `${stem}y` })).statusCode).toBe(201);
  });
});

describe('a limit of 0 is the strictest limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await createTestAppWithClock()));
  afterAll(async () => app.close());

  it('a $0 deposit limit without a limit before applies at once and refuses any deposit', async () => {
    const player = await signupPlayer(app);
    const set = await setLimit(app, player, 'deposit', 'day', 0);
    expect(set.statusCode).toBe(200);
    expect(limitOf(set.json(), 'deposit', 'day')).toMatchObject({ amount: 0, pending: null });
    expect(set.json().deposit.remaining).toBe(0);
    expect((await depositVia(app, player, '10')).statusCode).toBe(403);
  });

  it('a $0 limit under a $20 weekly limit is a lowering, not a removal; removal is null alone', async () => {
    const player = await signupPlayer(app);
    await setLimit(app, player, 'deposit', 'week', 2000);
    const zero = (await setLimit(app, player, 'deposit', 'week', 0)).json();
    expect(limitOf(zero, 'deposit', 'week')).toMatchObject({ amount: 0, pending: null });
    expect((await depositVia(app, player, '10')).statusCode).toBe(403);
    const removal = (await setLimit(app, player, 'deposit', 'week', null)).json();
    expect(limitOf(removal, 'deposit', 'week')).toMatchObject({ amount: 0, pending: { amount: null } });
  });

  it('a 0-minute play-time limit ends play at once', async () => {
    const player = await signupPlayer(app);
    const set = await setLimit(app, player, 'play-time', 'day', 0);
    expect(set.statusCode).toBe(200);
    expect(limitOf(set.json(), 'play-time', 'day')).toMatchObject({ amount: 0 });
    expect((await loginAnswer(app, player.login)).statusCode).toBe(403);
  });
});

/** The odd values a caller may send for a limit: none may change anything, none may crash. */
export const ODD_AMOUNTS: ReadonlyArray<[string, string]> = [
  ['true', 'true'], ['"0x10"', '"0x10"'], ['[700]', '[700]'], ['"1e3"', '"1e3"'], ['" 500 "', '" 500 "'], ['false', 'false'], ['""', '""'],
  ['"Infinity"', '"Infinity"'], ['"-Infinity"', '"-Infinity"'], ['1e400', '1e400'], ['-1', '-1'], ['1.5', '1.5'], ['100000001', '100000001'],
  ['{}', '{}'], ['"500"', '"500"'],
];
export const ODD_DAYS = ['2026-13-45', '0000-00-00', '2026-02-31', '9999-12-31', '2026-1-01', '+02026-01-01', ''];

describe('every limit, interval and statement input is checked by the schema', () => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await createTestAppWithClock()));
  afterAll(async () => app.close());

  const rawLimit = (player: PlayerSession, json: string) =>
    call(app, {
      method: 'PUT', url: url(player, '/limits'), token: player.token, headers: { 'content-type': 'application/json' },
      payload: `{"kind":"deposit","period":"week","amount":${json}}`,
    });

  it.each(ODD_AMOUNTS)('a limit of %s is a 400 that says what is allowed, and nothing changes', async (_name, json) => {
    const player = await signupPlayer(app);
    await setLimit(app, player, 'deposit', 'week', 2000);
    const answer = await rawLimit(player, json);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorMessage).toMatch(/whole number of cents from 0 to 100000000/);
    const after = await state(app, player);
    expect(limitOf(after, 'deposit', 'week')).toMatchObject({ amount: 2000, pending: null });
  });

  it('a play-time limit is whole minutes from 0 to 1,440', async () => {
    const player = await signupPlayer(app);
    for (const amount of [1441, -1, 2.5, '30']) {
      const answer = await setLimit(app, player, 'play-time', 'day', amount);
      expect([amount, answer.statusCode]).toEqual([amount, 400]);
    }
    expect(limitOf(await state(app, player), 'play-time', 'day').amount).toBeNull();
  });

  it.each([['"15"'], ['45'], ['true'], ['[30]'], ['null'], ['1e400'], ['"Infinity"']])('a reality-check interval of %s is a 400', async (json) => {
    const player = await signupPlayer(app);
    const answer = await call(app, {
      method: 'PUT', url: url(player, '/reality-check'), token: player.token, headers: { 'content-type': 'application/json' },
      payload: `{"interval_minutes":${json}}`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorMessage).toMatch(/15, 30 or 60/);
    expect((await state(app, player)).reality_check.interval_minutes).toBe(60);
  });

  it.each(ODD_DAYS)('a statement from %j is a 400 that names the days allowed', async (day) => {
    const player = await signupPlayer(app);
    for (const query of [`from=${day}&to=2026-03-01`, `from=2026-01-01&to=${day}`]) {
      const answer = await call(app, { method: 'GET', url: `${url(player, '/statement')}?by=day&${query}`, token: player.token });
      expect([query, answer.statusCode]).toEqual([query, 400]);
      expect(answer.json().errorMessage).toMatch(/YYYY-MM-DD/);
    }
  });
});

describe('play time ends at the game too', () => {
  let app: FastifyInstance;
  let advance: (ms: number) => void;
  beforeAll(async () => ({ app, advance } = await createTestAppWithClock()));
  afterAll(async () => app.close());

  it('a game token’s spin is refused once a 1-minute limit is used, without any site request', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '20');
    await setLimit(app, player, 'play-time', 'day', 1);
    const { gameToken } = await openGame(app, player, 'megasaur');
    expect((await playGame(app, gameToken, { action: 'spin', bet: '0.20' })).statusCode).toBe(200);
    advance(40_000);
    expect((await playGame(app, gameToken, { action: 'spin', bet: '0.20' })).statusCode).toBe(200);
    advance(30_000);
    const refused = await playGame(app, gameToken, { action: 'spin', bet: '0.20' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toMatch(/^You have reached your daily play-time limit\./);
    // The limit ended the site session: the game token is of no more use.
    advance(10_000);
    expect((await playGame(app, gameToken, { action: 'spin', bet: '0.20' })).statusCode).toBe(401);
  });

  it('a game played for an hour through its token counts as play time', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '50');
    await setLimit(app, player, 'play-time', 'day', 10);
    const { gameToken } = await openGame(app, player, 'megasaur');
    let refusedAt = -1;
    for (let minute = 1; minute <= 15 && refusedAt < 0; minute += 1) {
      advance(MINUTE);
      if ((await playGame(app, gameToken, { action: 'spin', bet: '0.20' })).statusCode === 403) refusedAt = minute;
    }
    expect(refusedAt).toBe(10);
  });
});

describe('the reality check cannot be loosened or skipped', () => {
  let app: FastifyInstance;
  let advance: (ms: number) => void;
  beforeAll(async () => ({ app, advance } = await createTestAppWithClock()));
  afterAll(async () => app.close());

  const setInterval = (session: PlayerSession, minutes: number) =>
    call(app, { method: 'PUT', url: url(session, '/reality-check'), token: session.token, payload: { interval_minutes: minutes } });

  it('a QuickPlay link’s session may shorten the interval but not lengthen it', async () => {
    const player = await signupPlayer(app);
    const optIn = (await call(app, { method: 'POST', url: `/937/player/${player.pid}/accounts/quick`, token: player.token, payload: {} })).json();
    const quick = (await app.inject({ method: 'GET', url: `/937/accounts/quick?userhash=${optIn.userhash}` })).json();
    const link = { ...player, token: quick.sessionToken as string };
    expect((await setInterval(link, 15)).statusCode).toBe(200);
    const longer = await setInterval(link, 60);
    expect(longer.statusCode).toBe(403);
    expect(longer.json().errorMessage).toBe('Please log in with your password to make the reality check less frequent.');
    expect((await state(app, player)).reality_check.interval_minutes).toBe(15);
    expect((await setInterval(player, 60)).statusCode).toBe(200);
  });

  it('a due check cannot be pushed back by lengthening the interval', async () => {
    const player = await signupPlayer(app);
    await setInterval(player, 15);
    advance(16 * MINUTE);
    const longer = await setInterval(player, 60);
    expect(longer.statusCode).toBe(409);
    expect(longer.json().errorMessage).toBe('Please answer the reality check before you play on.');
    expect((await state(app, player)).reality_check).toMatchObject({ interval_minutes: 15, due: true });
  });

  it('a renewal continues its login: the due check, “logged in since” and the figures carry over', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '20');
    const signedIn = await loginAnswer(app, player.login, SITE);
    const session = { ...player, token: signedIn.json().sessionToken as string };
    const cookie = /casino_refresh=([^;]+)/.exec([signedIn.headers['set-cookie']].flat().join('\n'))![1]!;
    await setInterval(session, 15);
    expect((await spin(app, session, '1.00')).statusCode).toBe(200);
    const before = await state(app, session);
    advance(16 * MINUTE);
    const renewal = await app.inject({ method: 'POST', url: '/937/session/refresh', headers: { cookie: `casino_refresh=${cookie}`, origin: SITE } });
    expect(renewal.statusCode).toBe(200);
    const renewed = { ...player, token: renewal.json().sessionToken as string };
    const after = await state(app, renewed);
    expect(after.session.logged_in_at).toBe(before.session.logged_in_at);
    expect(after.session.staked).toBe(100);
    expect(after.reality_check).toMatchObject({ due: true, due_at: before.reality_check.due_at });
    const refused = await spin(app, renewed, '1.00');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe('Please answer the reality check before you play on.');
    // Answered in the renewed session, it counts for the login.
    await call(app, { method: 'POST', url: url(renewed, '/reality-check/answer'), token: renewed.token, payload: { answer: 'continue' } });
    expect((await spin(app, renewed, '1.00')).statusCode).toBe(200);
  });
});

describe('a player on a time-out can still exclude themselves', () => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await createTestAppWithClock()));
  afterAll(async () => app.close());

  const excludeWithPassword = (body: Record<string, unknown>): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: '/937/login/self-exclusion', headers: BYPASS, payload: body });

  it('with the password and the phrase, during the time-out; never with a wrong password', async () => {
    const player = await signupPlayer(app);
    await call(app, { method: 'POST', url: url(player, '/time-out'), token: player.token, payload: { duration: '24h' } });
    const wrong = await excludeWithPassword({ login: player.login, password: 'Wrong1234', duration: '1y', confirmation: 'EXCLUDE ME' });
    expect(wrong.statusCode).toBe(401);
    const phrase = await excludeWithPassword({ login: player.login, password: 'Secret123', duration: '1y', confirmation: 'exclude' });
    expect(phrase.statusCode).toBe(400);
    const excluded = await excludeWithPassword({ login: player.login, password: 'Secret123', duration: '1y', confirmation: 'EXCLUDE ME' });
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json().restriction.kind).toBe('self-exclusion');
    expect((await loginAnswer(app, player.login)).json().errorMessage).toBe(excluded.json().message);
  });

  it('opens no session: only the self-exclusion is done', async () => {
    const player = await signupPlayer(app);
    const excluded = await excludeWithPassword({ login: player.login, password: 'Secret123', duration: '6m', confirmation: 'EXCLUDE ME' });
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json()).not.toHaveProperty('sessionToken');
    expect((await call(app, { method: 'GET', url: url(player), token: player.token })).statusCode).toBe(401);
  });
});

describe('a stake the rules take after the outcome is checked like any other', () => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await createTestAppWithClock()));
  afterAll(async () => app.close());

  it('War surrenders instead of raising past the loss limit, and says why; with room for the raise it goes to war', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    await setLimit(app, player, 'loss', 'day', 5000);
    const { gameToken } = await openGame(app, player, 'war');
    const bet = (amount: string) => playGame(app, gameToken, { action: 'bet', bets: [{ kind: 'ante', amount }] });
    // Queens tie: a $30 ante leaves $20 of the $50 limit, less than the $30 raise.
    app.ctx.rng = scriptedRng([cardOf('Qs'), cardOf('Qh'), cardOf('9d'), cardOf('4c')]);
    const tie = (await bet('30.00')).json();
    expect(tie.round.outcome).toMatchObject({ war: null, surrendered: true, raise: 0 });
    expect(tie.round.outcome.note).toMatch(
      /^The \$30\.00 raise was not taken: This bet could take you past your loss limit\. You can lose \$\d+\.\d\d more until .+ ET\. You surrendered half your bet\.$/,
    );
    expect(tie.round).toMatchObject({ stake: 30, win: 15 });
    // $15 lost: a $10 ante's $10 raise fits the $35 left.
    app.ctx.rng = scriptedRng([cardOf('Qs'), cardOf('Qh'), cardOf('9d'), cardOf('4c')]);
    const war = (await bet('10.00')).json();
    expect(war.round.outcome).toMatchObject({ surrendered: false, raise: 10 });
    expect(limitOf(await state(app, player), 'loss', 'day')).toMatchObject({ amount: 5000 });
  });
});
