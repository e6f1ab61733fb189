import type { FastifyInstance } from 'fastify';
import { scriptedRng } from '../../lib/rng';
import { cardOf } from '../../testing/cards';
import { openGame, playGame } from '../../testing/game-sessions';
import { balanceCents, call, createTestApp, depositVia, login, signupPlayer, type PlayerSession } from '../../testing/test-app';
import { maxBetCents } from './max-bet';

/**
 * SPEC §9 max bet: shown with the coupon and enforced by the provider on every paid round while
 * a bonus coupon is in play (issue 31: with BOOST500 in play a $100 spin was accepted).
 */
describe('the max bet rule (SPEC §9)', () => {
  const coupon = (reward_type: string, max_cashout_cents: number | null) => ({ reward_type, max_cashout_cents });

  it.each([
    ['the boost coupon with a $1,500 max cashout, any class', coupon('BOOST', 150_000), 'Cash Recyclers + Bonuses', 500],
    ['a boost coupon with another max cashout', coupon('BOOST', 100_000), null, 1000],
    ['Bronze No2', coupon('DEPOSIT', null), 'Bronze No2', 500],
    ['Low Margin', coupon('DEPOSIT', null), 'Low Margin', 700],
    ['Cash Recyclers', coupon('DEPOSIT', null), 'Cash Recyclers', 700],
    ['Cash Recyclers + Bonuses (not Cash Recyclers)', coupon('DEPOSIT', null), 'Cash Recyclers + Bonuses', 1000],
    ['any other class', coupon('CHIP', 10_000), 'Coupon', 1000],
    ['no player (the public list)', coupon('DEPOSIT', null), null, 1000],
  ])('%s', (_name, row, playerClass, cents) => {
    expect(maxBetCents(row, playerClass)).toBe(cents);
  });
});

describe('the max bet of a bonus in play', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp(); });
  afterAll(async () => app.close());

  const redeem = (player: PlayerSession, code: string) =>
    call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=${code}&redeem=true`, token: player.token });
  const spin = (player: PlayerSession, bet: string) =>
    call(app, { method: 'POST', url: `/937/player/${player.pid}/games/megasaur/spin`, token: player.token, payload: { bet } });
  const activeCoupon = async (player: PlayerSession) =>
    (await call(app, { method: 'GET', url: `/937/players/${player.pid}/active-coupon`, token: player.token })).json();
  const roundsOf = async (player: PlayerSession, gameCode: string) =>
    (await call(app, { method: 'GET', url: `/937/player/${player.pid}/games/${gameCode}/rounds`, token: player.token })).json().rounds as unknown[];
  const FIVE = { errorMessage: 'The maximum bet while your bonus is in play is $5.00.' };

  /** A new player with BOOST500 in play: $100 deposited, $500 bonus. */
  async function withBoostInPlay(): Promise<PlayerSession> {
    const player = await signupPlayer(app);
    expect((await redeem(player, 'BOOST500')).statusCode).toBe(200);
    expect((await depositVia(app, player, '100')).json().coupon).toMatchObject({ applied: true, bonus: 500 });
    return player;
  }

  it('refuses a $100 spin with BOOST500 in play (the probe of issue 31), before any money moves; $5 is accepted', async () => {
    const player = await withBoostInPlay();
    const before = await balanceCents(app, player);
    const refused = await spin(player, '100.00');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(FIVE);
    expect((await spin(player, '5.01')).json()).toEqual(FIVE);
    expect(await balanceCents(app, player)).toBe(before);
    expect(await roundsOf(player, 'megasaur')).toEqual([]);
    expect((await activeCoupon(player)).playthrough_details.amount_played).toBe(0);
    const accepted = await spin(player, '5.00');
    expect(accepted.statusCode).toBe(200);
    expect((await activeCoupon(player)).playthrough_details.amount_played).toBe(5);
  });

  it('shows the same figure the rounds enforce: max_bet on the active coupon and in the coupon details', async () => {
    const player = await withBoostInPlay();
    expect(await activeCoupon(player)).toMatchObject({ coupon_code: 'BOOST500', max_bet: 5 });
    const details = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/coupondetails?login=${player.login}`, token: player.token })).json();
    expect(details.coupons.find((coupon: { coupon_code: string }) => coupon.coupon_code === 'BOOST500')).toMatchObject({ max_bet: 5 });
    expect(details.coupons.find((coupon: { coupon_code: string }) => coupon.coupon_code === 'WELCOME300')).toMatchObject({ max_bet: 10 });
    const publicList = (await app.inject({ method: 'GET', url: '/rtgcoupons.json' })).json();
    expect(publicList.find((coupon: { coupon_code: string }) => coupon.coupon_code === 'BOOST500')).toMatchObject({ max_bet: 5 });
    const game = await openGame<{ limits: { max_bet: number } }>(app, player, 'megasaur');
    expect(game.limits.max_bet).toBe(5);
  });

  it('follows the class: Bronze No2 $5, Low Margin $7, with WELCOME300 in play', async () => {
    for (const [loginName, limit] of [['depbronzeno2', '5.00'], ['deplowmargin', '7.00']] as const) {
      const player = await login(app, loginName);
      expect((await redeem(player, 'WELCOME300')).statusCode).toBe(200);
      await depositVia(app, player, '50');
      expect((await activeCoupon(player)).max_bet).toBe(Number(limit));
      expect((await spin(player, (Number(limit) + 0.01).toFixed(2))).json()).toEqual({ errorMessage: `The maximum bet while your bonus is in play is $${limit}.` });
      expect((await spin(player, limit)).statusCode).toBe(200);
    }
  });

  it('does not apply while the coupon only waits for its deposit, nor after it is cancelled', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '200');
    expect((await redeem(player, 'BOOST500')).json().player_coupon_status).toBe('requested');
    expect((await spin(player, '50.00')).statusCode).toBe(200);
    const inPlay = await withBoostInPlay();
    expect((await spin(inPlay, '6.00')).statusCode).toBe(400);
    expect((await call(app, { method: 'DELETE', url: `/937/players/${inPlay.pid}/active-coupon`, token: inPlay.token })).statusCode).toBe(200);
    expect((await spin(inPlay, '6.00')).statusCode).toBe(200);
  });

  it('limits every game client round that takes a stake: roulette bets together, a video poker deal over all hands', async () => {
    const player = await withBoostInPlay();
    const before = await balanceCents(app, player);
    const roulette = await openGame(app, player, 'european-roulette');
    const bets = [{ kind: 'red', amount: '3.00' }, { kind: 'black', amount: '3.00' }];
    expect((await playGame(app, roulette.gameToken, { action: 'bet', bets })).json()).toEqual(FIVE);
    const poker = await openGame(app, player, 'jacks-or-better-3-hand');
    expect((await playGame(app, poker.gameToken, { action: 'deal', bet: '2.00' })).json()).toEqual(FIVE);
    const slot = await openGame(app, player, 'megasaur');
    expect((await playGame(app, slot.gameToken, { action: 'spin', bet: '100.00' })).json()).toEqual(FIVE);
    expect(await balanceCents(app, player)).toBe(before);
    expect((await playGame(app, roulette.gameToken, { action: 'bet', bets: [{ kind: 'red', amount: '5.00' }] })).statusCode).toBe(200);
  });

  it('counts a round\'s later stakes too: a blackjack double over the limit is refused and the hand stays open to stand', async () => {
    const realRng = app.ctx.rng;
    try {
      const player = await withBoostInPlay();
      const { gameToken } = await openGame(app, player, 'blackjack');
      // 5 and 6 against a dealer 9: a hand a player would double.
      app.ctx.rng = scriptedRng([cardOf('5s'), cardOf('6h'), cardOf('9c'), cardOf('7d'), cardOf('Ts'), cardOf('Th'), cardOf('Td')]);
      expect((await playGame(app, gameToken, { action: 'deal', bet: '5.00' })).json().round).toMatchObject({ status: 'open', stake: 5 });
      const afterDeal = await balanceCents(app, player);
      expect((await playGame(app, gameToken, { action: 'double' })).json()).toEqual(FIVE);
      expect(await balanceCents(app, player)).toBe(afterDeal);
      const stand = (await playGame(app, gameToken, { action: 'stand' })).json();
      expect(stand.round).toMatchObject({ status: 'settled', stake: 5 });
    } finally {
      app.ctx.rng = realRng;
    }
  });

  it('War\'s raise on a tie passes the max bet: the table surrenders instead of raising, and says why', async () => {
    const realRng = app.ctx.rng;
    try {
      const player = await withBoostInPlay();
      const { gameToken } = await openGame(app, player, 'war');
      app.ctx.rng = scriptedRng([cardOf('Qs'), cardOf('Qh'), cardOf('9d'), cardOf('4c')]);
      const war = await playGame(app, gameToken, { action: 'bet', bets: [{ kind: 'ante', amount: '5.00' }] });
      expect(war.statusCode).toBe(200);
      expect(war.json().round).toMatchObject({ stake: 5, win: 2.5, outcome: { raise: 0, surrendered: true } });
      expect(war.json().round.outcome.note).toBe(`The $5.00 raise was not taken: ${FIVE.errorMessage} You surrendered half your bet.`);
    } finally {
      app.ctx.rng = realRng;
    }
  });

  it('leaves free spins alone: they are no paid rounds', async () => {
    const player = await signupPlayer(app);
    expect((await redeem(player, 'FREESPINS50')).statusCode).toBe(200);
    await call(app, { method: 'PUT', url: `/937/players/${player.pid}/coupons/games?gameCode=megasaur`, token: player.token });
    const free = await spin(player, '100.00');
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ free_spin: true });
  });
});
