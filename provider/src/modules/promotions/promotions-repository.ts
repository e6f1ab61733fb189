import type { Queryable } from '../../db/database';
import { transactionMemo } from '../../db/transaction-memo';
import { jsonDate, type ReadStatement } from '../../db/read-together';
import type { OpeningRead } from '../../domain-events';
import type { CouponRow, PlayerCouponRow } from './coupon-rows';

/** SQL of the promotions module: `coupons`, `player_coupons`, `daily_rewards` and `cashback_claims`. */

export async function couponByCode(db: Queryable, code: string, lock = false): Promise<CouponRow | null> {
  return (await db.query<CouponRow>(`select * from coupons where code = $1 ${lock ? 'for update' : ''}`, [code]))[0] ?? null;
}

/** The first coupon of a reward type (CASHBACK, ARSDaily) by sort order. */
export async function firstCouponOfType(db: Queryable, rewardType: string): Promise<CouponRow | null> {
  return (await db.query<CouponRow>('select * from coupons where reward_type = $1 order by sort_order limit 1', [rewardType]))[0] ?? null;
}

/** Every coupon, in the listing's order (the coupon catalogue: coupon-catalogue.ts keeps it for a moment). */
export const allCouponRows = (db: Queryable) => db.query<CouponRow>('select * from coupons order by sort_order, code');

/**
 * The coupon in play of each player a transaction read, kept until this file writes `player_coupons` in it: a paid round's
 * max bet, free rounds and settlement ask for it in one act (issue 55). Every write below forgets it or keeps what it returned.
 */
const inPlayRead = transactionMemo<number, PlayerCouponRow | null>();

/** A copy: callers may change what they are given. */
const copyOf = (row: PlayerCouponRow | null) => (row ? { ...row } : null);

const couponInPlayStatement = (playerId: number): ReadStatement =>
  ({ sql: `select * from player_coupons where player_id = $1 and status in ('awaiting_deposit', 'active')`, params: [playerId] });

export async function activePlayerCouponRow(db: Queryable, playerId: number): Promise<PlayerCouponRow | null> {
  if (inPlayRead.has(db, playerId)) return copyOf(inPlayRead.get(db, playerId)!);
  const statement = couponInPlayStatement(playerId);
  const row = (await db.query<PlayerCouponRow>(statement.sql, statement.params))[0] ?? null;
  inPlayRead.set(db, playerId, row);
  return copyOf(row);
}

/** The coupon in play's part of a paid act's opening read (decision 044): kept as `activePlayerCouponRow` keeps it. */
export function couponInPlayOpeningRead(playerId: number): OpeningRead {
  return {
    ...couponInPlayStatement(playerId),
    keep: (tx, rows) => {
      const row = rows[0] as (PlayerCouponRow & Record<string, unknown>) | undefined;
      inPlayRead.set(tx, playerId, row ? { ...row, redeemed_at: jsonDate(row.redeemed_at)!, credited_at: jsonDate(row.credited_at) } : null);
    },
  };
}

/** What the coupon list needs of the player beside the catalogue: the class and hash, the funds, the coupon in play. */
export interface CouponListReads {
  userHash: string;
  playerClass: string;
  cashCents: number;
  bonusCents: number;
  inPlay: PlayerCouponRow | null;
}

/**
 * The coupon list's player reads in one statement (decision 042): the most called player page paid a round trip for
 * each owner's read. Read-only; the players, wallet and promotions modules still own what these columns mean and
 * every write to them. Null when there is no such player.
 */
export async function couponListReads(db: Queryable, playerId: number): Promise<CouponListReads | null> {
  const rows = await db.query<PlayerCouponRow & { reads_user_hash: string; reads_player_class: string; reads_cash_cents: number; reads_bonus_cents: number }>(
    `select p.user_hash as reads_user_hash, p.player_class as reads_player_class,
            coalesce((select balance_cents from accounts where player_id = p.id and kind = 'cash'), 0) as reads_cash_cents,
            coalesce((select balance_cents from accounts where player_id = p.id and kind = 'bonus'), 0) as reads_bonus_cents,
            c.*
       from players p
       left join player_coupons c on c.player_id = p.id and c.status in ('awaiting_deposit', 'active')
      where p.id = $1`,
    [playerId],
  );
  const row = rows[0];
  if (!row) return null;
  const { reads_user_hash, reads_player_class, reads_cash_cents, reads_bonus_cents, ...coupon } = row;
  return {
    userHash: reads_user_hash, playerClass: reads_player_class, cashCents: Number(reads_cash_cents), bonusCents: Number(reads_bonus_cents),
    inPlay: coupon.id === null ? null : coupon,
  };
}

/** A coupon in play as a write returned it (its status unchanged): what the transaction keeps of it. */
function keepInPlay(db: Queryable, row: PlayerCouponRow): PlayerCouponRow {
  if (inPlayRead.has(db, Number(row.player_id))) inPlayRead.set(db, Number(row.player_id), row);
  return { ...row };
}

/** A use is a coupon that was credited, or is still in play; a cancelled request is not a use. */
const COUNTS_AS_USE = `(status <> 'cancelled' or credited_at is not null)`;

export async function playerUses(db: Queryable, playerId: number, couponCode: string, since: { day: Date; week: Date; month: Date }) {
  const rows = await db.query<{ total: number; today: number; week: number; month: number }>(
    `select count(*)::int as total,
            count(*) filter (where redeemed_at >= $3)::int as today,
            count(*) filter (where redeemed_at >= $4)::int as week,
            count(*) filter (where redeemed_at >= $5)::int as month
       from player_coupons where player_id = $1 and coupon_code = $2 and ${COUNTS_AS_USE}`,
    [playerId, couponCode, since.day, since.week, since.month],
  );
  return rows[0]!;
}

export async function allUses(db: Queryable, couponCode: string): Promise<number> {
  return (await db.query<{ total: number }>(`select count(*)::int as total from player_coupons where coupon_code = $1 and ${COUNTS_AS_USE}`, [couponCode]))[0]?.total ?? 0;
}

/** A new player coupon: requested (awaiting a deposit) or active with its bonus, playthrough or spins. */
export async function insertPlayerCoupon(db: Queryable, row: {
  playerId: number; couponCode: string; status: 'awaiting_deposit' | 'active'; now: Date; credited: boolean;
  bonusCents?: number; playthroughNeededCents?: number; spins?: number; spinValueCents?: number; freeSpinGame?: string | null;
}): Promise<PlayerCouponRow> {
  inPlayRead.forget(db);
  const rows = await db.query<PlayerCouponRow>(
    `insert into player_coupons (player_id, coupon_code, status, redeemed_at, credited_at, bonus_cents, playthrough_needed_cents,
       spins_total, spins_remaining, spin_value_cents, free_spin_game)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10) returning *`,
    [row.playerId, row.couponCode, row.status, row.now, row.credited ? row.now : null, row.bonusCents ?? 0, row.playthroughNeededCents ?? 0,
      row.spins ?? 0, row.spinValueCents ?? 0, row.freeSpinGame ?? null],
  );
  return rows[0]!;
}

/** A requested coupon becomes active on the deposit it waited for. */
export async function activateOnDeposit(db: Queryable, id: number, fields: {
  now: Date; depositCents: number; bonusCents: number; playthroughNeededCents: number; spins: number; spinValueCents: number; freeSpinGame: string | null;
}) {
  inPlayRead.forget(db);
  await db.query(
    `update player_coupons set status = 'active', credited_at = $2, deposit_cents = $3, bonus_cents = $4,
       playthrough_needed_cents = $5, spins_total = $6, spins_remaining = $6, spin_value_cents = $7, free_spin_game = $8
     where id = $1`,
    [id, fields.now, fields.depositCents, fields.bonusCents, fields.playthroughNeededCents, fields.spins, fields.spinValueCents, fields.freeSpinGame],
  );
}

export async function endPlayerCoupon(db: Queryable, id: number, status: 'cancelled' | 'completed', now: Date) {
  inPlayRead.forget(db);
  await db.query('update player_coupons set status = $3, ended_at = $2 where id = $1', [id, now, status]);
}

export async function setFreeSpinGame(db: Queryable, id: number, gameCode: string): Promise<PlayerCouponRow> {
  return keepInPlay(db, (await db.query<PlayerCouponRow>('update player_coupons set free_spin_game = $2 where id = $1 returning *', [id, gameCode]))[0]!);
}

/** One free spin played: one spin fewer, its win added to the spin winnings. Answers the coupon after it. */
export async function countFreeSpin(db: Queryable, id: number, winCents: number): Promise<PlayerCouponRow> {
  return keepInPlay(db, (await db.query<PlayerCouponRow>(
    `update player_coupons set spins_remaining = spins_remaining - 1, free_spin_winnings_cents = free_spin_winnings_cents + $2
      where id = $1 returning *`,
    [id, winCents],
  ))[0]!);
}

export async function addPlaythroughNeeded(db: Queryable, id: number, cents: number): Promise<PlayerCouponRow> {
  return keepInPlay(db, (await db.query<PlayerCouponRow>(
    'update player_coupons set playthrough_needed_cents = playthrough_needed_cents + $2 where id = $1 returning *', [id, cents],
  ))[0]!);
}

/**
 * A paid stake's playthrough. When the transaction holds the coupon in play (a paid act's opening read) the coupon after
 * it is worked out from that row, under the player's lock, and the update goes with the transaction's next statement
 * (decision 046); otherwise it is sent now and answers the coupon as the database has it.
 */
export async function addPlaythroughPlayed(db: Queryable, coupon: { id: number; playerId: number }, cents: number): Promise<PlayerCouponRow> {
  const kept = inPlayRead.get(db, coupon.playerId);
  if (db.defer && kept?.id === coupon.id) {
    db.defer({
      tables: ['player_coupons'],
      statement: () => ({ items: 'playthrough_played as (update player_coupons set playthrough_played_cents = playthrough_played_cents + $2 where id = $1)', params: [coupon.id, cents] }),
    });
    return keepInPlay(db, { ...kept, playthrough_played_cents: Number(kept.playthrough_played_cents) + cents });
  }
  return keepInPlay(db, (await db.query<PlayerCouponRow>(
    'update player_coupons set playthrough_played_cents = playthrough_played_cents + $2 where id = $1 returning *', [coupon.id, cents],
  ))[0]!);
}

export async function lastCashbackTransaction(db: Queryable, playerId: number): Promise<number> {
  const rows = await db.query<{ up_to: number }>('select coalesce(max(up_to_transaction_id), 0) as up_to from cashback_claims where player_id = $1', [playerId]);
  return Number(rows[0]?.up_to ?? 0);
}

export async function insertCashbackClaim(db: Queryable, playerId: number, upToTransactionId: number, amountCents: number, now: Date) {
  await db.query('insert into cashback_claims (player_id, up_to_transaction_id, amount_cents, created_at) values ($1, $2, $3, $4)', [
    playerId, upToTransactionId, amountCents, now,
  ]);
}

export async function dailyRewardTaken(db: Queryable, playerId: number, day: Date): Promise<boolean> {
  return (await db.query('select 1 from daily_rewards where player_id = $1 and reward_day = $2', [playerId, day])).length > 0;
}

export async function insertDailyReward(db: Queryable, playerId: number, day: Date, couponCode: string, now: Date) {
  await db.query('insert into daily_rewards (player_id, reward_day, coupon_code, redeemed_at) values ($1, $2, $3, $4)', [playerId, day, couponCode, now]);
}
