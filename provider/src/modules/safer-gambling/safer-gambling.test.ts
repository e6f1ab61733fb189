import type { FastifyInstance } from 'fastify';
import { openGame, playGame } from '../../testing/game-sessions';
import {
  balanceCents, call, createTestApp, createTestAppWithClock, databaseVariants, depositVia, login, signupPlayer, type PlayerSession,
} from '../../testing/test-app';

/**
 * The safer-gambling rules (decision 016), as a player meets them through the provider's calls.
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const url = (player: PlayerSession, path = '') => `/937/players/${player.pid}/safer-gambling${path}`;
const state = async (app: FastifyInstance, player: PlayerSession) => {
  const response = await call(app, { method: 'GET', url: url(player), token: player.token });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const setLimit = (app: FastifyInstance, player: PlayerSession, kind: string, period: string, amount: number | null) =>
  call(app, { method: 'PUT', url: url(player, '/limits'), token: player.token, payload: { kind, period, amount } });
type LimitAnswer = { kind: string; period: string; pending: Record<string, unknown> | null } & Record<string, unknown>;
const limitOf = (body: { limits: LimitAnswer[] }, kind: string, period: string) =>
  body.limits.find((limit) => limit.kind === kind && limit.period === period)!;
const spin = (app: FastifyInstance, player: PlayerSession, bet: string, game = 'megasaur') =>
  call(app, { method: 'POST', url: `/937/player/${player.pid}/games/${game}/spin`, token: player.token, payload: { bet } });
const auditOf = async (app: FastifyInstance, player: PlayerSession) =>
  app.ctx.db.query<{ action: string; old_value: string | null; new_value: string | null; effective_from: Date | null; session_id: string | null }>(
    'select action, old_value, new_value, effective_from, session_id from safer_gambling_audit where player_id = $1 order by id', [player.pid],
  );

describe('deposit limits', () => {
  let app: FastifyInstance;
  let advance: (ms: number) => void;
  beforeAll(async () => ({ app, advance } = await createTestAppWithClock()));
  afterAll(async () => app.close());

  it('the strictest applies at once: $30 is refused with what is left and until when, $20 goes through', async () => {
    const player = await signupPlayer(app);
    expect((await setLimit(app, player, 'deposit', 'week', 5000)).statusCode).toBe(200);
    const set = (await setLimit(app, player, 'deposit', 'day', 2000)).json();
    expect(set.deposit.remaining).toBe(2000);
    expect(set.deposit.changes_at).toBe(limitOf(set, 'deposit', 'day').resets_at);

    const refused = await depositVia(app, player, '30');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toMatch(/^Your deposit limit allows \$20\.00 more until .+ ET\.$/);
    expect(await balanceCents(app, player)).toBe(0);
    expect((await depositVia(app, player, '20')).statusCode).toBe(200);

    const after = await state(app, player);
    expect(limitOf(after, 'deposit', 'day')).toMatchObject({ amount: 2000, used: 2000, remaining: 0 });
    expect(limitOf(after, 'deposit', 'week')).toMatchObject({ amount: 5000, used: 2000, remaining: 3000 });
    expect(after.deposit.remaining).toBe(0);
    expect(after.has_deposited).toBe(true);
    const again = await depositVia(app, player, '10');
    expect(again.json().errorMessage).toMatch(/^You have reached your deposit limit\. You can deposit again from .+ ET\.$/);
  });

  it('the sandbox cashier page says what is left and keeps the amount typed when it refuses', async () => {
    const player = await signupPlayer(app);
    await setLimit(app, player, 'deposit', 'day', 2000);
    const cashier = (await call(app, {
      method: 'POST', url: `/937/player/${player.pid}/cashier`, token: player.token, payload: { skinId: 1, playerId: player.pid, cashier_type: 'deposit', client_type: 6 },
    })).json();
    const page = await app.inject({
      method: 'POST', url: '/cashier',
      payload: {
        RTGLogin: cashier.login, RTG_PID: String(cashier.player_id), HashedPassword: cashier.hashed_password, Lang: 'en', CasinoID: '937',
        RedirectURL: 'http://localhost:8080/lobby/games/', SessionID: cashier.session_id,
      },
    });
    expect(page.body).toMatch(/Your deposit limit allows \$20\.00 more until .+ ET\./);
    const checkout = /name="checkout" value="([^"]+)"/.exec(page.body)![1]!;
    const refused = await app.inject({
      method: 'POST', url: '/cashier/deposit', payload: { checkout, idempotency_key: 'k1', amount: '30.00', method: 'card', card_number: '4242 4242 4242 4242' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatch(/role="alert"><strong>Deposit not made\.<\/strong> Your deposit limit allows \$20\.00 more/);
    expect(refused.body).toContain('value="30.00"');
  });

  it('a raise waits 24 hours and the period, then the player’s confirmation; lowering drops it; everything is audited', async () => {
    const player = await signupPlayer(app);
    await setLimit(app, player, 'deposit', 'day', 2000);
    const raised = (await setLimit(app, player, 'deposit', 'day', 10_000)).json();
    const limit = limitOf(raised, 'deposit', 'day');
    expect(limit.amount).toBe(2000);
    expect(limit.pending).toMatchObject({ amount: 10_000, confirmable: false });
    const confirmableAt = new Date(limit.pending!.confirmable_at as string).getTime();
    expect(confirmableAt).toBeGreaterThanOrEqual(new Date(limit.pending!.requested_at as string).getTime() + DAY);

    const early = await call(app, { method: 'POST', url: url(player, '/limits/confirm'), token: player.token, payload: { kind: 'deposit', period: 'day' } });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessage).toMatch(/^You can confirm this change from .+ ET\.$/);

    advance(DAY + 60_000);
    const again = await login(app, player.login, 'Secret123');
    expect(limitOf(await state(app, again), 'deposit', 'day').pending).toMatchObject({ confirmable: true });
    const confirmed = (await call(app, { method: 'POST', url: url(again, '/limits/confirm'), token: again.token, payload: { kind: 'deposit', period: 'day' } })).json();
    expect(limitOf(confirmed, 'deposit', 'day')).toMatchObject({ amount: 10_000, pending: null });

    // A removal waits too; a lower limit meanwhile applies at once and drops it.
    expect(limitOf((await setLimit(app, again, 'deposit', 'day', null)).json(), 'deposit', 'day')).toMatchObject({ amount: 10_000, pending: { amount: null } });
    expect(limitOf((await setLimit(app, again, 'deposit', 'day', 5000)).json(), 'deposit', 'day')).toMatchObject({ amount: 5000, pending: null });
    await setLimit(app, again, 'deposit', 'day', 6000);
    const withdrawn = (await call(app, { method: 'POST', url: url(again, '/limits/withdraw'), token: again.token, payload: { kind: 'deposit', period: 'day' } })).json();
    expect(limitOf(withdrawn, 'deposit', 'day')).toMatchObject({ amount: 5000, pending: null });

    expect((await auditOf(app, player)).map((row) => [row.action, row.old_value, row.new_value])).toEqual([
      ['limit set', 'none', '2000'],
      ['raise requested', '2000', '10000'],
      ['change confirmed', '2000', '10000'],
      ['removal requested', '10000', 'none'],
      ['limit set', '10000', '5000'],
      ['raise requested', '5000', '6000'],
      ['change withdrawn', null, '6000'],
    ]);
    expect((await auditOf(app, player)).every((row) => row.session_id && row.effective_from !== undefined)).toBe(true);
  });

  it('a QuickPlay link’s session may lower a limit but not confirm a raise', async () => {
    const player = await signupPlayer(app);
    const optIn = (await call(app, { method: 'POST', url: `/937/player/${player.pid}/accounts/quick`, token: player.token, payload: {} })).json();
    const quick = (await app.inject({ method: 'GET', url: `/937/accounts/quick?userhash=${optIn.userhash}` })).json();
    const link = { ...player, token: quick.sessionToken };
    expect((await setLimit(app, link, 'loss', 'day', 1000)).statusCode).toBe(200);
    const confirm = await call(app, { method: 'POST', url: url(link, '/limits/confirm'), token: link.token, payload: { kind: 'loss', period: 'day' } });
    expect(confirm.statusCode).toBe(403);
  });

  it('refuses another player’s limits and a play-time limit per week', async () => {
    const owner = await signupPlayer(app);
    const other = await signupPlayer(app);
    expect((await call(app, { method: 'GET', url: url(owner), token: other.token })).statusCode).toBe(403);
    expect((await setLimit(app, owner, 'play-time', 'week', 60)).json().errorMessage).toBe('A play-time limit is set per day.');
  });
});

describe('loss limits, reality checks and play time', () => {
  let app: FastifyInstance;
  let advance: (ms: number) => void;
  beforeAll(async () => ({ app, advance } = await createTestAppWithClock()));
  afterAll(async () => app.close());

  it('a stake that could pass the loss limit is refused with what is left, while free spins still play', async () => {
    const player = await signupPlayer(app);
    expect((await call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=FREESPINS50&redeem=true`, token: player.token })).statusCode).toBe(200);
    await call(app, { method: 'PUT', url: `/937/players/${player.pid}/coupons/games?gameCode=megasaur`, token: player.token });
    await depositVia(app, player, '20');
    await setLimit(app, player, 'loss', 'day', 500);
    const before = await balanceCents(app, player);
    const refused = await spin(app, player, '6.00', 'cash-bandits');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toMatch(/^This bet could take you past your loss limit\. You can lose \$5\.00 more until .+ ET\.$/);
    expect(await balanceCents(app, player)).toBe(before);
    // Free spins stake nothing.
    const free = await spin(app, player, '0.20');
    expect(free.statusCode).toBe(200);
    expect(free.json().free_spin).toBe(true);
  });

  it('refuses a paid round until a due reality check is answered, and shows the session’s figures', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '20');
    const set = (await call(app, { method: 'PUT', url: url(player, '/reality-check'), token: player.token, payload: { interval_minutes: 15 } })).json();
    expect(set.reality_check).toMatchObject({ interval_minutes: 15, due: false });
    expect((await spin(app, player, '1.00')).statusCode).toBe(200);
    advance(15 * 60_000);
    const due = await state(app, player);
    expect(due.reality_check.due).toBe(true);
    expect(due.session).toMatchObject({ staked: 100 });
    expect(due.session.net).toBe(due.session.won - 100);
    const refused = await spin(app, player, '1.00');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe('Please answer the reality check before you play on.');
    const { gameToken } = await openGame(app, player, 'megasaur');
    expect((await playGame(app, gameToken, { action: 'spin', bet: '1.00' })).json().errorMessage).toBe('Please answer the reality check before you play on.');
    const answered = (await call(app, { method: 'POST', url: url(player, '/reality-check/answer'), token: player.token, payload: { answer: 'continue' } })).json();
    expect(answered.reality_check.due).toBe(false);
    expect((await spin(app, player, '1.00')).statusCode).toBe(200);
  });

  it('a play-time limit ends the session once the day’s time is used and refuses login until the next day', async () => {
    const player = await signupPlayer(app);
    const set = (await setLimit(app, player, 'play-time', 'day', 30)).json();
    expect(set.play_time.remaining).toBeLessThanOrEqual(30);
    for (let minute = 0; minute < 31; minute += 1) {
      advance(60_000);
      const answer = await call(app, { method: 'GET', url: url(player), token: player.token });
      if (answer.statusCode !== 200) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json().errorMessage).toMatch(/^You have reached your daily play-time limit\. You can log in again from .+ ET\.$/);
        break;
      }
    }
    expect((await call(app, { method: 'GET', url: url(player), token: player.token })).statusCode).toBe(401);
    const refused = await app.inject({
      method: 'POST', url: '/937/login', headers: { 'x-captcha-token': 'test-bypass' },
      payload: { login: player.login, password: 'Secret123', skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toMatch(/daily play-time limit/);
    advance(DAY);
    await expect(login(app, player.login, 'Secret123')).resolves.toMatchObject({ pid: player.pid });
  });
});

describe('time-out and self-exclusion', () => {
  let app: FastifyInstance;
  let advance: (ms: number) => void;
  beforeAll(async () => ({ app, advance } = await createTestAppWithClock()));
  afterAll(async () => app.close());

  it('a time-out ends every session, refuses login, a QuickPlay link and launch, cancels a waiting coupon, and ends on time', async () => {
    const player = await signupPlayer(app);
    const optIn = (await call(app, { method: 'POST', url: `/937/player/${player.pid}/accounts/quick`, token: player.token, payload: {} })).json();
    const second = await login(app, player.login, 'Secret123');
    expect((await call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=WELCOME300&redeem=true`, token: player.token })).json())
      .toMatchObject({ player_coupon_status: 'requested' });

    const taken = await call(app, { method: 'POST', url: url(player, '/time-out'), token: player.token, payload: { duration: '24h' } });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toMatch(/^Your account is on a time-out until .+ ET\. You can log in again then\.$/);
    for (const session of [player, second]) expect((await call(app, { method: 'GET', url: url(session), token: session.token })).statusCode).toBe(401);

    const refused = await app.inject({
      method: 'POST', url: '/937/login', headers: { 'x-captcha-token': 'test-bypass' },
      payload: { login: player.login, password: 'Secret123', skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe(taken.json().message);
    const quick = await app.inject({ method: 'GET', url: `/937/accounts/quick?userhash=${optIn.userhash}` });
    expect(quick.statusCode).toBe(403);
    expect(quick.json().errorMessage).toBe(taken.json().message);

    advance(DAY + 60_000);
    const back = await login(app, player.login, 'Secret123');
    const coupon = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/active-coupon`, token: back.token })).json();
    expect(coupon.coupon_code ?? null).not.toBe('WELCOME300');
  });

  it('self-exclusion needs the phrase typed, cannot be shortened, and outlasts any time-out', async () => {
    const player = await signupPlayer(app);
    const wrong = await call(app, { method: 'POST', url: url(player, '/self-exclusion'), token: player.token, payload: { duration: '6m', confirmation: 'exclude' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessage).toBe('Please type EXCLUDE ME to confirm your self-exclusion.');
    const excluded = await call(app, { method: 'POST', url: url(player, '/self-exclusion'), token: player.token, payload: { duration: '6m', confirmation: 'EXCLUDE ME' } });
    expect(excluded.json().restriction).toMatchObject({ kind: 'self-exclusion' });
    advance(31 * DAY);
    const refused = await app.inject({
      method: 'POST', url: '/937/login', headers: { 'x-captcha-token': 'test-bypass' },
      payload: { login: player.login, password: 'Secret123', skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
    });
    expect(refused.json().errorMessage).toMatch(/^Your account is self-excluded until .+ ET\.$/);
    expect((await auditOf(app, player)).map((row) => row.action)).toEqual(['self-exclusion']);
  });
});

describe('the activity statement', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp(); });
  afterAll(async () => app.close());

  it('by day and by month equals the ledger to the cent', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '50');
    for (let round = 0; round < 8; round += 1) expect((await spin(app, player, '1.25')).statusCode).toBe(200);
    const byMonth = (await call(app, { method: 'GET', url: `${url(player, '/statement')}?by=month&from=2026-01-01&to=2026-12-31`, token: player.token })).json();
    const byDay = (await call(app, { method: 'GET', url: `${url(player, '/statement')}?by=day&from=2026-01-01&to=2026-12-31`, token: player.token })).json();
    const ledger = (await app.ctx.db.query<{ kind: string; total: string }>(
      `select t.kind, sum(e.amount_cents) as total from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        join accounts a on a.id = e.account_id and a.player_id = $1 group by t.kind`, [player.pid],
    )).reduce<Record<string, number>>((sums, row) => ({ ...sums, [row.kind]: Number(row.total) }), {});
    const expected = { deposits: ledger.deposit ?? 0, stakes: -(ledger.bet ?? 0), wins: ledger.win ?? 0, bonuses: 0, withdrawals: 0 };
    expect(byMonth.totals).toEqual({ ...expected, net: expected.wins - expected.stakes });
    expect(byDay.totals).toEqual(byMonth.totals);
    expect(byMonth.rows).toHaveLength(1);
    expect(expected.stakes).toBe(1000);
    expect(byMonth.totals.deposits + byMonth.totals.net).toBe(await balanceCents(app, player));
    expect(byMonth).toMatchObject({ opening_balance: 0, closing_balance: await balanceCents(app, player), notes: [] });
    expect(byDay.rows.map((row: { period: string }) => row.period).every((period: string) => period.length === 10)).toBe(true);
  });

  it('refuses a range backwards or over 366 days', async () => {
    const player = await signupPlayer(app);
    const backwards = await call(app, { method: 'GET', url: `${url(player, '/statement')}?by=day&from=2026-02-01&to=2026-01-01`, token: player.token });
    expect(backwards.statusCode).toBe(400);
    const long = await call(app, { method: 'GET', url: `${url(player, '/statement')}?by=month&from=2024-01-01&to=2026-01-01`, token: player.token });
    expect(long.json().errorMessage).toBe('A statement covers at most 366 days.');
  });
});

describe.each(databaseVariants())('50 rounds at once against a loss limit ($name)', ({ options }) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp(options()); });
  afterAll(async () => app.close());

  it('never lose more than the $5 limit, each round paid or refused whole', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    await setLimit(app, player, 'loss', 'day', 500);
    const { gameToken } = await openGame(app, player, 'rocket-rush');
    const answers = await Promise.all(Array.from({ length: 50 }, () => playGame(app, gameToken, { action: 'crash', bet: '1.00', target: '1000', clientSeed: 'race' })));
    const refused = answers.filter((answer) => answer.statusCode === 403);
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid.length + refused.length).toBe(50);
    for (const answer of refused) expect(answer.json().errorMessage).toMatch(/loss limit/);
    // A 1000× cash-out (about 1 round in 1,000) lifts the player above the limit; without one,
    // exactly five $1 rounds are paid and the other 45 refused.
    expect(paid[0]?.json().round.outcome).toHaveProperty('cashedOut');
    const won = paid.filter((answer) => answer.json().round.outcome.cashedOut === true).length;
    if (won === 0) expect(refused).toHaveLength(45);
    const lost = 10_000 - (await balanceCents(app, player));
    expect(lost).toBe(paid.length * 100 - won * 100_000);
    expect(lost).toBeLessThanOrEqual(500);
    expect(limitOf(await state(app, player), 'loss', 'day').used).toBe(lost);
  });
});

describe('the sandbox clock', () => {
  it('moves the provider’s time forward for every rule, and exists only in sandbox mode', async () => {
    const app = await createTestApp();
    try {
      const player = await signupPlayer(app);
      const before = new Date((await state(app, player)).now).getTime();
      const moved = await app.inject({ method: 'POST', url: '/sandbox/clock', payload: { advance_minutes: 90 } });
      expect(moved.json().offset_minutes).toBe(90);
      const fresh = await login(app, player.login, 'Secret123');
      expect(new Date((await state(app, fresh)).now).getTime() - before).toBeGreaterThanOrEqual(90 * 60_000);
    } finally {
      await app.close();
    }
    const production = await createTestApp({ sandbox: false });
    try {
      expect((await production.inject({ method: 'POST', url: '/sandbox/clock', payload: { advance_minutes: 90 } })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
