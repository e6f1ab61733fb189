import { createHash } from 'node:crypto';

/** A small deterministic random source: the same text always draws the same choices. */
export interface Seeded {
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(values: readonly T[]): T;
  /** In [min, max). */
  range(min: number, max: number): number;
}

/** mulberry32 seeded from a SHA-256 of the text: well spread even for codes that differ by one letter. */
export function seeded(text: string): Seeded {
  let state = createHash('sha256').update(text).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (values) => values[Math.floor(next() * values.length)]!,
    range: (min, max) => min + next() * (max - min),
  };
}

/** Text safe inside SVG (XML) character data and attribute values. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
