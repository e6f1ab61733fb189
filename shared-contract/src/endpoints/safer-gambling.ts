import { Type, type Static } from '@sinclair/typebox';
import { PidParams } from '../common';
import { endpoint } from '../endpoint';


/** The limits a player can set: money deposited, money lost (stakes − wins), and time logged in. */
export const LimitKind = Type.Union([Type.Literal('deposit'), Type.Literal('loss'), Type.Literal('play-time')], {
  description: 'A limit is of kind deposit, loss or play-time.',
});
export type LimitKind = Static<typeof LimitKind>;

/** Calendar periods in `LIMIT_TIME_ZONE`. A play-time limit has only `day`. */
export const LimitPeriod = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')], {
  description: 'A limit is per day, week or month.',
});
export type LimitPeriod = Static<typeof LimitPeriod>;

/** How often the reality check comes, in minutes of a session; 60 unless the player chose otherwise. */
export const RealityCheckMinutes = Type.Union([Type.Literal(15), Type.Literal(30), Type.Literal(60)], {
  description: 'The reality check comes every 15, 30 or 60 minutes.',
});
export type RealityCheckMinutes = Static<typeof RealityCheckMinutes>;

export const TimeOutDuration = Type.Union([Type.Literal('24h'), Type.Literal('72h'), Type.Literal('7d'), Type.Literal('30d')], {
  description: 'A time-out lasts 24h, 72h, 7d or 30d.',
});
export type TimeOutDuration = Static<typeof TimeOutDuration>;

export const SelfExclusionDuration = Type.Union([Type.Literal('6m'), Type.Literal('1y'), Type.Literal('5y')], {
  description: 'A self-exclusion lasts 6m, 1y or 5y.',
});
export type SelfExclusionDuration = Static<typeof SelfExclusionDuration>;

const Instant = Type.String({ description: 'ISO 8601' });
const NullableInstant = Type.Union([Instant, Type.Null()]);
/** The largest limit: $1,000,000 in cents (a play-time limit is at most `MAX_PLAY_TIME_LIMIT_MINUTES`). */
export const MAX_LIMIT_AMOUNT = 100_000_000;
/** A day's play-time limit is at most the whole day. */
export const MAX_PLAY_TIME_LIMIT_MINUTES = 1440;
/** Cents for deposit and loss limits, minutes for play time; null: no limit. */
const LimitAmount = Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: MAX_LIMIT_AMOUNT })]);

/** A raise or removal the player asked for, which the old limit still overrules. */
export const PendingLimitChange = Type.Object({
  /** The asked-for limit (cents or minutes); null: remove the limit. */
  amount: LimitAmount,
  requested_at: Instant,
  /** From when the player may confirm it: 24 h after the request and after the period in force then has ended. */
  confirmable_at: Instant,
  /** Whether `confirmable_at` has passed: the change now waits only for the player's confirmation. */
  confirmable: Type.Boolean(),
});
export type PendingLimitChange = Static<typeof PendingLimitChange>;

/** One limit (kind × period) as it stands now. */
export const PlayerLimit = Type.Object({
  kind: LimitKind,
  period: LimitPeriod,
  /** The limit in force (cents or minutes); null: none. */
  amount: LimitAmount,
  /** What counts against it in the current period: cents deposited or lost, minutes played. A win can make `loss` negative. */
  used: Type.Integer(),
  /** `amount − used`, never below 0; null without a limit. */
  remaining: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** When the current period ends and `used` starts again from 0. */
  resets_at: Instant,
  pending: Type.Union([PendingLimitChange, Type.Null()]),
});
export type PlayerLimit = Static<typeof PlayerLimit>;

/** What the player may still do under the strictest limit of one kind. */
export const Allowance = Type.Object({
  /** Cents (deposit, loss) or minutes (play time); null: no limit of this kind. */
  remaining: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** When `remaining` next grows (the strictest limit's period ends); null without a limit. */
  changes_at: NullableInstant,
});
export type Allowance = Static<typeof Allowance>;

/** This session's figures, as the reality check shows them. Cents. */
export const SessionSummary = Type.Object({
  logged_in_at: Instant,
  staked: Type.Integer({ minimum: 0 }),
  won: Type.Integer({ minimum: 0 }),
  /** `won − staked`: negative when the player is down. */
  net: Type.Integer(),
});
export type SessionSummary = Static<typeof SessionSummary>;

export const RealityCheck = Type.Object({
  interval_minutes: RealityCheckMinutes,
  /** When this session's next check is due. */
  due_at: Instant,
  /** The check is due and unanswered: no paid round starts until it is answered. */
  due: Type.Boolean(),
});
export type RealityCheck = Static<typeof RealityCheck>;

/** A time-out or self-exclusion in force. It cannot be shortened or lifted early. */
export const PlayerRestriction = Type.Object({
  kind: Type.Union([Type.Literal('time-out'), Type.Literal('self-exclusion')]),
  started_at: Instant,
  ends_at: Instant,
});
export type PlayerRestriction = Static<typeof PlayerRestriction>;

/** GET /937/players/{pid}/safer-gambling: every tool's state, read by the account area, the host and the cashier. */
export const SaferGamblingState = Type.Object({
  /** The provider's clock when it answered: the site times its dialogues by the gap to `due_at`/`ends_at`, never by its own clock. */
  now: Instant,
  time_zone: Type.String(),
  /** Seven entries: deposit and loss × day, week, month, and play-time × day. */
  limits: Type.Array(PlayerLimit),
  deposit: Allowance,
  loss: Allowance,
  play_time: Type.Composite([Allowance, Type.Object({
    /** When today's play time runs out if the player stays logged in; null without a play-time limit. */
    ends_at: NullableInstant,
  })]),
  reality_check: RealityCheck,
  session: SessionSummary,
  /** The login before this session's; null for a first login. */
  previous_login_at: NullableInstant,
  /** Whether the player has ever deposited: the site offers a deposit limit before the first one. */
  has_deposited: Type.Boolean(),
});
export type SaferGamblingState = Static<typeof SaferGamblingState>;

/**
 * Set, lower, raise or remove one limit. Setting or lowering applies at once (0 is the strictest
 * limit: nothing more today, this week or month); raising, or removing with `amount: null` (the
 * only way to ask for a removal), becomes pending. The provider checks the body exactly as written
 * here: no value is converted (`"500"`, `true`, `[700]` and `""` are refused, not read as numbers or null).
 */
export const LimitChangeBody = Type.Object({
  kind: LimitKind,
  period: LimitPeriod,
  amount: Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: MAX_LIMIT_AMOUNT })], {
    description: `A limit is a whole number of cents from 0 to ${MAX_LIMIT_AMOUNT} (of minutes from 0 to ${MAX_PLAY_TIME_LIMIT_MINUTES} for play time), or null to ask for its removal.`,
  }),
});
export type LimitChangeBody = Static<typeof LimitChangeBody>;

/** Names the limit whose pending change is confirmed or withdrawn. */
export const LimitRef = Type.Object({ kind: LimitKind, period: LimitPeriod });
export type LimitRef = Static<typeof LimitRef>;

export const RealityCheckBody = Type.Object({ interval_minutes: RealityCheckMinutes });
export type RealityCheckBody = Static<typeof RealityCheckBody>;

/** The player's answer to a due reality check (Log out is the logout call). */
export const RealityCheckAnswerBody = Type.Object({
  answer: Type.Union([Type.Literal('continue'), Type.Literal('view-activity')], { description: 'The answer is continue or view-activity.' }),
});
export type RealityCheckAnswerBody = Static<typeof RealityCheckAnswerBody>;

export const TimeOutBody = Type.Object({ duration: TimeOutDuration });
export type TimeOutBody = Static<typeof TimeOutBody>;

/** `confirmation` must be `SELF_EXCLUSION_PHRASE`, typed by the player. */
export const SelfExclusionBody = Type.Object({
  duration: SelfExclusionDuration,
  confirmation: Type.String({ maxLength: 40, description: 'The confirmation is the phrase typed, at most 40 characters.' }),
});
export type SelfExclusionBody = Static<typeof SelfExclusionBody>;

/**
 * A self-exclusion asked for with the password instead of a session: the one thing a player on a
 * time-out (whose every session is refused) can still do, so a longer protection never waits for a
 * shorter one to end. It opens no session.
 */
export const PasswordSelfExclusionBody = Type.Composite([
  Type.Object({
    login: Type.String({ minLength: 1, maxLength: 200, description: 'The login is the login name or e-mail.' }),
    password: Type.String({ minLength: 1, maxLength: 200, description: 'The password is the account’s password.' }),
  }),
  SelfExclusionBody,
]);
export type PasswordSelfExclusionBody = Static<typeof PasswordSelfExclusionBody>;

/** A time-out or self-exclusion has started: every session of the player has ended. */
export const RestrictionAnswer = Type.Object({ restriction: PlayerRestriction, message: Type.String() });
export type RestrictionAnswer = Static<typeof RestrictionAnswer>;

/** The first and last day a statement may cover. */
export const STATEMENT_FIRST_DAY = '2000-01-01';
export const STATEMENT_LAST_DAY = '2099-12-31';
/** A calendar day (`format: 'date'`: no February 31st) of the years a statement covers. */
const StatementDay = Type.String({
  format: 'date',
  pattern: '^20\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  description: `The statement's days are calendar days written YYYY-MM-DD, from ${STATEMENT_FIRST_DAY} to ${STATEMENT_LAST_DAY}.`,
});

export const StatementQuery = Type.Object({
  by: Type.Union([Type.Literal('day'), Type.Literal('month')], { description: 'A statement is by day or by month.' }),
  /** First and last day, `YYYY-MM-DD` in `LIMIT_TIME_ZONE`; at most 366 days apart. */
  from: StatementDay,
  to: StatementDay,
});
export type StatementQuery = Static<typeof StatementQuery>;

/**
 * One day or month of the ledger, in cents. Every ledger movement of the player's money (cash, bonus funds and
 * pending withdrawals) is in exactly one column; a move between the player's own accounts (a withdrawal requested,
 * cancelled or rejected, a bonus released to cash) changes none of it and is in none.
 */
export const StatementRow = Type.Object({
  /** `YYYY-MM-DD` by day, `YYYY-MM` by month. */
  period: Type.String(),
  /** Deposits credited. */
  deposits: Type.Integer({ minimum: 0 }),
  /** Stakes of paid rounds (from cash and bonus funds) and jackpot contributions. */
  stakes: Type.Integer({ minimum: 0 }),
  /** What rounds paid (free spins' winnings and an unfinished round's refund too) and jackpot prizes claimed. */
  wins: Type.Integer({ minimum: 0 }),
  /**
   * Promotions' money: coupon bonuses, the daily reward and cashback credited, less what was taken back (bonus funds
   * forfeited by a cancelled coupon, a withdrawal or a self-exclusion; a coupon's max cashout, bonus funds first, then cash).
   */
  bonuses: Type.Integer(),
  /** `wins + bonuses − stakes`: what play and promotions changed the player's money by. */
  net: Type.Integer(),
  /** Withdrawals paid out in the period (a requested or approved one is still the player's money, pending). */
  withdrawals: Type.Integer({ minimum: 0 }),
});
export type StatementRow = Static<typeof StatementRow>;

/** The activity statement: a row for every day or month with any movement, oldest first, and their totals. */
export const ActivityStatement = Type.Object({
  time_zone: Type.String(),
  by: Type.Union([Type.Literal('day'), Type.Literal('month')]),
  rows: Type.Array(StatementRow),
  totals: Type.Omit(StatementRow, ['period']),
  /**
   * The player's money at the start and the end of the range: cash, bonus funds and pending withdrawals.
   * It reconciles to the cent: `deposits − withdrawals + net = closing_balance − opening_balance`.
   */
  opening_balance: Type.Integer(),
  closing_balance: Type.Integer(),
  /** Lines the player must read beside the figures, e.g. a withdrawal the provider made on a self-exclusion. */
  notes: Type.Array(Type.String()),
});
export type ActivityStatement = Static<typeof ActivityStatement>;

/**
 * The safer-gambling tools (docs/decisions/016-safer-gambling.md). The provider owns every rule;
 * these calls read the state and ask for changes.
 */
export const saferGamblingEndpoints = {
  state: endpoint('GET', '/937/players/:pid/safer-gambling', { params: PidParams, response: SaferGamblingState }, { auth: 'player' }),
  changeLimit: endpoint('PUT', '/937/players/:pid/safer-gambling/limits', { params: PidParams, body: LimitChangeBody, response: SaferGamblingState }, { auth: 'player' }),
  /** Confirms a pending raise or removal once it is confirmable; a password login's session only. */
  confirmLimit: endpoint('POST', '/937/players/:pid/safer-gambling/limits/confirm', { params: PidParams, body: LimitRef, response: SaferGamblingState }, { auth: 'player' }),
  /** Withdraws a pending raise or removal: the limit in force stays. */
  withdrawLimitChange: endpoint('POST', '/937/players/:pid/safer-gambling/limits/withdraw', { params: PidParams, body: LimitRef, response: SaferGamblingState }, { auth: 'player' }),
  realityCheck: endpoint('PUT', '/937/players/:pid/safer-gambling/reality-check', { params: PidParams, body: RealityCheckBody, response: SaferGamblingState }, { auth: 'player' }),
  answerRealityCheck: endpoint('POST', '/937/players/:pid/safer-gambling/reality-check/answer', {
    params: PidParams, body: RealityCheckAnswerBody, response: SaferGamblingState,
  }, { auth: 'player' }),
  timeOut: endpoint('POST', '/937/players/:pid/safer-gambling/time-out', { params: PidParams, body: TimeOutBody, response: RestrictionAnswer }, { auth: 'player' }),
  selfExclusion: endpoint('POST', '/937/players/:pid/safer-gambling/self-exclusion', {
    params: PidParams, body: SelfExclusionBody, response: RestrictionAnswer,
  }, { auth: 'player' }),
  /** A self-exclusion with the login and password (captcha-guarded like the login); it opens no session. */
  passwordSelfExclusion: endpoint('POST', '/937/login/self-exclusion', { body: PasswordSelfExclusionBody, response: RestrictionAnswer }),
  statement: endpoint('GET', '/937/players/:pid/safer-gambling/statement', { params: PidParams, querystring: StatementQuery, response: ActivityStatement }, { auth: 'player' }),
};
