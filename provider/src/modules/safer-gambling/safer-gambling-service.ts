import {
  LIMIT_COOLING_OFF_HOURS, LIMIT_TIME_ZONE, MAX_PLAY_TIME_LIMIT_MINUTES, REALITY_CHECK_DUE_MESSAGE, SELF_EXCLUSION_PHRASE, depositLimitMessage, formatLimitInstant,
  lossLimitMessage, playTimeLimitMessage, selfExclusionMessage, timeOutMessage,
  type Allowance, type LimitChangeBody, type LimitKind, type LimitPeriod, type LimitRef, type PlayerLimit, type RealityCheckMinutes,
  type RestrictionAnswer, type SaferGamblingState, type SelfExclusionDuration, type TimeOutDuration,
} from 'shared-contract';
import type { AppContext, SessionPlayer } from '../../app-context';
import type { Queryable } from '../../db/database';
import type { DomainQuestions, OpeningRead, PaidActOpening } from '../../domain-events';
import { transactionMemo } from '../../db/transaction-memo';
import { badRequest, conflict, forbidden } from '../../lib/api-error';
import { getPlayer, lockPlayer } from '../players';
import { playerSessionsOverlapping, previousLoginAt, sessionLogin } from '../session';
import { periodAt, periodsAt } from './calendar-periods';
import {
  depositedBetween, dropPending, insertAudit, insertRestriction, limitRows, lossBetween, paidStakeRows, paidStakeRowsOf, paidStakeStatement, pendingRows, realityAnsweredAt, realityInterval,
  restrictionInForce, restrictionOfPerson, roundsSince, saveLimit, savePending, saveRealityAnswer, saveRealityInterval, type LimitRow, type PaidStakeRows,
  type RestrictionRow,
} from './safer-gambling-repository';

/** Every limit a player can hold, in the order the state lists them. */
export const LIMIT_SLOTS: ReadonlyArray<{ kind: LimitKind; period: LimitPeriod }> = [
  { kind: 'deposit', period: 'day' }, { kind: 'deposit', period: 'week' }, { kind: 'deposit', period: 'month' },
  { kind: 'loss', period: 'day' }, { kind: 'loss', period: 'week' }, { kind: 'loss', period: 'month' },
  { kind: 'play-time', period: 'day' },
];

export const DEFAULT_REALITY_CHECK_MINUTES: RealityCheckMinutes = 60;
/** A session's play time runs to its last request plus this (an abandoned tab stops counting). */
export const PLAY_TIME_GRACE_MS = 2 * 60_000;
const MINUTE_MS = 60_000;
const COOLING_OFF_MS = LIMIT_COOLING_OFF_HOURS * 3600_000;

const TIME_OUT_MS: Record<TimeOutDuration, number> = { '24h': 24 * 3600_000, '72h': 72 * 3600_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };
const EXCLUSION_MONTHS: Record<SelfExclusionDuration, number> = { '6m': 6, '1y': 12, '5y': 60 };

const addMonths = (at: Date, months: number) => {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

const restrictionMessage = (restriction: RestrictionRow) =>
  restriction.kind === 'time-out' ? timeOutMessage(restriction.ends_at) : selfExclusionMessage(restriction.ends_at);

/** Minutes the player was logged in and active during the day (or other period) containing `now`, up to `now`. */
async function playMinutes(db: Queryable, playerId: number, period: LimitPeriod, now: Date): Promise<number> {
  const { start } = periodAt(period, now);
  const sessions = await playerSessionsOverlapping(db, playerId, start, now);
  const spans = sessions
    .map((session) => {
      const lastSeen = new Date(session.last_seen_at ?? session.created_at).getTime() + PLAY_TIME_GRACE_MS;
      const end = Math.min(session.ended_at ? new Date(session.ended_at).getTime() : Infinity, new Date(session.expires_at).getTime(), lastSeen, now.getTime());
      return [Math.max(new Date(session.created_at).getTime(), start.getTime()), end] as const;
    })
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  // Two tabs at once are one player's time once.
  let total = 0;
  let reach = -Infinity;
  for (const [from, to] of spans) {
    const begin = Math.max(from, reach);
    if (to > begin) total += to - begin;
    reach = Math.max(reach, to);
  }
  return Math.floor(total / MINUTE_MS);
}

/** What counts against a limit of this kind in the period containing `now`. */
async function usedIn(db: Queryable, playerId: number, kind: LimitKind, period: LimitPeriod, now: Date): Promise<number> {
  const { start, end } = periodAt(period, now);
  if (kind === 'deposit') return depositedBetween(db, playerId, start, end);
  if (kind === 'loss') return lossBetween(db, playerId, { start, end });
  return playMinutes(db, playerId, period, now);
}

interface Standing { limit: LimitRow; used: number; remaining: number; resetsAt: Date }

/** Each limit of `kind` the player holds with what is used and left of it now. */
async function standings(db: Queryable, playerId: number, kind: LimitKind, now: Date, limits?: LimitRow[]): Promise<Standing[]> {
  const held = (limits ?? (await limitRows(db, playerId))).filter((limit) => limit.kind === kind);
  return Promise.all(held.map(async (limit) => {
    const used = await usedIn(db, playerId, kind, limit.period, now);
    return { limit, used, remaining: Math.max(0, limit.amount - used), resetsAt: periodAt(limit.period, now).end };
  }));
}

/** The strictest limit decides: the least left, and when that next grows. */
function binding(standing: Standing[]): Standing | null {
  return standing.reduce<Standing | null>((best, next) => (!best || next.remaining < best.remaining ? next : best), null);
}

const allowanceOf = (standing: Standing[]): Allowance => {
  const strictest = binding(standing);
  return strictest ? { remaining: strictest.remaining, changes_at: strictest.resetsAt.toISOString() } : { remaining: null, changes_at: null };
};

/*
 * The rules other modules ask about (domain questions), each inside the caller's transaction.
 */

/** The day's play time used up, in words; null: time is left or there is no limit. */
async function playTimeRefusal(db: Queryable, playerId: number, now: Date, limits?: LimitRow[]): Promise<string | null> {
  const playTime = (await standings(db, playerId, 'play-time', now, limits))[0];
  return playTime && playTime.remaining <= 0 ? playTimeLimitMessage(playTime.resetsAt) : null;
}

/** A time-out, a self-exclusion or the day's play time used up refuses a new session; null: none. */
export async function sessionRefusal(ctx: AppContext, db: Queryable, playerId: number): Promise<string | null> {
  const now = ctx.now();
  const restriction = await restrictionInForce(db, playerId, now);
  if (restriction) return restrictionMessage(restriction);
  return playTimeRefusal(db, playerId, now);
}

/**
 * A restriction covers the person, not the login: a signup, or a login to another account, with the
 * same e-mail (as its mailbox reads it) or the same legal name and birth date is refused in the
 * restriction's words, and the match is recorded in the restricted player's audit. Written outside
 * the caller's transaction: the refusal rolls that back, the audit stays.
 */
export async function personRefusal(ctx: AppContext, ask: DomainQuestions['person-refusal']['ask']): Promise<string | null> {
  const match = ask.via === 'signup' ? await restrictionOfPerson(ctx.db, ask, ctx.now()) : await restrictionInForce(ctx.db, ask.playerId, ctx.now());
  if (!match) return null;
  if (match.matched_by !== 'account') {
    await insertAudit(ctx.db, {
      playerId: match.player_id, sessionId: null, action: 'person matched', oldValue: ask.via === 'login' ? `player ${ask.playerId}` : null,
      newValue: `${ask.via}: ${match.matched_by}`, at: ctx.now(),
    });
  }
  return restrictionMessage(match);
}

/**
 * A session's reality check: the player's interval, and when it is due (its login, or last answer,
 * plus the interval). It belongs to the login, so a renewed session carries on its due time.
 */
async function realityCheckOf(db: Queryable, playerId: number, sessionTokenHash: string) {
  const login = await sessionLogin(db, sessionTokenHash);
  const startedAt = login?.startedAt ?? null;
  const since = (login ? await realityAnsweredAt(db, login.key) : null) ?? startedAt;
  const interval = ((await realityInterval(db, playerId)) ?? DEFAULT_REALITY_CHECK_MINUTES) as RealityCheckMinutes;
  return { loginKey: login?.key ?? sessionTokenHash, startedAt, interval, dueAt: since ? new Date(since.getTime() + interval * MINUTE_MS) : null };
}

/** What one act's paid stakes are judged by, read once (the restriction, the play time, the reality check, the loss limits). */
interface PaidStakeRules {
  refusal: string | null;
  realityDueAt: Date | null;
  losses: Array<{ remaining: number; resetsAt: Date }>;
}

/**
 * A transaction's paid-stake rules by player and session: an act may stake more than once (a double, a split, a raise),
 * and each stake is judged by the same reads, under the player's lock; nothing this module owns changes during the act.
 */
const paidStakeRulesRead = transactionMemo<string, PaidStakeRules>();
const rulesKey = (playerId: number, sessionTokenHash: string | null) => `${playerId}:${sessionTokenHash ?? ''}`;

async function paidStakeRules(db: Queryable, playerId: number, sessionTokenHash: string | null, now: Date): Promise<PaidStakeRules> {
  const key = rulesKey(playerId, sessionTokenHash);
  const kept = paidStakeRulesRead.get(db, key);
  if (kept) return kept;
  const rules = await rulesOf(db, playerId, sessionTokenHash, now, await paidStakeRows(db, playerId, sessionTokenHash, now, periodsAt(now)));
  paidStakeRulesRead.set(db, key, rules);
  return rules;
}

/** What a paid stake is judged by, from the statement's reads. */
async function rulesOf(db: Queryable, playerId: number, sessionTokenHash: string | null, now: Date, rows: PaidStakeRows): Promise<PaidStakeRules> {
  const periods = periodsAt(now);
  // The same question as at the site: a game token's stake stops at the play time limit, whatever the site has asked since.
  const refusal = rows.restriction
    ? restrictionMessage(rows.restriction)
    : rows.limits.some((limit) => limit.kind === 'play-time') ? await playTimeRefusal(db, playerId, now, rows.limits) : null;
  const since = rows.login ? rows.login.answeredAt ?? rows.login.startedAt : null;
  const interval = rows.realityIntervalMinutes ?? DEFAULT_REALITY_CHECK_MINUTES;
  return {
    refusal,
    realityDueAt: sessionTokenHash && since ? new Date(since.getTime() + interval * MINUTE_MS) : null,
    losses: rows.limits.filter((limit) => limit.kind === 'loss').map((limit) => ({
      remaining: Math.max(0, limit.amount - rows.loss[limit.period]), resetsAt: periods[limit.period].end,
    })),
  };
}

/**
 * The rules' part of a paid act's opening read (decision 044), for an act that starts a round (it stakes): kept as
 * `paidStakeRules` keeps them, so the act's stakes are judged without a read of their own.
 */
export function paidStakeOpeningRead(act: PaidActOpening): OpeningRead | null {
  if (!act.startsRound) return null;
  const { playerId, sessionTokenHash, now } = act;
  return {
    ...paidStakeStatement(playerId, sessionTokenHash, now, periodsAt(now)),
    keep: async (tx, rows) => {
      paidStakeRulesRead.set(tx, rulesKey(playerId, sessionTokenHash), await rulesOf(tx, playerId, sessionTokenHash, now, paidStakeRowsOf(rows[0]!)));
    },
  };
}

/** Whether a paid stake of `stakeCents` (the act's stakes in all) may be taken now. */
export async function paidStakeRefusal(
  ctx: AppContext, db: Queryable, ask: { playerId: number; sessionTokenHash: string | null; stakeCents: number },
): Promise<string | null> {
  const now = ctx.now();
  const rules = await paidStakeRules(db, ask.playerId, ask.sessionTokenHash, now);
  if (rules.refusal) return rules.refusal;
  if (rules.realityDueAt && now >= rules.realityDueAt) return REALITY_CHECK_DUE_MESSAGE;
  // The strictest limit the act's stakes would pass decides.
  const strictest = rules.losses.filter((loss) => ask.stakeCents > loss.remaining)
    .reduce<PaidStakeRules['losses'][number] | null>((best, next) => (!best || next.remaining < best.remaining ? next : best), null);
  return strictest ? lossLimitMessage(strictest.remaining, strictest.resetsAt) : null;
}

/** Whether a deposit of `amountCents` may be taken now. */
export async function depositRefusal(ctx: AppContext, db: Queryable, ask: { playerId: number; amountCents: number }): Promise<string | null> {
  const now = ctx.now();
  const restriction = await restrictionInForce(db, ask.playerId, now);
  if (restriction) return restrictionMessage(restriction);
  const strictest = binding(await standings(db, ask.playerId, 'deposit', now));
  return strictest && ask.amountCents > strictest.remaining ? depositLimitMessage(strictest.remaining, strictest.resetsAt) : null;
}

/** The deposit allowance now, as the sandbox cashier's page shows it. */
export async function depositAllowance(ctx: AppContext, playerId: number): Promise<Allowance> {
  return allowanceOf(await standings(ctx.db, playerId, 'deposit', ctx.now()));
}

/*
 * What the player reads and asks for.
 */

export async function saferGamblingState(ctx: AppContext, session: SessionPlayer): Promise<SaferGamblingState> {
  const { db } = ctx;
  const now = ctx.now();
  const playerId = session.playerId;
  const [limits, pending] = await Promise.all([limitRows(db, playerId), pendingRows(db, playerId)]);
  const byKind = {
    deposit: await standings(db, playerId, 'deposit', now, limits),
    loss: await standings(db, playerId, 'loss', now, limits),
    'play-time': await standings(db, playerId, 'play-time', now, limits),
  };
  const rows: PlayerLimit[] = [];
  for (const { kind, period } of LIMIT_SLOTS) {
    const standing = byKind[kind].find((entry) => entry.limit.period === period);
    const change = pending.find((entry) => entry.kind === kind && entry.period === period);
    rows.push({
      kind, period,
      amount: standing?.limit.amount ?? null,
      used: standing?.used ?? (await usedIn(db, playerId, kind, period, now)),
      remaining: standing ? standing.remaining : null,
      resets_at: periodAt(period, now).end.toISOString(),
      pending: change
        ? { amount: change.amount, requested_at: change.requested_at.toISOString(), confirmable_at: change.confirmable_at.toISOString(), confirmable: now >= change.confirmable_at }
        : null,
    });
  }
  const playTime = allowanceOf(byKind['play-time']);
  const { startedAt, interval, dueAt: due } = await realityCheckOf(db, playerId, session.tokenHash);
  const loggedInAt = startedAt ?? now;
  const dueAt = due ?? new Date(loggedInAt.getTime() + interval * MINUTE_MS);
  const figures = await roundsSince(db, playerId, loggedInAt);
  const previous = await previousLoginAt(db, playerId, session.tokenHash);
  return {
    now: now.toISOString(),
    time_zone: LIMIT_TIME_ZONE,
    limits: rows,
    deposit: allowanceOf(byKind.deposit),
    loss: allowanceOf(byKind.loss),
    play_time: { ...playTime, ends_at: playTime.remaining === null ? null : new Date(now.getTime() + playTime.remaining * MINUTE_MS).toISOString() },
    reality_check: { interval_minutes: interval, due_at: dueAt.toISOString(), due: now >= dueAt },
    session: { logged_in_at: loggedInAt.toISOString(), staked: figures.staked, won: figures.won, net: figures.won - figures.staked },
    previous_login_at: previous ? previous.toISOString() : null,
    has_deposited: (await getPlayer(db, playerId)).first_deposit_at !== null,
  };
}

const valueText = (amount: number | null) => (amount === null ? 'none' : String(amount));

function checkLimitChange({ kind, period, amount }: LimitChangeBody) {
  if (kind === 'play-time') {
    if (period !== 'day') throw badRequest('A play-time limit is set per day.');
    if (amount !== null && amount > MAX_PLAY_TIME_LIMIT_MINUTES) {
      throw badRequest(`A play-time limit is a whole number of minutes from 0 to ${MAX_PLAY_TIME_LIMIT_MINUTES} (24 hours).`);
    }
  }
}

/**
 * Setting a limit, or lowering one, applies at once. Raising or removing one waits for the
 * cooling-off and the end of the period in force, then for the player's confirmation.
 */
export async function changeLimit(ctx: AppContext, session: SessionPlayer, change: LimitChangeBody): Promise<SaferGamblingState> {
  checkLimitChange(change);
  const { kind, period, amount } = change;
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, session.playerId);
    const now = ctx.now();
    const current = (await limitRows(tx, session.playerId)).find((limit) => limit.kind === kind && limit.period === period)?.amount ?? null;
    const audit = { playerId: session.playerId, sessionId: session.sessionId, kind, period, oldValue: valueText(current), at: now };
    const stricter = amount !== null && (current === null || amount <= current);
    if (stricter) {
      await saveLimit(tx, session.playerId, kind, period, amount);
      await dropPending(tx, session.playerId, kind, period);
      await insertAudit(tx, { ...audit, action: 'limit set', newValue: valueText(amount), effectiveFrom: now });
      return;
    }
    if (current === null) {
      await dropPending(tx, session.playerId, kind, period);
      return;
    }
    const confirmableAt = new Date(Math.max(now.getTime() + COOLING_OFF_MS, periodAt(period, now).end.getTime()));
    await savePending(tx, session.playerId, { kind, period, amount, requested_at: now, confirmable_at: confirmableAt });
    await insertAudit(tx, { ...audit, action: amount === null ? 'removal requested' : 'raise requested', newValue: valueText(amount), effectiveFrom: confirmableAt });
  });
  return saferGamblingState(ctx, session);
}

export async function confirmLimit(ctx: AppContext, session: SessionPlayer, { kind, period }: LimitRef): Promise<SaferGamblingState> {
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, session.playerId);
    const now = ctx.now();
    const change = (await pendingRows(tx, session.playerId)).find((entry) => entry.kind === kind && entry.period === period);
    if (!change) throw conflict('There is no change of this limit waiting for your confirmation.');
    if (now < change.confirmable_at) throw conflict(`You can confirm this change from ${formatLimitInstant(change.confirmable_at)}.`);
    const current = (await limitRows(tx, session.playerId)).find((limit) => limit.kind === kind && limit.period === period)?.amount ?? null;
    await saveLimit(tx, session.playerId, kind, period, change.amount);
    await dropPending(tx, session.playerId, kind, period);
    await insertAudit(tx, {
      playerId: session.playerId, sessionId: session.sessionId, action: 'change confirmed', kind, period,
      oldValue: valueText(current), newValue: valueText(change.amount), effectiveFrom: now, at: now,
    });
  });
  return saferGamblingState(ctx, session);
}

export async function withdrawLimitChange(ctx: AppContext, session: SessionPlayer, { kind, period }: LimitRef): Promise<SaferGamblingState> {
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, session.playerId);
    const change = (await pendingRows(tx, session.playerId)).find((entry) => entry.kind === kind && entry.period === period);
    if (!change) return;
    await dropPending(tx, session.playerId, kind, period);
    await insertAudit(tx, {
      playerId: session.playerId, sessionId: session.sessionId, action: 'change withdrawn', kind, period, newValue: valueText(change.amount), at: ctx.now(),
    });
  });
  return saferGamblingState(ctx, session);
}

/**
 * A shorter interval applies at once from any session. A longer one loosens a protection, like
 * raising a limit: only a password login's session may ask for it (decision 016: at once, without a
 * cooling-off), and never while a check is due, which it would otherwise skip.
 */
export async function setRealityCheck(ctx: AppContext, session: SessionPlayer, minutes: RealityCheckMinutes): Promise<SaferGamblingState> {
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, session.playerId);
    const old = await realityInterval(tx, session.playerId);
    if (minutes > (old ?? DEFAULT_REALITY_CHECK_MINUTES)) {
      if (session.scope !== 'full') throw forbidden('Please log in with your password to make the reality check less frequent.');
      const { dueAt } = await realityCheckOf(tx, session.playerId, session.tokenHash);
      if (dueAt && ctx.now() >= dueAt) throw conflict(REALITY_CHECK_DUE_MESSAGE);
    }
    await saveRealityInterval(tx, session.playerId, minutes);
    await insertAudit(tx, {
      playerId: session.playerId, sessionId: session.sessionId, action: 'reality check interval', oldValue: valueText(old ?? DEFAULT_REALITY_CHECK_MINUTES),
      newValue: String(minutes), effectiveFrom: ctx.now(), at: ctx.now(),
    });
  });
  return saferGamblingState(ctx, session);
}

/** Continue or View activity: the next check is one interval from now. */
export async function answerRealityCheck(ctx: AppContext, session: SessionPlayer): Promise<SaferGamblingState> {
  const { loginKey } = await realityCheckOf(ctx.db, session.playerId, session.tokenHash);
  await saveRealityAnswer(ctx.db, loginKey, ctx.now());
  return saferGamblingState(ctx, session);
}

/** Who asks for a restriction: a session's player, or a player who gave the password without one (no session id). */
type Requester = Pick<SessionPlayer, 'playerId'> & { sessionId: string | null };

async function restrict(ctx: AppContext, session: Requester, kind: RestrictionRow['kind'], endsAt: Date): Promise<RestrictionAnswer> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, session.playerId);
    const current = await restrictionInForce(tx, session.playerId, now);
    // Nothing shortens a time-out or an exclusion: only a longer one may follow it.
    if (current && current.ends_at >= endsAt) throw conflict(`${restrictionMessage(current)} It cannot be shortened.`);
    await insertRestriction(tx, session.playerId, { kind, started_at: now, ends_at: endsAt });
    await insertAudit(tx, {
      playerId: session.playerId, sessionId: session.sessionId, action: kind, oldValue: current ? current.ends_at.toISOString() : null,
      newValue: endsAt.toISOString(), effectiveFrom: now, at: now,
    });
    await ctx.events.publish(tx, 'player.restricted', { playerId: session.playerId, kind, endsAt }, {});
  });
  const restriction = { kind, started_at: now.toISOString(), ends_at: endsAt.toISOString() };
  return { restriction, message: kind === 'time-out' ? timeOutMessage(endsAt) : selfExclusionMessage(endsAt) };
}

export function takeTimeOut(ctx: AppContext, session: SessionPlayer, duration: TimeOutDuration): Promise<RestrictionAnswer> {
  return restrict(ctx, session, 'time-out', new Date(ctx.now().getTime() + TIME_OUT_MS[duration]));
}

export function selfExclude(ctx: AppContext, session: Requester, duration: SelfExclusionDuration, confirmation: string): Promise<RestrictionAnswer> {
  if (confirmation !== SELF_EXCLUSION_PHRASE) throw badRequest(`Please type ${SELF_EXCLUSION_PHRASE} to confirm your self-exclusion.`);
  return restrict(ctx, session, 'self-exclusion', addMonths(ctx.now(), EXCLUSION_MONTHS[duration]));
}
