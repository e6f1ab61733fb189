import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { forbidden, notFound } from '../../lib/api-error';
import { toDollars } from '../../lib/money';
import { getPlayer, lockPlayer } from '../players';
import { accountBalance, HOUSE, postTransaction, runIdempotent, takeFromPlayer, walletBalance, walletCode } from '../wallet';
import {
  allJackpots, insertHit, insertWinner, jackpotByGuid, jackpotsWithOptIn, latestWinners, markHitClaimed, optedInJackpots, optInsOpeningRead, setOptIn,
  unclaimedHits, unclaimedHitsTotal, type JackpotRow,
} from './jackpot-repository';

export const JACKPOT_CONTRIBUTION_CENTS = 1;

/**
 * SPEC §6: both readings of "the first six classes" apply, so the blocked set is their union.
 * A player with a first deposit is never blocked.
 */
const JACKPOT_BLOCKED_CLASSES = new Set([
  'Banned', 'Bronze No2', 'Coupon', 'Deactivated', 'Review – Options blocked', 'Test Class', 'Low Margin',
  'Unverified / Non Dep',
]);

export function isBlockedFromJackpot(player: { player_class: string; first_deposit_at: Date | null }): boolean {
  return player.first_deposit_at === null && JACKPOT_BLOCKED_CLASSES.has(player.player_class);
}

const poolCode = (guid: string) => `jackpot:${guid}`;
const unclaimedCode = (guid: string) => `jackpot:${guid}:unclaimed`;

export async function listJackpots(ctx: AppContext) {
  const jackpots = await allJackpots(ctx.db);
  return Promise.all(
    jackpots.map(async (jackpot) => ({
      guid: jackpot.guid,
      name: jackpot.name,
      amount: toDollars(await accountBalance(ctx.db, poolCode(jackpot.guid))),
      currency: 'USD',
      contribution: toDollars(JACKPOT_CONTRIBUTION_CENTS),
      token: `${ctx.config.publicUrl}/jackpot/lobby/`,
    })),
  );
}

export async function lobbyJackpot(ctx: AppContext): Promise<JackpotRow> {
  const [first] = await allJackpots(ctx.db);
  if (!first) throw notFound('There is no lobby jackpot.');
  return first;
}

export async function jackpotAmount(ctx: AppContext) {
  const jackpot = await lobbyJackpot(ctx);
  return { 'jackpot-amount': toDollars(await accountBalance(ctx.db, poolCode(jackpot.guid))), guid: jackpot.guid };
}

export async function playerJackpots(ctx: AppContext, playerId: number) {
  const player = await getPlayer(ctx.db, playerId);
  const jackpots = await jackpotsWithOptIn(ctx.db, playerId);
  return Promise.all(
    jackpots.map(async (jackpot) => {
      return {
        guid: jackpot.guid,
        name: jackpot.name,
        'jackpot-amount': toDollars(await accountBalance(ctx.db, poolCode(jackpot.guid))),
        'is-opt-in': jackpot.opted,
        'unclaimed-hits-amount': toDollars(await unclaimedHitsTotal(ctx.db, playerId, jackpot.guid)),
        blocked: isBlockedFromJackpot(player),
        winners: await jackpotWinners(ctx, 5),
      };
    }),
  );
}

export async function setJackpotOptIn(ctx: AppContext, playerId: number, guid: string, optIn: boolean) {
  const jackpot = await jackpotByGuid(ctx.db, guid);
  if (!jackpot) throw notFound('No such jackpot');
  if (optIn) {
    if (isBlockedFromJackpot(await getPlayer(ctx.db, playerId))) throw forbidden('The lobby jackpot is not available on your account yet.');
  }
  await setOptIn(ctx.db, playerId, guid, optIn);
  return { guid, 'is-opt-in': optIn };
}

export interface JackpotSpinResult {
  contribution: number;
  hit: number | null;
}

/** After a paid spin of an opted-in player: 1 cent to the pool, and maybe a hit. */
export async function jackpotAfterSpin(ctx: AppContext, tx: Queryable, playerId: number): Promise<JackpotSpinResult | null> {
  const jackpots = await optedInJackpots(tx, playerId);
  const jackpot = jackpots[0];
  if (!jackpot) return null;
  if ((await walletBalance(tx, playerId)) < JACKPOT_CONTRIBUTION_CENTS) return { contribution: 0, hit: null };
  await takeFromPlayer(tx, {
    playerId, kind: 'jackpot_contribution', reference: jackpot.guid, at: ctx.now(), to: poolCode(jackpot.guid), cents: JACKPOT_CONTRIBUTION_CENTS,
  });
  if (ctx.random() >= 1 / jackpot.hit_one_in) return { contribution: toDollars(JACKPOT_CONTRIBUTION_CENTS), hit: null };
  // The pool moves to the winner's unclaimed hits and is reseeded by the house.
  const pool = await accountBalance(tx, poolCode(jackpot.guid));
  await postTransaction(tx, {
    playerId, kind: 'jackpot_hit', reference: jackpot.guid,
    lines: [
      { accountCode: poolCode(jackpot.guid), amountCents: -pool },
      { accountCode: unclaimedCode(jackpot.guid), amountCents: pool },
    ],
  });
  await postTransaction(tx, {
    playerId: null, kind: 'jackpot_seed', reference: jackpot.guid,
    lines: [
      { accountCode: HOUSE.jackpotSeed, amountCents: -jackpot.seed_cents },
      { accountCode: poolCode(jackpot.guid), amountCents: jackpot.seed_cents },
    ],
  });
  await insertHit(tx, playerId, jackpot.guid, pool, ctx.now());
  return { contribution: toDollars(JACKPOT_CONTRIBUTION_CENTS), hit: toDollars(pool) };
}

/** POST hits: pays every unclaimed hit of the player into the wallet, once. */
export async function claimJackpotHits(ctx: AppContext, playerId: number, idempotencyKey: string | null) {
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    return runIdempotent(tx, playerId, 'jackpot-hits', idempotencyKey, { claim: 'jackpot-hits' }, async () => {
      const hits = await unclaimedHits(tx, playerId);
      let total = 0;
      for (const hit of hits) {
        await postTransaction(tx, {
          playerId, kind: 'jackpot_claim', reference: `${hit.guid}#${hit.id}`, at: ctx.now(),
          lines: [
            { accountCode: unclaimedCode(hit.guid), amountCents: -hit.amount_cents },
            { accountCode: walletCode(playerId), amountCents: hit.amount_cents },
          ],
        });
        await markHitClaimed(tx, hit.id, ctx.now());
        const name = await getPlayer(tx, playerId);
        await insertWinner(tx, `${name.first_name} ${name.last_name.slice(0, 1)}.`, hit.amount_cents, 'Lobby Jackpot', ctx.now());
        total += hit.amount_cents;
      }
      return { claimed: toDollars(total), hits: hits.length, balance: toDollars(await walletBalance(tx, playerId)) };
    });
  });
}

export async function jackpotWinners(ctx: AppContext, limit = 20) {
  const rows = await latestWinners(ctx.db, limit);
  return rows.map((row) => ({ name: row.name, amount: toDollars(row.amount_cents), game: row.game, date: new Date(row.won_at).toISOString() }));
}

/** The jackpot's part of every settled paid round: the contribution, and maybe a hit. */
export function subscribeJackpotContributions(ctx: AppContext): void {
  ctx.events.readAtPaidActOpening((act) => optInsOpeningRead(act.playerId));
  ctx.events.subscribe('round.settled', async (tx, round) => ({ jackpot: round.freeSpin ? null : await jackpotAfterSpin(ctx, tx, round.playerId) }));
}
