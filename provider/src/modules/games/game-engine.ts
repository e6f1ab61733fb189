import { badRequest } from '../../lib/api-error';
import { toDollars } from '../../lib/money';
import type { RouletteBet } from './engines/roulette-bet';
import type { Rng } from '../../lib/rng';

/**
 * The one contract every game engine implements. A round is a first act (`start`) and, for games
 * decided in steps, more acts (`act`) until it is finished; a single-step game is a round with
 * one act. Engines are pure rules: the rounds service owns purses, money, persistence and
 * recovery, and reaches an engine only through this interface and the registry.
 */
export interface GameEngine<Config = unknown, State = unknown> {
  /** The title's configuration from its catalogue entry's engine options; its RTP and help note. */
  configure(options: EngineOptions): EngineSetup<Config>;
  /** What the game client needs to draw the title: configuration and help data. */
  clientConfig(config: Config, fairness: FairnessSeed): Record<string, unknown>;
  /** Acts that continue an open round (hit, draw, call, …); any other act starts a round. */
  readonly acts: readonly string[];
  /** Slow, lock-free work before the round's transaction (the video poker hint's tables). */
  prepare?(config: Config, request: PlayRequest, rng: Rng): Promise<unknown>;
  start(config: Config, request: PlayRequest, round: RoundEnv, prepared: unknown): Promise<Step<State>>;
  act?(state: State, request: PlayRequest, round: RoundEnv): Promise<Step<State>>;
  /** Completes a round the player left open too long, the way a timed-out table does. */
  timeout?(state: State, round: RoundEnv): Promise<Step<State>>;
}

/** A title's engine options, as its catalogue seed entry states them. */
export type EngineOptions = Readonly<Record<string, string | number | undefined>> & { note?: string };

export interface EngineSetup<Config> {
  config: Config;
  rtp: number;
  note?: string;
}

/** The provably fair seed of a game session (crash rounds commit to it). */
export interface FairnessSeed {
  serverSeed: string;
  nonce: number;
}

/** What an engine may ask of the round it plays, inside the round's transaction. */
export interface RoundEnv {
  rng: Rng;
  /**
   * Takes a stake the player placed or chose (402 when the purse cannot pay; 400 when the round's
   * stakes would pass the max bet of a bonus in play); counted in the round's stake.
   */
  stake(cents: number): Promise<void>;
  /**
   * Why a stake the table's rules would take on their own after the outcome is drawn (War's raise)
   * may not be taken, in the player's words (a bonus's max bet, a loss limit, any protection); null:
   * it may. Asked before the outcome is drawn, so the table offers what the limits allow.
   */
  ruleStakeRefusal(cents: number): Promise<string | null>;
  /** Takes a stake the table's rules take on their own (War's raise), checked like any other; counted the same. */
  ruleStake(cents: number): Promise<void>;
  balanceCents(): Promise<number>;
  /** A free round some promotion pays for on this title, at this stake; null when none. */
  sponsoredStake(): Promise<number | null>;
  /** The game session's seed, locked for the round; `commitNextSeed` replaces it after the round. */
  fairness(): Promise<FairnessSeed>;
  commitNextSeed(serverSeed: string): Promise<void>;
}

/** An act's result: an open round keeps `state`; a finished one says what it pays back (stakes included). */
export type Step<State> =
  | { finished: false; state: State; view: Record<string, unknown> }
  | { finished: true; returnCents: number; view: Record<string, unknown>; freeSpin?: boolean };

export type PlayRequest =
  | { action: 'spin'; bet: number }
  | { action: 'bet'; bets: RouletteBet[] }
  | { action: 'crash'; bet: number; target: number; clientSeed: string; serverSeedHash?: string | undefined }
  | { action: 'deal'; bet: number }
  | { action: 'draw'; held: boolean[] }
  | { action: 'hit' | 'stand' | 'double' | 'split' | 'play' | 'fold' | 'raise' | 'call' | 'ride' | 'pull' };

export const MIN_BET_CENTS = 1;
export const MAX_BET_CENTS = 10_000;

/** One stake within the table limits, or 400 in words for the player. */
export function checkStake(cents: number) {
  if (!Number.isSafeInteger(cents) || cents < MIN_BET_CENTS || cents > MAX_BET_CENTS) throw badRequest(`Bets are from $0.01 to $${toDollars(MAX_BET_CENTS)}.`);
}

export const openStep = <State>(state: State, view: Record<string, unknown>): Step<State> => ({ finished: false, state, view });
export const finishedStep = <State>(returnCents: number, view: Record<string, unknown>): Step<State> => ({ finished: true, returnCents, view });

/** Reads a string option of a catalogue entry, or fails loudly at start-up: the seed is wrong. */
export function option<T extends string>(options: EngineOptions, name: string, allowed: readonly T[]): T {
  const value = options[name];
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw new Error(`Engine option ${name} must be one of ${allowed.join(', ')} (got ${String(value)}).`);
  return value as T;
}

export const noteOf = (options: EngineOptions) => (options.note ? { note: options.note } : {});
