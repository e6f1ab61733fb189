import { createHmac } from 'node:crypto';
import type { Rng } from './rng';

/**
 * The provably fair generator every game round draws from (docs/fairness.md, decision 031).
 *
 * Algorithm, the whole of it (a verifier needs nothing else):
 * - block k (k = 0, 1, 2 …) is HMAC-SHA256 with key = the server seed (its 64 hex characters as
 *   ASCII text, as the crash game keys its HMAC) over the ASCII message `${clientSeed}:${nonce}:${k}`;
 * - each 32-byte block gives eight unsigned 32-bit integers, read big-endian in order, so the
 *   stream's uint32 number i is integer i % 8 of block ⌊i / 8⌋;
 * - `int(max)` (1 ≤ max ≤ 2^32) takes the next uint32 u of the stream and answers u % max, unless
 *   u ≥ ⌊2^32 / max⌋ · max: such a u is skipped and the next one taken (rejection, so every answer in
 *   [0, max) is exactly as likely: no modulo bias).
 *
 * A round of several acts over several requests continues one stream: the generator starts at a
 * position (the count of uint32 already consumed) and tells how many it has consumed so far.
 */
export interface FairRng extends Rng {
  /** How many uint32 of the stream have been taken (from position 0, the start included). */
  readonly consumed: number;
}

const TWO_32 = 2 ** 32;

/** One 32-byte block of the stream: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`). */
export function fairBlock(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
}

/** The fair stream of (server seed, client seed, nonce), starting after `start` uint32 already consumed. */
export function fairRng(serverSeed: string, clientSeed: string, nonce: number, start = 0): FairRng {
  if (!Number.isSafeInteger(start) || start < 0) throw new Error(`A fair stream starts at a whole position (got ${start}).`);
  let position = start;
  let cursor = -1;
  let block: Buffer = Buffer.alloc(0);
  const nextUint32 = () => {
    const wanted = Math.floor(position / 8);
    if (wanted !== cursor) {
      block = fairBlock(serverSeed, clientSeed, nonce, wanted);
      cursor = wanted;
    }
    const value = block.readUInt32BE((position % 8) * 4);
    position += 1;
    return value;
  };
  return {
    int: (maxExclusive) => {
      if (!Number.isSafeInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_32) {
        throw new Error(`A fair draw needs a range of 1 to 2^32 values (got ${maxExclusive}).`);
      }
      const limit = Math.floor(TWO_32 / maxExclusive) * maxExclusive;
      for (;;) {
        const value = nextUint32();
        if (value < limit) return value % maxExclusive;
      }
    },
    get consumed() {
      return position;
    },
  };
}
