import { Type, type Static } from '@sinclair/typebox';
import { PidParams } from '../common';
import { endpoint } from '../endpoint';

/**
 * The game client's own API on the game server (`/games/api/…`), called by the game client page
 * with the game token of POST /games/session, and the provider's round calls on the API
 * (spin, game recall). Every answer has a common envelope; what a round or a game's config holds
 * depends on the game's engine, so those parts are free-form objects here.
 */

/** The rules a title plays by; the game client picks its table or reels by this. */
export const GameEngine = Type.Union([
  Type.Literal('slot'),
  Type.Literal('video-poker'),
  Type.Literal('blackjack'),
  Type.Literal('roulette'),
  Type.Literal('baccarat'),
  Type.Literal('sic-bo'),
  Type.Literal('craps'),
  Type.Literal('war'),
  Type.Literal('crash'),
  Type.Literal('tri-card-poker'),
  Type.Literal('red-dog'),
  Type.Literal('caribbean-stud'),
  Type.Literal('let-em-ride'),
]);
export type GameEngine = Static<typeof GameEngine>;

/** An engine-specific object (a round's outcome, a game's config): its keys depend on the engine. */
const EngineSpecific = Type.Record(Type.String(), Type.Unknown());

/** One round as the player may see it (stake, result, balances); amounts in dollars. */
export const GameRound = Type.Object({
  id: Type.Integer(),
  game_code: Type.String(),
  engine: GameEngine,
  /** `open`: a multi-step round (poker draw, blackjack, card tables) waiting for the player. */
  status: Type.Union([Type.Literal('open'), Type.Literal('settled'), Type.Literal('refunded')]),
  stake: Type.Number(),
  win: Type.Number(),
  free_spin: Type.Boolean(),
  balance_before: Type.Number(),
  balance_after: Type.Union([Type.Number(), Type.Null()]),
  /** What the engine shows of the round: reels and line wins, cards, the wheel's pocket, the crash point… */
  outcome: Type.Union([EngineSpecific, Type.Null()]),
  started_at: Type.String(),
  settled_at: Type.Union([Type.String(), Type.Null()]),
});
export type GameRound = Static<typeof GameRound>;

/** The lobby jackpot's part in a paid spin of an opted-in player (null when not opted in). */
export const JackpotSpin = Type.Object({
  /** Dollars added to the pool by this spin (0.01, or 0 when the balance could not pay it). */
  contribution: Type.Number(),
  /** The pool won by this spin, or null. */
  hit: Type.Union([Type.Number(), Type.Null()]),
});
export type JackpotSpin = Static<typeof JackpotSpin>;

/** GET /games/api/info: the game, its engine's config and the balance it plays with. */
export const GameInfo = Type.Object({
  game: Type.Object({ game_code: Type.String(), display_name: Type.String(), category: Type.String(), sub_category: Type.String() }),
  engine: GameEngine,
  /** Return to player in percent, two decimals. */
  rtp: Type.Number(),
  note: Type.Union([Type.String(), Type.Null()]),
  /** The engine's set-up and help: reels, lines and symbols; a paytable; the wheel; the bet spots; the crash seed hash and nonce. */
  config: EngineSpecific,
  /** A visitor's game with a play balance; no money moves. */
  demo: Type.Boolean(),
  balance: Type.Number(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** Dollars per round; `max_bet` is the table's, or the max bet of a bonus coupon in play when that is lower (SPEC §9). */
  limits: Type.Object({ min_bet: Type.Number(), max_bet: Type.Number() }),
  /** An unfinished round, resumed (status open) or completed on return after the timeout. */
  open_round: Type.Union([GameRound, Type.Null()]),
  /** A free-spin coupon's spins left on this game and the value of each. */
  free_spins: Type.Union([Type.Object({ remaining: Type.Integer(), value: Type.Number() }), Type.Null()]),
});
export type GameInfo = Static<typeof GameInfo>;

/**
 * A stake in dollars, as text ("2.50") or a number. Text comes first: the provider's validator
 * coerces, and a number branch first would turn "0x10", ".5" or `true` into numbers before the
 * amount's own rule reads the text the client sent.
 */
const Money = Type.Union([Type.String({ maxLength: 12 }), Type.Number()]);

/** POST /games/api/play: one step of a round; which fields count depends on the action. */
export const PlayBody = Type.Object({
  action: Type.Union(
    (['spin', 'bet', 'crash', 'deal', 'draw', 'hit', 'stand', 'double', 'split', 'play', 'fold', 'raise', 'call', 'ride', 'pull'] as const)
      .map((name) => Type.Literal(name)),
  ),
  bet: Type.Optional(Money),
  bets: Type.Optional(Type.Array(Type.Object({
    kind: Type.String({ maxLength: 10 }), value: Type.Optional(Type.Integer()), amount: Money,
  }), { maxItems: 50 })),
  target: Type.Optional(Money),
  clientSeed: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  serverSeedHash: Type.Optional(Type.String({ maxLength: 64 })),
  held: Type.Optional(Type.Array(Type.Boolean(), { minItems: 5, maxItems: 5 })),
});
export type PlayBody = Static<typeof PlayBody>;

/** The answer of a round step: the round and the balance after it. */
export const RoundAnswer = Type.Object({
  round: GameRound,
  balance: Type.Number(),
  currencySymbol: Type.Literal('$'),
  free_spin: Type.Boolean(),
  spins_remaining: Type.Union([Type.Integer(), Type.Null()]),
  jackpot: Type.Union([JackpotSpin, Type.Null()]),
  /** The active coupon after the round: `active`, `completed`, or `in-round`/`none` when it did not move. */
  coupon_status: Type.String(),
});
export type RoundAnswer = Static<typeof RoundAnswer>;

/** POST /937/player/{pid}/games/{gameCode}/spin: one slot round (stands in for a game client). */
export const SpinAnswer = Type.Object({
  game_code: Type.String(),
  bet: Type.Number(),
  win: Type.Number(),
  free_spin: Type.Boolean(),
  spins_remaining: Type.Union([Type.Integer(), Type.Null()]),
  balance: Type.Number(),
  jackpot: Type.Union([JackpotSpin, Type.Null()]),
  coupon_status: Type.String(),
  round_id: Type.Integer(),
});
export type SpinAnswer = Static<typeof SpinAnswer>;

const PlayerGameParams = Type.Object({ pid: PidParams.properties.pid, gameCode: Type.String({ maxLength: 80 }) });

export const gameRoundEndpoints = {
  /** The game token's game, config and balance. */
  info: endpoint('GET', '/games/api/info', { response: GameInfo }, { base: 'games' }),
  play: endpoint('POST', '/games/api/play', { body: PlayBody, response: RoundAnswer }, { base: 'games' }),
  /** Game recall in the client: the last rounds of the token's game (a demo: of this game session), newest first. */
  rounds: endpoint('GET', '/games/api/rounds', { response: Type.Object({ rounds: Type.Array(GameRound) }) }, { base: 'games' }),
  /**
   * One round of the token's player and game (a demo: of this game session), for the client's replay:
   * the views play the stored outcome again and nothing is staked.
   */
  replayRound: endpoint('GET', '/games/api/rounds/:roundId', {
    params: Type.Object({ roundId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
    response: Type.Object({ round: GameRound }),
  }, { base: 'games' }),
  /** Game recall for the site or support: the player's last rounds of one game, newest first. */
  recall: endpoint('GET', '/937/player/:pid/games/:gameCode/rounds', {
    params: PlayerGameParams,
    response: Type.Object({ game_code: Type.String(), rounds: Type.Array(GameRound) }),
  }, { auth: 'player' }),
  spin: endpoint('POST', '/937/player/:pid/games/:gameCode/spin', {
    params: PlayerGameParams,
    body: Type.Object({ bet: Money }),
    response: SpinAnswer,
  }, { auth: 'player' }),
};
