import type { FastifyInstance } from 'fastify';
import { call, depositVia, type PlayerSession } from './test-app';

/**
 * A player's money life as the reconciliation tests play it through the routes (the statement's and the account
 * history's): bonuses given and given up, cashback, a jackpot, withdrawals. Each test asserts its own sum over it.
 */
export interface MoneyLife {
  app: FastifyInstance;
  player: PlayerSession;
  /** The clock a day on and the player logged in again (a session lives 24 hours). */
  nextDay(): Promise<void>;
  /** The jackpot hits on a paid spin when this is 0 (the test app's `random` is the jackpot's draw alone). */
  setJackpotDraw(draw: number): void;
}

export const spinMegasaur = (app: FastifyInstance, player: PlayerSession, bet = '1.00') =>
  call(app, { method: 'POST', url: `/937/player/${player.pid}/games/megasaur/spin`, token: player.token, payload: { bet } });

export const redeemCoupon = (app: FastifyInstance, player: PlayerSession, code: string) =>
  call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=${code}&redeem=true`, token: player.token });

/** A coupon's playthrough, made nearly met, so the next paid round completes it (its max cashout applies then). */
export const nearlyMeetPlaythrough = (app: FastifyInstance, player: PlayerSession) => app.ctx.db.query(
  `update player_coupons set playthrough_needed_cents = playthrough_played_cents + 1 where player_id = $1 and status = 'active'`, [player.pid],
);

/** A withdrawal request (the player's password asked again); answers its id. */
export async function requestWithdrawal(
  app: FastifyInstance, player: PlayerSession, amount: string, password: string, extra: Record<string, unknown> = {},
): Promise<number> {
  const answer = await call(app, {
    method: 'POST', url: `/937/players/${player.pid}/withdrawals`, token: player.token, payload: { amount, method: 'card', password, ...extra },
  });
  if (answer.statusCode !== 200) throw new Error(`withdrawal of ${amount}: ${answer.statusCode} ${answer.body}`);
  return answer.json().withdrawal.id as number;
}

/**
 * The bonuses, cashback and jackpot of a life, over four days: a free chip played with and given up (its bonus
 * forfeited); WELCOME300 on a $100 deposit, its playthrough completed; paid spins until there is a net loss and
 * cashback on it; a lobby jackpot hit and claimed; BOOST500 on a $50 deposit completing over its max cashout.
 */
export async function playBonusesCashbackAndJackpot({ app, player, nextDay, setJackpotDraw }: MoneyLife): Promise<void> {
  const expectOk = async (answer: Promise<{ statusCode: number; body: string }>, what: string) => {
    const { statusCode, body } = await answer;
    if (statusCode !== 200) throw new Error(`${what}: ${statusCode} ${body}`);
    return body;
  };
  const completes = async (what: string) => {
    const body = await expectOk(spinMegasaur(app, player), what);
    if (JSON.parse(body).coupon_status !== 'completed') throw new Error(`${what}: the coupon did not complete (${body})`);
  };
  await expectOk(redeemCoupon(app, player, 'FREECHIP25'), 'FREECHIP25');
  for (let round = 0; round < 3; round += 1) await expectOk(spinMegasaur(app, player), 'a free chip spin');
  await expectOk(call(app, { method: 'DELETE', url: `/937/players/${player.pid}/active-coupon`, token: player.token }), 'giving up the free chip');

  await nextDay();
  await expectOk(redeemCoupon(app, player, 'WELCOME300'), 'WELCOME300');
  await expectOk(depositVia(app, player, '100'), 'the $100 deposit');
  await nearlyMeetPlaythrough(app, player);
  await completes('WELCOME300 completing');
  // Played until there is a net loss to claim cashback on (seeded reels: the same round every run).
  const userHash = (await call(app, { method: 'GET', url: `/937/players/${player.pid}`, token: player.token })).json().userHash as string;
  let cashback = 400;
  for (let round = 0; round < 40 && cashback !== 200; round += 1) {
    await expectOk(spinMegasaur(app, player), 'a spin before cashback');
    cashback = (await call(app, {
      method: 'POST', url: `/937/player/${player.pid}/rewards/cashback?login=${player.login}`, token: player.token,
      payload: { txIdHash: `cashback-${round}`, userHash },
    })).statusCode;
  }
  if (cashback !== 200) throw new Error('no cashback after 40 spins');

  await nextDay();
  const guid = (await app.inject({ method: 'GET', url: '/937/jackpots' })).json()[0].guid as string;
  await expectOk(call(app, { method: 'POST', url: `/jackpot/lobby/${player.pid}/jackpots/${guid}?optPlayer=true`, token: player.token }), 'the jackpot opt-in');
  setJackpotDraw(0);
  const hit = JSON.parse(await expectOk(spinMegasaur(app, player), 'the jackpot spin')).jackpot.hit as number;
  setJackpotDraw(0.5);
  if (!(hit > 0)) throw new Error('the jackpot did not hit');
  const claimed = JSON.parse(await expectOk(call(app, { method: 'POST', url: `/jackpot/lobby/${player.pid}/hits`, token: player.token }), 'the claim'));
  if (claimed.hits !== 1) throw new Error(`claimed ${claimed.hits} hits`);

  await nextDay();
  await expectOk(redeemCoupon(app, player, 'BOOST500'), 'BOOST500');
  await expectOk(depositVia(app, player, '50'), 'the $50 deposit');
  await nearlyMeetPlaythrough(app, player);
  await completes('BOOST500 completing over its max cashout');
}
