import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ApiError, badRequest } from '../../../lib/api-error';
import { checkStake, finishedStep, noteOf, type GameEngine } from '../game-engine';

/**
 * Provably fair crash. Before a round the player sees SHA-256(server seed). The crash point is
 * HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}`): its first 52 bits h give
 * point = floor(97 · 2^52 / (2^52 − h)) / 100, at least 1.00. Then P(point ≥ m) = 0.97 / m for
 * every target m on the 0.01 grid, so a cash-out target m returns m · 0.97 / m = 97 % exactly
 * (up to 2^-52). The server seed is revealed after the round so anyone can recompute it.
 */
export const CRASH_HOUSE_PERCENT = 3;
export const MIN_TARGET_HUNDREDTHS = 101;
export const MAX_TARGET_HUNDREDTHS = 100_000;
const TWO_52 = 2n ** 52n;

export const newServerSeed = () => randomBytes(32).toString('hex');
export const hashServerSeed = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

/** The crash point in hundredths (100 = 1.00×). */
export function crashPointHundredths(serverSeed: string, clientSeed: string, nonce: number): number {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex');
  return crashPointFromHex(digest);
}

export function crashPointFromHex(digestHex: string): number {
  const h = BigInt(`0x${digestHex.slice(0, 13)}`);
  const point = ((100n - BigInt(CRASH_HOUSE_PERCENT)) * TWO_52) / (TWO_52 - h);
  return Math.max(100, Number(point));
}

export interface CrashRound {
  crashHundredths: number;
  targetHundredths: number;
  cashedOut: boolean;
  returnCents: number;
}

export function playCrash(stakeCents: number, targetHundredths: number, crashHundredths: number): CrashRound {
  const cashedOut = crashHundredths >= targetHundredths;
  return {
    crashHundredths,
    targetHundredths,
    cashedOut,
    returnCents: cashedOut ? Math.floor((stakeCents * targetHundredths) / 100) : 0,
  };
}

export interface CrashProof {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  crashHundredths: number;
}

/** The verifier the client page runs too: the seed matches its published hash and gives the crash point. */
export function verifyCrash(proof: CrashProof): { hashMatches: boolean; pointMatches: boolean } {
  return {
    hashMatches: hashServerSeed(proof.serverSeed) === proof.serverSeedHash,
    pointMatches: crashPointHundredths(proof.serverSeed, proof.clientSeed, proof.nonce) === proof.crashHundredths,
  };
}

export function crashTheory(): { rtp: number } {
  return { rtp: 1 - CRASH_HOUSE_PERCENT / 100 };
}

/** Provably fair crash: a bet and a cash-out target per round, on the game session's committed seed. */
export const crashEngine: GameEngine<null, never> = {
  configure: (options) => ({ config: null, rtp: crashTheory().rtp, ...noteOf(options) }),
  clientConfig: (_config, fairness) => ({ server_seed_hash: hashServerSeed(fairness.serverSeed), nonce: fairness.nonce }),
  acts: [],
  start: async (_config, request, round) => {
    if (request.action !== 'crash') throw badRequest('Set a bet and a cash-out target.');
    checkStake(request.bet);
    if (!Number.isInteger(request.target) || request.target < MIN_TARGET_HUNDREDTHS || request.target > MAX_TARGET_HUNDREDTHS) {
      throw badRequest('Cash out between 1.01× and 1000×.');
    }
    const seed = await round.fairness();
    const serverSeedHash = hashServerSeed(seed.serverSeed);
    // The client names the hash it was shown: a round never runs on a seed it did not see committed.
    if (request.serverSeedHash && request.serverSeedHash !== serverSeedHash) throw new ApiError(409, 'The server seed changed: reload the game.');
    await round.stake(request.bet);
    const crash = playCrash(request.bet, request.target, crashPointHundredths(seed.serverSeed, request.clientSeed, seed.nonce));
    // Each round reveals its seed; the next round is committed to a new one.
    const nextSeed = newServerSeed();
    await round.commitNextSeed(nextSeed);
    return finishedStep(crash.returnCents, {
      ...crash, serverSeed: seed.serverSeed, serverSeedHash, clientSeed: request.clientSeed, nonce: seed.nonce,
      nextServerSeedHash: hashServerSeed(nextSeed), nextNonce: seed.nonce + 1,
    });
  },
};
