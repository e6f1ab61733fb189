import type { Queryable } from '../../db/database';
import { jsonDate, type ReadStatement } from '../../db/read-together';
import { dayKey } from './calendar-periods';
import type { LimitKind, LimitPeriod } from 'shared-contract';

/**
 * SQL of safer gambling: `player_limits`, `pending_limit_changes`, `player_restrictions`,
 * `reality_check_settings`, `reality_check_answers`, `safer_gambling_audit`; and the two reads of
 * money it guards (deposits and losses in a period), which only this module's rules make. Losses are read from
 * `player_day_results`, which the database keeps from `game_rounds` (migration 21, decision 045): nothing writes it.
 */

export interface LimitRow { kind: LimitKind; period: LimitPeriod; amount: number }
export interface PendingRow { kind: LimitKind; period: LimitPeriod; amount: number | null; requested_at: Date; confirmable_at: Date }
export interface RestrictionRow { kind: 'time-out' | 'self-exclusion'; started_at: Date; ends_at: Date }

export async function limitRows(db: Queryable, playerId: number): Promise<LimitRow[]> {
  const rows = await db.query<LimitRow>('select kind, period, amount from player_limits where player_id = $1', [playerId]);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

export async function pendingRows(db: Queryable, playerId: number): Promise<PendingRow[]> {
  const rows = await db.query<PendingRow>(
    'select kind, period, amount, requested_at, confirmable_at from pending_limit_changes where player_id = $1', [playerId],
  );
  return rows.map((row) => ({
    ...row, amount: row.amount === null ? null : Number(row.amount), requested_at: new Date(row.requested_at), confirmable_at: new Date(row.confirmable_at),
  }));
}

export async function saveLimit(db: Queryable, playerId: number, kind: LimitKind, period: LimitPeriod, amount: number | null) {
  if (amount === null) {
    await db.query('delete from player_limits where player_id = $1 and kind = $2 and period = $3', [playerId, kind, period]);
    return;
  }
  await db.query(
    `insert into player_limits (player_id, kind, period, amount) values ($1, $2, $3, $4)
      on conflict (player_id, kind, period) do update set amount = excluded.amount`,
    [playerId, kind, period, amount],
  );
}

export async function savePending(db: Queryable, playerId: number, change: PendingRow) {
  await db.query(
    `insert into pending_limit_changes (player_id, kind, period, amount, requested_at, confirmable_at) values ($1, $2, $3, $4, $5, $6)
      on conflict (player_id, kind, period) do update set amount = excluded.amount, requested_at = excluded.requested_at, confirmable_at = excluded.confirmable_at`,
    [playerId, change.kind, change.period, change.amount, change.requested_at, change.confirmable_at],
  );
}

export async function dropPending(db: Queryable, playerId: number, kind: LimitKind, period: LimitPeriod) {
  await db.query('delete from pending_limit_changes where player_id = $1 and kind = $2 and period = $3', [playerId, kind, period]);
}

/**
 * Whether restriction `r` covers player `me` (issue 49): taken on the account itself, or by the same person on another
 * account (the same e-mail key, or the same legal name and birth date; the keys are kept on the player's row). One text
 * for the restriction check alone and the paid act's opening read.
 */
const RESTRICTION_COVERS_ME = `(r.player_id = me.id or r.email_key = me.email_key
  or (r.birth_date = me.birth_date and r.name_key = me.name_key and r.name_key <> ''))`;

/**
 * The restriction in force at `now` that ends last, if any, of the player or of anyone the same
 * person (issue 49): a restriction taken on another account with the same e-mail key, or the same
 * legal name and birth date (`person_email_key`, `person_name_key`: migration 15; kept on the player's row: migration 23).
 */
export async function restrictionInForce(db: Queryable, playerId: number, now: Date): Promise<PersonMatch | null> {
  const rows = await db.query<PersonMatch>(
    `select r.player_id, r.kind, r.started_at, r.ends_at,
        case when r.player_id = me.id then 'account' when r.email_key = me.email_key then 'e-mail' else 'name and birth date' end as matched_by
      from player_restrictions r, players me
      where me.id = $1 and r.started_at <= $2 and r.ends_at > $2
        and ${RESTRICTION_COVERS_ME}
      order by r.ends_at desc limit 1`,
    [playerId, now],
  );
  return rows[0] ? { ...rows[0], started_at: new Date(rows[0].started_at), ends_at: new Date(rows[0].ends_at) } : null;
}

/** A restriction in force with whose it is and how it covers the person asked about (`account`: their own). */
export interface PersonMatch extends RestrictionRow { player_id: number; matched_by: 'account' | 'e-mail' | 'name and birth date' }

/** The restriction in force that covers someone with these details (a signup, or another account's login), if any. */
export async function restrictionOfPerson(
  db: Queryable, person: { email: string; firstName: string; lastName: string; birthDate: string | null }, now: Date,
): Promise<PersonMatch | null> {
  const rows = await db.query<PersonMatch>(
    `select r.player_id, r.kind, r.started_at, r.ends_at,
        case when r.email_key = person_email_key($1) then 'e-mail' else 'name and birth date' end as matched_by
      from player_restrictions r
      where r.started_at <= $5 and r.ends_at > $5
        and (r.email_key = person_email_key($1)
          or (r.birth_date = $4::date and r.name_key = person_name_key($2, $3) and r.name_key <> ''))
      order by r.ends_at desc limit 1`,
    [person.email, person.firstName, person.lastName, person.birthDate, now],
  );
  return rows[0] ? { ...rows[0], started_at: new Date(rows[0].started_at), ends_at: new Date(rows[0].ends_at) } : null;
}

/** A restriction, with the person it covers as the player's details read now. */
export async function insertRestriction(db: Queryable, playerId: number, row: RestrictionRow) {
  await db.query(
    `insert into player_restrictions (player_id, kind, started_at, ends_at, email_key, name_key, birth_date)
      select id, $2, $3, $4, email_key, name_key, birth_date from players where id = $1`,
    [playerId, row.kind, row.started_at, row.ends_at],
  );
}

export async function realityInterval(db: Queryable, playerId: number): Promise<number | null> {
  const rows = await db.query<{ interval_minutes: number }>('select interval_minutes from reality_check_settings where player_id = $1', [playerId]);
  return rows[0] ? Number(rows[0].interval_minutes) : null;
}

export async function saveRealityInterval(db: Queryable, playerId: number, minutes: number) {
  await db.query(
    `insert into reality_check_settings (player_id, interval_minutes) values ($1, $2)
      on conflict (player_id) do update set interval_minutes = excluded.interval_minutes`,
    [playerId, minutes],
  );
}

export async function realityAnsweredAt(db: Queryable, sessionTokenHash: string): Promise<Date | null> {
  const rows = await db.query<{ answered_at: Date }>('select answered_at from reality_check_answers where session_token_hash = $1', [sessionTokenHash]);
  return rows[0] ? new Date(rows[0].answered_at) : null;
}

export async function saveRealityAnswer(db: Queryable, sessionTokenHash: string, at: Date) {
  await db.query(
    `insert into reality_check_answers (session_token_hash, answered_at) values ($1, $2)
      on conflict (session_token_hash) do update set answered_at = excluded.answered_at`,
    [sessionTokenHash, at],
  );
}

export interface AuditEntry {
  playerId: number;
  sessionId: string | null;
  action: string;
  kind?: string | null;
  period?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
  effectiveFrom?: Date | null;
  at: Date;
}

export async function insertAudit(db: Queryable, entry: AuditEntry) {
  await db.query(
    `insert into safer_gambling_audit (player_id, actor, session_id, action, kind, period, old_value, new_value, effective_from, created_at)
      values ($1, 'player', $2, $3, $4, $5, $6, $7, $8, $9)`,
    [entry.playerId, entry.sessionId, entry.action, entry.kind ?? null, entry.period ?? null, entry.oldValue ?? null, entry.newValue ?? null,
      entry.effectiveFrom ?? null, entry.at],
  );
}

export async function auditRows(db: Queryable, playerId: number) {
  return db.query<{ action: string; kind: string | null; period: string | null; old_value: string | null; new_value: string | null; effective_from: Date | null; session_id: string | null; created_at: Date }>(
    'select action, kind, period, old_value, new_value, effective_from, session_id, created_at from safer_gambling_audit where player_id = $1 order by id',
    [playerId],
  );
}

/** Cents the player deposited in [from, to). */
export async function depositedBetween(db: Queryable, playerId: number, from: Date, to: Date): Promise<number> {
  const rows = await db.query<{ total: string | null }>(
    `select sum(e.amount_cents) as total from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id join accounts a on a.id = e.account_id and a.player_id = $1
      where t.player_id = $1 and t.kind = 'deposit' and t.created_at >= $2 and t.created_at < $3`,
    [playerId, from, to],
  );
  return Number(rows[0]?.total ?? 0);
}

/** A calendar period as the days it covers, in the limits' time zone (the keys of `player_day_results`): its first, and the one after it. */
const daysOf = (period: { start: Date; end: Date }): [string, string] => [dayKey(period.start), dayKey(period.end)];

/**
 * Stakes − wins of the player's real-money rounds begun in a calendar period (an open round counts its stakes so far; a
 * refunded one nothing), summed from the days the database keeps (decision 045).
 */
export async function lossBetween(db: Queryable, playerId: number, period: { start: Date; end: Date }): Promise<number> {
  const rows = await db.query<{ total: string | null }>(
    'select sum(staked_cents - won_cents) as total from player_day_results where player_id = $1 and day >= $2::date and day < $3::date',
    [playerId, ...daysOf(period)],
  );
  return Number(rows[0]?.total ?? 0);
}

/** Everything a paid stake's rules read (`paidStakeRules`): the restriction in force, the limits, the session's reality check, the losses. */
export interface PaidStakeRows {
  restriction: RestrictionRow | null;
  limits: LimitRow[];
  /** The session's login (its reality check belongs to the login); null without a session or when it is gone. */
  login: { startedAt: Date; answeredAt: Date | null } | null;
  realityIntervalMinutes: number | null;
  /** Net losses in the day, week and month containing the act (0 when the player holds no loss limit: not summed then). */
  loss: Record<LimitPeriod, number>;
}

/** The text of `paidStakeStatement`, made once: a paid act finds its prepared statement by it (decision 058). */
const PAID_STAKE_SQL = `with me as (select id, email_key, name_key, birth_date from players where id = $1),
   restriction as (
     select r.kind, r.started_at, r.ends_at from player_restrictions r, me
      where r.started_at <= $2 and r.ends_at > $2
        and ${RESTRICTION_COVERS_ME}
      order by r.ends_at desc limit 1
   ),
   login as (select coalesce(login_token_hash, token_hash) as key, coalesce(logged_in_at, created_at) as started_at from sessions where token_hash = $3),
   loss as (
     select sum(staked_cents - won_cents) filter (where day >= $4::date and day < $5::date) as day,
            sum(staked_cents - won_cents) filter (where day >= $6::date and day < $7::date) as week,
            sum(staked_cents - won_cents) filter (where day >= $8::date and day < $9::date) as month
       from player_day_results
      where player_id = $1
        and day >= least($4::date, $6::date, $8::date) and day < greatest($5::date, $7::date, $9::date)
        and exists (select 1 from player_limits where player_id = $1 and kind = 'loss')
   )
   select (select kind from restriction) as restriction_kind, (select started_at from restriction) as restriction_started_at,
          (select ends_at from restriction) as restriction_ends_at,
          (select coalesce(json_agg(json_build_array(kind, period, amount)), '[]')::text from player_limits where player_id = $1) as limits,
          (select started_at from login) as login_started_at,
          (select a.answered_at from reality_check_answers a, login where a.session_token_hash = login.key) as answered_at,
          (select interval_minutes from reality_check_settings where player_id = $1) as interval_minutes,
          loss.day as loss_day, loss.week as loss_week, loss.month as loss_month
     from loss`;

/**
 * A paid stake's rules in one statement, one round trip (issue 55): `restrictionInForce`, `limitRows`, the session's
 * login and reality-check answer, the player's interval and `lossBetween` for each period, as those read them. The
 * session's row is read for its login key and time only (the reality check is this module's rule about a login).
 */
export function paidStakeStatement(
  playerId: number, sessionTokenHash: string | null, now: Date, periods: Record<LimitPeriod, { start: Date; end: Date }>,
): ReadStatement {
  return {
    sql: PAID_STAKE_SQL,
    params: [playerId, now, sessionTokenHash, ...daysOf(periods.day), ...daysOf(periods.week), ...daysOf(periods.month)],
  };
}

/** The rules' reads from the statement's row, as the driver or a combined read's JSON gives it (decision 044). */
export function paidStakeRowsOf(row: Record<string, unknown>): PaidStakeRows {
  const limits = (JSON.parse(row.limits as string) as Array<[LimitKind, LimitPeriod, number | string]>).map(([kind, period, amount]) => ({ kind, period, amount: Number(amount) }));
  return {
    restriction: row.restriction_kind
      ? { kind: row.restriction_kind as RestrictionRow['kind'], started_at: jsonDate(row.restriction_started_at)!, ends_at: jsonDate(row.restriction_ends_at)! }
      : null,
    limits,
    login: row.login_started_at ? { startedAt: jsonDate(row.login_started_at)!, answeredAt: jsonDate(row.answered_at) } : null,
    realityIntervalMinutes: row.interval_minutes === null || row.interval_minutes === undefined ? null : Number(row.interval_minutes),
    loss: { day: Number(row.loss_day ?? 0), week: Number(row.loss_week ?? 0), month: Number(row.loss_month ?? 0) },
  };
}

export async function paidStakeRows(
  db: Queryable, playerId: number, sessionTokenHash: string | null, now: Date, periods: Record<LimitPeriod, { start: Date; end: Date }>,
): Promise<PaidStakeRows> {
  const statement = paidStakeStatement(playerId, sessionTokenHash, now, periods);
  return paidStakeRowsOf((await db.query(statement.sql, statement.params))[0]!);
}

/** Stakes and wins of the player's real-money rounds begun since `from`. */
export async function roundsSince(db: Queryable, playerId: number, from: Date): Promise<{ staked: number; won: number }> {
  const rows = await db.query<{ staked: string | null; won: string | null }>(
    `select sum(stake_cents) as staked, sum(win_cents) as won from game_rounds
      where player_id = $1 and not demo and status <> 'refunded' and created_at >= $2`,
    [playerId, from],
  );
  return { staked: Number(rows[0]?.staked ?? 0), won: Number(rows[0]?.won ?? 0) };
}

/** Every movement of the player's wallet in [from, to): when, what kind, how much (+ in, − out). */
export async function walletMovements(db: Queryable, playerId: number, from: Date, to: Date) {
  const rows = await db.query<{ created_at: Date; kind: string; amount: string }>(
    `select t.created_at, t.kind, e.amount_cents as amount from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id join accounts a on a.id = e.account_id and a.player_id = $1
      where t.created_at >= $2 and t.created_at < $3 order by t.id`,
    [playerId, from, to],
  );
  return rows.map((row) => ({ at: new Date(row.created_at), kind: row.kind, amount: Number(row.amount) }));
}

/**
 * The player's money (cash, bonus funds and pending withdrawals: every account of the player) at two moments, summed
 * from the ledger's entries: what the statement opens and closes with.
 */
export async function playerMoneyAt(db: Queryable, playerId: number, opening: Date, closing: Date): Promise<{ opening: number; closing: number }> {
  const rows = await db.query<{ opening: string | null; closing: string | null }>(
    `select sum(e.amount_cents) filter (where t.created_at < $2) as opening, sum(e.amount_cents) as closing
      from accounts a join ledger_entries e on e.account_id = a.id join ledger_transactions t on t.id = e.transaction_id
      where a.player_id = $1 and t.created_at < $3`,
    [playerId, opening, closing],
  );
  return { opening: Number(rows[0]?.opening ?? 0), closing: Number(rows[0]?.closing ?? 0) };
}
