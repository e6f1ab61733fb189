import type { FastifyInstance } from 'fastify';
import { balanceCents, call, createTestApp, databaseVariants, depositVia, login, signupPlayer, type PlayerSession } from '../../testing/test-app';
import { openGame, playGame } from '../../testing/game-sessions';

type GameAnswer = { gameToken: string; balance: number; demo: boolean; engine: string; open_round: { status: string } | null };
const gameSession = (app: FastifyInstance, player: PlayerSession | null, gameCode: string) => openGame<GameAnswer>(app, player, gameCode);
const play = playGame;

describe.each(databaseVariants())('game rounds on $name', ({ options }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(options());
  });
  afterAll(async () => app?.close());

  it('1,000 opted-in spins move exactly 10.00 into the jackpot pool', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '1000');
    await app.ctx.db.query(`update players set first_deposit_at = now() where id = $1`, [player.pid]);
    const guid = (await app.inject({ method: 'GET', url: '/937/jackpots' })).json()[0].guid;
    expect((await call(app, { method: 'POST', url: `/jackpot/lobby/${player.pid}/jackpots/${guid}?optPlayer=true`, token: player.token })).statusCode).toBe(200);
    const pool = async () => Number((await app.ctx.db.query<{ total: number }>(
      `select coalesce(sum(e.amount_cents), 0)::bigint as total from ledger_entries e join accounts a on a.id = e.account_id where a.code = $1`, [`jackpot:${guid}`],
    ))[0]!.total);
    const before = await pool();
    const { gameToken } = await gameSession(app, player, 'cash-bandits');
    for (let i = 0; i < 1000; i += 1) {
      const response = await play(app, gameToken, { action: 'spin', bet: '0.05' });
      expect(response.statusCode).toBe(200);
    }
    // A hit (1 in 20,000) would move the pool; the hits table says whether one happened.
    const hits = await app.ctx.db.query<{ amount_cents: number }>('select amount_cents from jackpot_hits where player_id = $1', [player.pid]);
    const reseeds = hits.length * 1_000_000 - hits.reduce((sum, hit) => sum + Number(hit.amount_cents), 0);
    expect((await pool()) - before - reseeds).toBe(1000);
    const contributions = await app.ctx.db.query<{ n: number }>(`select count(*)::int as n from ledger_transactions where player_id = $1 and kind = 'jackpot_contribution'`, [player.pid]);
    expect(Number(contributions[0]!.n)).toBe(1000);
  }, 180_000); // 1,000 sequential spins: room for a busy 2-core machine

  it('a free-spin coupon is played on its game and counts down spins_remaining', async () => {
    const player = await signupPlayer(app);
    await call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=FREESPINS50&redeem=true`, token: player.token });
    await call(app, { method: 'PUT', url: `/937/players/${player.pid}/coupons/games?gameCode=megasaur`, token: player.token });
    const { gameToken } = await gameSession(app, player, 'megasaur');
    const first = (await play(app, gameToken, { action: 'spin', bet: '1.00' })).json();
    expect(first).toMatchObject({ free_spin: true, spins_remaining: 49, round: { stake: 0, free_spin: true } });
    const second = (await play(app, gameToken, { action: 'spin', bet: '1.00' })).json();
    expect(second.spins_remaining).toBe(48);
    const active = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/active-coupon`, token: player.token })).json();
    expect(active.spins_remaining).toBe(48);
  });

  it('wagering adds the stake to playthrough_details.amount_played', async () => {
    const player = await signupPlayer(app);
    await call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=WELCOME300&redeem=true`, token: player.token });
    await depositVia(app, player, '50');
    const { gameToken } = await gameSession(app, player, 'european-roulette');
    const response = await play(app, gameToken, { action: 'bet', bets: [{ kind: 'red', amount: '2.00' }, { kind: 'straight', value: 7, amount: '1.00' }] });
    expect(response.statusCode).toBe(200);
    const active = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/active-coupon`, token: player.token })).json();
    expect(active.playthrough_details.amount_played).toBe(3);
  });

  it('refuses a bet above the balance with 402 and the insufficient-funds message', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const { gameToken } = await gameSession(app, player, 'blackjack');
    const response = await play(app, gameToken, { action: 'deal', bet: '10.01' });
    expect(response.statusCode).toBe(402);
    expect(response.json().errorMessage).toMatch(/sufficient funds/);
    expect(await balanceCents(app, player)).toBe(1000);
  });

  it('concurrent bets on one account never overdraw, and recall shows balances before and after', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const { gameToken } = await gameSession(app, player, 'rocket-rush');
    const responses = await Promise.all(Array.from({ length: 25 }, () => play(app, gameToken, { action: 'crash', bet: '1.00', target: '1000', clientSeed: 'race' })));
    expect(responses.every((response) => [200, 402].includes(response.statusCode))).toBe(true);
    expect(await balanceCents(app, player)).toBeGreaterThanOrEqual(0);
    const recall = (await call(app, { method: 'GET', url: `/937/player/${player.pid}/games/rocket-rush/rounds`, token: player.token })).json();
    expect(recall.rounds.length).toBeLessThanOrEqual(10);
    for (const round of recall.rounds) {
      expect(Math.round((round.balance_before - round.stake + round.win) * 100)).toBe(Math.round(round.balance_after * 100));
    }
  });

  it('an interrupted video poker hand resumes on reconnect, and is completed with the perfect-play hold after the timeout', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '20');
    const first = await gameSession(app, player, 'jacks-or-better-3-hand');
    const dealt = (await play(app, first.gameToken, { action: 'deal', bet: '1.00' })).json();
    expect(dealt.round.status).toBe('open');
    expect(dealt.round.outcome.hint).toHaveLength(5);
    expect(await balanceCents(app, player)).toBe(1700);
    const again = await gameSession(app, player, 'jacks-or-better-3-hand');
    expect(again.open_round).toMatchObject({ status: 'open' });
    const realNow = app.ctx.now;
    app.ctx.now = () => new Date(realNow().getTime() + 31 * 60 * 1000);
    try {
      const later = await gameSession(app, player, 'jacks-or-better-3-hand');
      expect(later.open_round).toMatchObject({ status: 'settled', outcome: { held: dealt.round.outcome.hint } });
    } finally {
      app.ctx.now = realNow;
    }
  });

  it('the site opens a game session with its session header; the game token alone then plays, for that player only', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '20');
    const opened = await call(app, {
      method: 'POST', url: '/games/session', token: player.token, payload: { playerId: player.pid, gameCode: 'cash-bandits', demo: false },
    });
    expect(opened.statusCode).toBe(200);
    const info = await app.inject({ method: 'GET', url: '/games/api/info', headers: { 'x-game-token': opened.json().gameToken } });
    expect(info.json()).toMatchObject({ demo: false, balance: 20, game: { game_code: 'cash-bandits' } });
    const other = await signupPlayer(app);
    const refused = await call(app, {
      method: 'POST', url: '/games/session', token: other.token, payload: { playerId: player.pid, gameCode: 'cash-bandits', demo: false },
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/games/session', payload: { playerId: player.pid, gameCode: 'cash-bandits', demo: false } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a demo session plays by the same rules without touching a real balance', async () => {
    const demo = await login(app, 'demoplayer');
    const before = await balanceCents(app, demo);
    const session = await gameSession(app, null, 'cash-bandits');
    expect(session).toMatchObject({ demo: true, balance: 1000 });
    const spun = (await play(app, session.gameToken, { action: 'spin', bet: '1.00' })).json();
    expect(spun.round.balance_before).toBe(1000);
    expect(await balanceCents(app, demo)).toBe(before);
  });
});
