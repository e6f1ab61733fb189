import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { couponEndpoints, gameEndpoints, jackpotEndpoints, pathOf, saferGamblingEndpoints } from 'shared-contract';
import { preparerApp } from './preparer-app';
import { call, depositVia, signupPlayer, type PlayerSession } from '../testing/test-app';

/**
 * The players of the paid-round bench, made on the measured provider's database through the
 * provider's own routes, in this process (no network, no rate limit, the sandbox cashier for the
 * deposit): each signs up, redeems BOOST500 (max bet $5 while its bonus is in play), deposits $100,
 * sets a daily loss limit, opts in to the lobby jackpot and opens a slot and a blackjack game.
 * Every rule a paid round reads is then in force. Run by run-bench.ts with the database's URL and
 * schema; it answers the game tokens over IPC. It runs this checkout's code against another
 * commit's provider too (`--against`): only the routes' shapes must agree.
 */
export const PAID_SLOT = 'star-crusher';
export const PAID_TABLE = 'blackjack';
const COUPON = 'BOOST500';
const LOSS_LIMIT_CENTS = 500_000;

export interface PaidRoundPlayer {
  pid: number;
  slotToken: string;
  tableToken: string;
}

async function ok(response: Promise<{ statusCode: number; body: string }>, what: string): Promise<string> {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${what} failed: ${answer.statusCode} ${answer.body}`);
  return answer.body;
}

async function openGame(app: FastifyInstance, player: PlayerSession, gameCode: string): Promise<string> {
  const body = await ok(app.inject({
    method: gameEndpoints.gameSession.method, url: gameEndpoints.gameSession.path, payload: { token: player.token, playerId: player.pid, gameCode },
  }), `opening ${gameCode}`);
  return (JSON.parse(body) as { gameToken: string }).gameToken;
}

async function preparePlayer(app: FastifyInstance, jackpotPath: string, guid: string): Promise<PaidRoundPlayer> {
  const player = await signupPlayer(app);
  const redeem = couponEndpoints.redeemCoupon;
  await ok(call(app, {
    method: redeem.method, url: `${pathOf(redeem.path, { pid: player.pid })}?login=${player.login}&couponCode=${COUPON}&redeem=true`, token: player.token,
  }), `redeeming ${COUPON}`);
  await ok(depositVia(app, player, '100'), 'the deposit');
  const limits = saferGamblingEndpoints.changeLimit;
  await ok(call(app, {
    method: limits.method, url: pathOf(limits.path, { pid: player.pid }), token: player.token,
    payload: { kind: 'loss', period: 'day', amount: LOSS_LIMIT_CENTS },
  }), 'the loss limit');
  await ok(call(app, {
    method: jackpotEndpoints.optIn.method, url: `${jackpotPath}${pathOf(jackpotEndpoints.optIn.path, { pid: player.pid, guid })}?optPlayer=true`, token: player.token,
  }), 'the jackpot opt-in');
  return { pid: player.pid, slotToken: await openGame(app, player, PAID_SLOT), tableToken: await openGame(app, player, PAID_TABLE) };
}

/** `count` paid-round players on `app`'s database, a few at a time (each sign-up hashes a password, each deposit takes the player's lock). */
export async function preparePaidRoundPlayers(app: FastifyInstance, count: number): Promise<PaidRoundPlayer[]> {
  const listing = await ok(app.inject({ method: 'GET', url: jackpotEndpoints.jackpots.path }), 'the jackpot listing');
  const [jackpot] = JSON.parse(listing) as Array<{ token: string; guid: string }>;
  if (!jackpot) throw new Error('no lobby jackpot to opt in to');
  const jackpotPath = new URL(jackpot.token).pathname;
  const players: PaidRoundPlayer[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, () => preparePlayer(app, jackpotPath, jackpot.guid));
    players.push(...(await Promise.all(batch)));
  }
  return players;
}

async function main(): Promise<void> {
  const env = process.env;
  const app = await preparerApp(env);
  try {
    process.send?.({ players: await preparePaidRoundPlayers(app, Number(env.BENCH_PLAYERS ?? 50)) });
  } finally {
    await app.close();
  }
}

// Run by run-bench.ts; the statement trace imports the preparer alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
