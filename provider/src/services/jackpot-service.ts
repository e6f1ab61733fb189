import type { AppContext } from '../app-context';
import type { Queryable } from '../db/database';
import { forbidden, notFound } from '../lib/api-error';
import { toDollars } from '../lib/money';
import { runIdempotent } from './idempotency';
import { HOUSE, lockPlayer, postTransaction, walletBalance, walletCode } from './ledger-service';

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

async function accountBalance(db: Queryable, code: string): Promise<number> {
  const rows = await db.query<{ total: number }>(
    `select coalesce(sum(e.amount_cents), 0)::bigint as total from ledger_entries e join accounts a on a.id = e.account_id
      where a.code = $1`,
    [code],
  );
  return Number(rows[0]?.total ?? 0);
}

interface JackpotRow {
  guid: string;
  name: string;
  seed_cents: number;
  hit_one_in: number;
}

export async function listJackpots(ctx: AppContext) {
  const jackpots = await ctx.db.query<JackpotRow>('select * from jackpots order by guid');
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
  const rows = await ctx.db.query<JackpotRow>('select * from jackpots order by guid limit 1');
  if (!rows[0]) throw notFound('There is no lobby jackpot.');
  return rows[0];
}

export async function jackpotAmount(ctx: AppContext) {
  const jackpot = await lobbyJackpot(ctx);
  return { 'jackpot-amount': toDollars(await accountBalance(ctx.db, poolCode(jackpot.guid))), guid: jackpot.guid };
}

export async function playerJackpots(ctx: AppContext, playerId: number) {
  const player = (await ctx.db.query<{ player_class: string; first_deposit_at: Date | null }>(
    'select player_class, first_deposit_at from players where id = $1', [playerId],
  ))[0]!;
  const jackpots = await ctx.db.query<JackpotRow & { opted: boolean }>(
    `select j.*, (o.player_id is not null) as opted from jackpots j
       left join jackpot_opt_ins o on o.guid = j.guid and o.player_id = $1 order by j.guid`,
    [playerId],
  );
  return Promise.all(
    jackpots.map(async (jackpot) => {
      const unclaimed = await ctx.db.query<{ total: number }>(
        'select coalesce(sum(amount_cents), 0)::bigint as total from jackpot_hits where player_id = $1 and guid = $2 and claimed_at is null',
        [playerId, jackpot.guid],
      );
      return {
        guid: jackpot.guid,
        name: jackpot.name,
        'jackpot-amount': toDollars(await accountBalance(ctx.db, poolCode(jackpot.guid))),
        'is-opt-in': jackpot.opted,
        'unclaimed-hits-amount': toDollars(Number(unclaimed[0]?.total ?? 0)),
        blocked: isBlockedFromJackpot(player),
        winners: await jackpotWinners(ctx, 5),
      };
    }),
  );
}

export async function setJackpotOptIn(ctx: AppContext, playerId: number, guid: string, optIn: boolean) {
  const jackpot = (await ctx.db.query<JackpotRow>('select * from jackpots where guid = $1', [guid]))[0];
  if (!jackpot) throw notFound('No such jackpot');
  if (optIn) {
    const player = (await ctx.db.query<{ player_class: string; first_deposit_at: Date | null }>(
      'select player_class, first_deposit_at from players where id = $1', [playerId],
    ))[0]!;
    if (isBlockedFromJackpot(player)) throw forbidden('The lobby jackpot is not available on your account yet.');
    await ctx.db.query('insert into jackpot_opt_ins (player_id, guid) values ($1, $2) on conflict do nothing', [playerId, guid]);
  } else {
    await ctx.db.query('delete from jackpot_opt_ins where player_id = $1 and guid = $2', [playerId, guid]);
  }
  return { guid, 'is-opt-in': optIn };
}

export interface JackpotSpinResult {
  contribution: number;
  hit: number | null;
}

/** After a paid spin of an opted-in player: 1 cent to the pool, and maybe a hit. */
export async function jackpotAfterSpin(ctx: AppContext, tx: Queryable, playerId: number): Promise<JackpotSpinResult | null> {
  const jackpots = await tx.query<JackpotRow>(
    'select j.* from jackpots j join jackpot_opt_ins o on o.guid = j.guid where o.player_id = $1',
    [playerId],
  );
  const jackpot = jackpots[0];
  if (!jackpot) return null;
  if ((await walletBalance(tx, playerId)) < JACKPOT_CONTRIBUTION_CENTS) return { contribution: 0, hit: null };
  await postTransaction(tx, {
    playerId, kind: 'jackpot_contribution', reference: jackpot.guid,
    lines: [
      { accountCode: walletCode(playerId), amountCents: -JACKPOT_CONTRIBUTION_CENTS },
      { accountCode: poolCode(jackpot.guid), amountCents: JACKPOT_CONTRIBUTION_CENTS },
    ],
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
  await tx.query('insert into jackpot_hits (player_id, guid, amount_cents, created_at) values ($1, $2, $3, $4)', [
    playerId, jackpot.guid, pool, ctx.now(),
  ]);
  return { contribution: toDollars(JACKPOT_CONTRIBUTION_CENTS), hit: toDollars(pool) };
}

/** POST hits: pays every unclaimed hit of the player into the wallet, once. */
export async function claimJackpotHits(ctx: AppContext, playerId: number, idempotencyKey: string | null) {
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    return runIdempotent(tx, playerId, 'jackpot-hits', idempotencyKey, { claim: 'jackpot-hits' }, async () => {
      const hits = await tx.query<{ id: number; guid: string; amount_cents: number }>(
        'select id, guid, amount_cents from jackpot_hits where player_id = $1 and claimed_at is null',
        [playerId],
      );
      let total = 0;
      for (const hit of hits) {
        await postTransaction(tx, {
          playerId, kind: 'jackpot_claim', reference: `${hit.guid}#${hit.id}`,
          lines: [
            { accountCode: unclaimedCode(hit.guid), amountCents: -hit.amount_cents },
            { accountCode: walletCode(playerId), amountCents: hit.amount_cents },
          ],
        });
        await tx.query('update jackpot_hits set claimed_at = $2 where id = $1', [hit.id, ctx.now()]);
        const name = (await tx.query<{ first_name: string; last_name: string }>('select first_name, last_name from players where id = $1', [playerId]))[0]!;
        await tx.query('insert into jackpot_winners (name, amount_cents, game, won_at) values ($1, $2, $3, $4)', [
          `${name.first_name} ${name.last_name.slice(0, 1)}.`, hit.amount_cents, 'Lobby Jackpot', ctx.now(),
        ]);
        total += hit.amount_cents;
      }
      return { claimed: toDollars(total), hits: hits.length, balance: toDollars(await walletBalance(tx, playerId)) };
    });
  });
}

export async function jackpotWinners(ctx: AppContext, limit = 20) {
  const rows = await ctx.db.query<{ name: string; amount_cents: number; game: string; won_at: Date }>(
    'select name, amount_cents, game, won_at from jackpot_winners order by won_at desc limit $1',
    [limit],
  );
  return rows.map((row) => ({ name: row.name, amount: toDollars(row.amount_cents), game: row.game, date: new Date(row.won_at).toISOString() }));
}

/** The jackpot's part of every settled paid round: the contribution, and maybe a hit. */
export function subscribeJackpotContributions(ctx: AppContext): void {
  ctx.events.subscribe('round.settled', async (tx, round) => ({ jackpot: round.freeSpin ? null : await jackpotAfterSpin(ctx, tx, round.playerId) }));
}
