import { Type, type Static } from '@sinclair/typebox';
import { PidParams } from '../common';
import { endpoint } from '../endpoint';


/** The limits a player can set: money deposited, money lost (stakes − wins), and time logged in. */
export const LimitKind = Type.Union([Type.Literal('deposit'), Type.Literal('loss'), Type.Literal('play-time')]);
export type LimitKind = Static<typeof LimitKind>;

/** Calendar periods in `LIMIT_TIME_ZONE`. A play-time limit has only `day`. */
export const LimitPeriod = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);
export type LimitPeriod = Static<typeof LimitPeriod>;

/** How often the reality check comes, in minutes of a session; 60 unless the player chose otherwise. */
export const RealityCheckMinutes = Type.Union([Type.Literal(15), Type.Literal(30), Type.Literal(60)]);
export type RealityCheckMinutes = Static<typeof RealityCheckMinutes>;

export const TimeOutDuration = Type.Union([Type.Literal('24h'), Type.Literal('72h'), Type.Literal('7d'), Type.Literal('30d')]);
export type TimeOutDuration = Static<typeof TimeOutDuration>;

export const SelfExclusionDuration = Type.Union([Type.Literal('6m'), Type.Literal('1y'), Type.Literal('5y')]);
export type SelfExclusionDuration = Static<typeof SelfExclusionDuration>;

const Instant = Type.String({ description: 'ISO 8601' });
const NullableInstant = Type.Union([Instant, Type.Null()]);
/** Cents for deposit and loss limits, minutes for play time; null: no limit (first: the provider coerces request types, and null must not become 0). */
const LimitAmount = Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 100_000_000 })]);

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

/** Set, lower, raise or remove one limit. Lowering or setting applies at once; raising or removing becomes pending. */
export const LimitChangeBody = Type.Object({ kind: LimitKind, period: LimitPeriod, amount: LimitAmount });
export type LimitChangeBody = Static<typeof LimitChangeBody>;

/** Names the limit whose pending change is confirmed or withdrawn. */
export const LimitRef = Type.Object({ kind: LimitKind, period: LimitPeriod });
export type LimitRef = Static<typeof LimitRef>;

export const RealityCheckBody = Type.Object({ interval_minutes: RealityCheckMinutes });
export type RealityCheckBody = Static<typeof RealityCheckBody>;

/** The player's answer to a due reality check (Log out is the logout call). */
export const RealityCheckAnswerBody = Type.Object({ answer: Type.Union([Type.Literal('continue'), Type.Literal('view-activity')]) });
export type RealityCheckAnswerBody = Static<typeof RealityCheckAnswerBody>;

export const TimeOutBody = Type.Object({ duration: TimeOutDuration });
export type TimeOutBody = Static<typeof TimeOutBody>;

/** `confirmation` must be `SELF_EXCLUSION_PHRASE`, typed by the player. */
export const SelfExclusionBody = Type.Object({ duration: SelfExclusionDuration, confirmation: Type.String({ maxLength: 40 }) });
export type SelfExclusionBody = Static<typeof SelfExclusionBody>;

/** A time-out or self-exclusion has started: every session of the player has ended. */
export const RestrictionAnswer = Type.Object({ restriction: PlayerRestriction, message: Type.String() });
export type RestrictionAnswer = Static<typeof RestrictionAnswer>;

export const StatementQuery = Type.Object({
  by: Type.Union([Type.Literal('day'), Type.Literal('month')]),
  /** First and last day, `YYYY-MM-DD` in `LIMIT_TIME_ZONE`; at most 366 days apart. */
  from: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});
export type StatementQuery = Static<typeof StatementQuery>;

/** One day or month of the ledger. Cents. */
export const StatementRow = Type.Object({
  /** `YYYY-MM-DD` by day, `YYYY-MM` by month. */
  period: Type.String(),
  deposits: Type.Integer({ minimum: 0 }),
  stakes: Type.Integer({ minimum: 0 }),
  wins: Type.Integer({ minimum: 0 }),
  /** Bonus money credited (coupons, rewards, cashback), less bonus money forfeited (a cancelled coupon, a max cashout). */
  bonuses: Type.Integer(),
  /** `wins + bonuses − stakes`: what play changed the balance by. */
  net: Type.Integer(),
});
export type StatementRow = Static<typeof StatementRow>;

/** The activity statement: a row for every day or month with any movement, oldest first, and their totals. */
export const ActivityStatement = Type.Object({
  time_zone: Type.String(),
  by: Type.Union([Type.Literal('day'), Type.Literal('month')]),
  rows: Type.Array(StatementRow),
  totals: Type.Omit(StatementRow, ['period']),
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
  statement: endpoint('GET', '/937/players/:pid/safer-gambling/statement', { params: PidParams, querystring: StatementQuery, response: ActivityStatement }, { auth: 'player' }),
};
