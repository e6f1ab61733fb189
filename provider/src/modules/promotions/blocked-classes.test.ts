import type { FastifyInstance } from 'fastify';
import { scriptedRng } from '../../lib/rng';
import { openGame, playGame } from '../../testing/game-sessions';
import { balanceCents, call, createTestApp, login, type PlayerSession } from '../../testing/test-app';

/**
 * Issue 31: class "Review – Options blocked" was refused coupons but got the daily reward and
 * cashback through the same calls. One rule refuses all three, through every route to them.
 */
describe('class "Review – Options blocked" is refused every promotion', () => {
  let app: FastifyInstance;
  let blocked: PlayerSession;
  beforeAll(async () => {
    app = await createTestApp();
    blocked = await login(app, 'depreviewoptionsblocked');
    // A losing roulette round (pocket 0 against a straight 7), so there is cashback to claim.
    const realRng = app.ctx.rng;
    app.ctx.rng = scriptedRng([0]);
    try {
      const { gameToken } = await openGame(app, blocked, 'european-roulette');
      expect((await playGame(app, gameToken, { action: 'bet', bets: [{ kind: 'straight', value: 7, amount: '10.00' }] })).statusCode).toBe(200);
    } finally {
      app.ctx.rng = realRng;
    }
  });
  afterAll(async () => app.close());

  const redeemCode = (code: string) =>
    call(app, { method: 'POST', url: `/937/v2/players/${blocked.pid}/coupons?couponCode=${code}&redeem=true`, token: blocked.token });
  const userHash = async () => (await call(app, { method: 'GET', url: `/937/players/${blocked.pid}`, token: blocked.token })).json().userHash as string;

  it.each([
    ['a coupon', () => redeemCode('WELCOME300'), 'Coupons are not available on your account. Please contact support.'],
    ['the daily reward (rewards/redeem)', () => call(app, {
      method: 'POST', url: `/937/player/${blocked.pid}/rewards/redeem`, token: blocked.token, payload: { player_id: blocked.pid, coupon: 'ARSDAILY', skin_id: 1 },
    }), 'The daily reward is not available on your account. Please contact support.'],
    ['the daily reward by its code', () => redeemCode('ARSDAILY'), 'The daily reward is not available on your account. Please contact support.'],
    ['cashback (rewards/cashback)', async () => call(app, {
      method: 'POST', url: `/937/player/${blocked.pid}/rewards/cashback?login=${blocked.login}`, token: blocked.token,
      payload: { txIdHash: 'blocked-cashback-1', userHash: await userHash() },
    }), 'Cashback is not available on your account. Please contact support.'],
    ['cashback by its code', () => redeemCode('CASHBACK'), 'Cashback is not available on your account. Please contact support.'],
  ])('%s: 403, and no money moves', async (_name, ask, message) => {
    const before = await balanceCents(app, blocked);
    const answer = await ask();
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ errorMessage: message });
    expect(await balanceCents(app, blocked)).toBe(before);
  });

  it('another class still gets the daily reward', async () => {
    const player = await login(app, 'deptestclass');
    const reward = await call(app, {
      method: 'POST', url: `/937/player/${player.pid}/rewards/redeem`, token: player.token, payload: { player_id: player.pid, coupon: 'ARSDAILY', skin_id: 1 },
    });
    expect(reward.statusCode).toBe(200);
    expect(reward.json()).toMatchObject({ redeemed: 1 });
  });
});
