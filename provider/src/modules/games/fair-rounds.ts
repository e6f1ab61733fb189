import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { fairRng, type FairRng } from '../../lib/fair-rng';
import { cryptoRng, type Rng } from '../../lib/rng';
import { hashServerSeed, newServerSeed } from './engines/crash-engine';
import { currentFairSeed, fairSeedById, insertFairSeed, takeNonce, type TakenNonce } from './fair-seeds-repository';

/**
 * Provably fair rounds (decision 031, docs/fairness.md): each player has a seed pair, each of the
 * player's rounds takes the pair's next nonce under the player's lock and draws from
 * fairRng(server seed, client seed, nonce); a round of several acts resumes its stream where it stopped.
 */

/** A round's stream: where it is in its player's seeds, and the generator the engine draws from. */
export interface RoundStream {
  seedId: number;
  nonce: number;
  rng: FairRng;
  /** The same stream from another position (the count of uint32 already consumed). */
  from(position: number): RoundStream;
}

function roundStream(seedId: number, serverSeed: string, clientSeed: string, nonce: number, position = 0): RoundStream {
  return { seedId, nonce, rng: fairRng(serverSeed, clientSeed, nonce, position), from: (at) => roundStream(seedId, serverSeed, clientSeed, nonce, at) };
}

/** What a round row keeps of its stream (null for demo rounds and rounds drawn from an injected rng). */
export interface RoundStreamRecord {
  seedId: number;
  nonce: number;
  draws: number;
}

/**
 * The one rule for tests: a generator other than the CSPRNG in `ctx.rng` (the `rng` option, or a script a test
 * assigns to `app.ctx.rng`) plays every round, so scripted outcomes stay as written; otherwise a player's rounds
 * draw from their provably fair stream and only demo rounds from the CSPRNG.
 */
export const fairRoundsOn = (ctx: AppContext) => ctx.rng === cryptoRng;

export const newClientSeed = () => randomBytes(8).toString('hex');

/** A new current seed pair for the player: a secret server seed, committed by its SHA-256. */
export async function createFairSeed(ctx: AppContext, db: Queryable, playerId: number, clientSeed = newClientSeed()) {
  const serverSeed = newServerSeed();
  return insertFairSeed(db, { playerId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, now: ctx.now() });
}

/** Takes the player's next nonce in the round's transaction (the player's lock held), creating the seed pair on the first round. */
export async function takeRoundStream(ctx: AppContext, tx: Queryable, playerId: number): Promise<RoundStream> {
  let taken: TakenNonce | null = await takeNonce(tx, playerId);
  if (!taken) {
    await createFairSeed(ctx, tx, playerId);
    taken = (await takeNonce(tx, playerId))!;
  }
  return roundStream(taken.seedId, taken.serverSeed, taken.clientSeed, taken.nonce);
}

/** The stream the next act of an open round continues, or null when the round was not drawn from one. */
export async function resumeRoundStream(
  db: Queryable, round: { fair_seed_id: number | null; fair_nonce: number | null; fair_draws: number | null },
): Promise<RoundStream | null> {
  if (round.fair_seed_id === null || round.fair_nonce === null) return null;
  const seed = await fairSeedById(db, Number(round.fair_seed_id));
  if (!seed) return null;
  return roundStream(Number(seed.id), seed.server_seed, seed.client_seed, Number(round.fair_nonce), Number(round.fair_draws ?? 0));
}

/**
 * The stream a new round's lock-free `prepare` (video poker's deal and hint) draws from: the player's
 * current pair at its next nonce, read without taking it. The round's transaction then takes the nonce;
 * if another round took that nonce first (or the pair rotated), `prepare` runs again on the one taken.
 */
export async function peekRoundStream(ctx: AppContext, playerId: number | null): Promise<RoundStream | null> {
  if (!fairRoundsOn(ctx) || playerId === null) return null;
  const seed = await currentFairSeed(ctx.db, playerId);
  return seed ? roundStream(Number(seed.id), seed.server_seed, seed.client_seed, Number(seed.next_nonce)) : null;
}

export const streamRecord = (stream: RoundStream | null): RoundStreamRecord | null =>
  (stream ? { seedId: stream.seedId, nonce: stream.nonce, draws: stream.rng.consumed } : null);

/** The generator an act draws from: its round's stream, or the context's (demo play, or a test's generator: `fairRoundsOn`). */
export const rngOf = (ctx: AppContext, stream: RoundStream | null): Rng => (stream && fairRoundsOn(ctx) ? stream.rng : ctx.rng);
