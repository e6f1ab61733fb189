import { Type, type Static } from '@sinclair/typebox';
import { PidParams } from '../common';
import { endpoint } from '../endpoint';
import { GameEngine, GameRound } from './game-rounds';

/**
 * Every round on the record (issue 52, decision 031): the account history (everything that moved
 * the player's money), one round with what a verifier needs, and the player's provably fair seeds.
 */

/** What moved the player's money: one row kind per filter choice. */
export const HistoryKind = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('withdrawal'),
  Type.Literal('bonus'),
  Type.Literal('forfeit'),
  Type.Literal('reward'),
  Type.Literal('cashback'),
  Type.Literal('jackpot'),
  Type.Literal('round'),
]);
export type HistoryKind = Static<typeof HistoryKind>;

/** One row of the account history; amounts in dollars. */
export const HistoryItem = Type.Object({
  /** Stable and unique within the history: `round-<id>` for a round, `tx-<id>` for any other move. */
  id: Type.String(),
  kind: HistoryKind,
  /** When the money moved (a round: when it started), ISO 8601. */
  at: Type.String(),
  /** What the player reads: "Deposit", "Coupon bonus WELCOME100", "Blackjack round" … */
  description: Type.String(),
  /** The net change of the player's money (cash and bonus funds): negative when money left. */
  amount: Type.Number(),
  /** A round's game, else null. */
  game_code: Type.Union([Type.String(), Type.Null()]),
  game_name: Type.Union([Type.String(), Type.Null()]),
  round_id: Type.Union([Type.Integer(), Type.Null()]),
  /** A round's stake and win, else null. */
  stake: Type.Union([Type.Number(), Type.Null()]),
  win: Type.Union([Type.Number(), Type.Null()]),
  /** A round still waiting for the player's next step (its money has moved only in part). */
  open: Type.Boolean(),
});
export type HistoryItem = Static<typeof HistoryItem>;

/** The filters of the history list and its CSV; every one optional. */
export const HistoryQuery = Type.Object({
  kind: Type.Optional(HistoryKind),
  game: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  /** First and last day to include (`YYYY-MM-DD`, in the limits' time zone), both inclusive. */
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  /** The `next` of the page before (keyset paging: opaque to the caller). */
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

export const HistoryPage = Type.Object({
  items: Type.Array(HistoryItem),
  /** The cursor of the next (older) page, or null on the last page. */
  next: Type.Union([Type.String(), Type.Null()]),
});
export type HistoryPage = Static<typeof HistoryPage>;

/** The history as CSV: the filtered rows, newest first, with a header line. */
export const HistoryCsv = Type.Object({
  filename: Type.String(),
  csv: Type.String(),
  rows: Type.Integer(),
});
export type HistoryCsv = Static<typeof HistoryCsv>;

/** A round's place in the provably fair stream (docs/fairness.md). */
export const RoundFairness = Type.Object({
  /** SHA-256 of the server seed, shown before the seed was used. */
  server_seed_hash: Type.String(),
  /** The server seed itself once the player rotated away from it, else null (still secret). */
  server_seed: Type.Union([Type.String(), Type.Null()]),
  client_seed: Type.String(),
  nonce: Type.Integer(),
  /** How many 32-bit numbers of the stream the round took. */
  draws: Type.Integer(),
});
export type RoundFairness = Static<typeof RoundFairness>;

/** One round with what its page shows and a verifier needs. */
export const RoundDetail = Type.Object({
  round: GameRound,
  game_name: Type.String(),
  engine: GameEngine,
  /** The engine's published set-up (the game info's config): reels and strips, paytable, wheel. */
  config: Type.Record(Type.String(), Type.Unknown()),
  /** Null for a round not drawn from a fair stream (crash: its own proof in the game; rounds before fairness). */
  fairness: Type.Union([RoundFairness, Type.Null()]),
});
export type RoundDetail = Static<typeof RoundDetail>;

/** A seed pair already rotated away from: its server seed revealed. */
export const RevealedSeedPair = Type.Object({
  server_seed_hash: Type.String(),
  server_seed: Type.String(),
  client_seed: Type.String(),
  /** Rounds played on the pair (nonces 0 … rounds − 1). */
  rounds: Type.Integer(),
  revealed_at: Type.String(),
});
export type RevealedSeedPair = Static<typeof RevealedSeedPair>;

/** The player's seeds: the pair in use (server seed committed, not shown) and the last revealed ones. */
export const FairnessState = Type.Object({
  current: Type.Object({
    server_seed_hash: Type.String(),
    client_seed: Type.String(),
    /** The nonce the next round takes. */
    next_nonce: Type.Integer(),
  }),
  /** Newest first, at most 20. */
  previous: Type.Array(RevealedSeedPair),
});
export type FairnessState = Static<typeof FairnessState>;

/** A rotation, with the client seed the new pair takes (a random one when absent). */
export const RotateBody = Type.Object({
  /** 1 to 64 printable characters. */
  client_seed: Type.Optional(Type.String({ maxLength: 64 })),
});
export type RotateBody = Static<typeof RotateBody>;

/** The answer of a rotation: the pair just revealed and the new state. */
export const RotateAnswer = Type.Object({
  revealed: RevealedSeedPair,
  state: FairnessState,
});
export type RotateAnswer = Static<typeof RotateAnswer>;

// A round id is a PostgreSQL integer: a larger number names none (and must not reach the database).
const RoundParams = Type.Object({ pid: PidParams.properties.pid, roundId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const accountHistoryEndpoints = {
  /** Newest first, one keyset page. */
  history: endpoint('GET', '/937/players/:pid/history', { params: PidParams, querystring: HistoryQuery, response: HistoryPage }, { auth: 'player' }),
  /** Every filtered row (the cursor and limit are ignored). */
  historyCsv: endpoint('GET', '/937/players/:pid/history/csv', { params: PidParams, querystring: HistoryQuery, response: HistoryCsv }, { auth: 'player' }),
  /** One of the player's rounds; another player's round answers 404. */
  round: endpoint('GET', '/937/players/:pid/rounds/:roundId', { params: RoundParams, response: RoundDetail }, { auth: 'player' }),
  fairness: endpoint('GET', '/937/players/:pid/fairness', { params: PidParams, response: FairnessState }, { auth: 'player' }),
  /**
   * Reveals the server seed in use and starts a new pair (a new committed server seed, the client seed given, nonce 0):
   * the only way to change the client seed, so a pair's rounds all share one. Refused (409) while a round is unfinished,
   * whose next cards the revealed seed would tell.
   */
  rotate: endpoint('POST', '/937/players/:pid/fairness/rotate', { params: PidParams, body: RotateBody, response: RotateAnswer }, { auth: 'player' }),
};
