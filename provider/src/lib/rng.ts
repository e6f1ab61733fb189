import { randomInt } from 'node:crypto';

/**
 * Where every game outcome comes from. Production uses the operating system's CSPRNG
 * (`crypto.randomInt`, rejection-sampled, so no modulo bias); tests inject a script.
 */
export interface Rng {
  /** A uniform integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

export const cryptoRng: Rng = { int: (maxExclusive) => randomInt(0, maxExclusive) };

/** Replays `values` (each taken modulo the range asked for), then repeats: for unit tests only. */
export function scriptedRng(values: readonly number[]): Rng {
  let index = 0;
  return {
    int: (maxExclusive) => {
      const value = values[index % values.length] ?? 0;
      index += 1;
      return ((value % maxExclusive) + maxExclusive) % maxExclusive;
    },
  };
}

/**
 * A fast seeded generator (sfc32) for benchmarks that need millions of draws reproducibly.
 * Not cryptographic: never used for real rounds.
 */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed | 0;
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 16; i += 1) next();
  return { int: (maxExclusive) => Math.floor(next() * maxExclusive) };
}

/** Fisher–Yates draw of `count` distinct items from `pool` (pool is not modified). */
export function drawDistinct<T>(rng: Rng, pool: readonly T[], count: number): T[] {
  const copy = [...pool];
  for (let i = 0; i < count; i += 1) {
    const j = i + rng.int(copy.length - i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}
