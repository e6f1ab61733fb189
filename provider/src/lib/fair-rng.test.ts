import { fairRng } from './fair-rng';

// Known answers from another implementation: `printf 'player-seed:7:<cursor>' | openssl dgst -sha256 -hmac <SEED>`.
const SEED = '3f1c2a9be4d05e6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c';
const BLOCK_0 = '69ecb721232c3a3460d381c028272b7fbac53b1faea76630db82d22148ea8368';
const BLOCK_1 = '4684d9e88251f876208e79ae34ac80efad6a6380e9ff3e7593fb4502fa3ebec7';
const uint32s = (hex: string) => Array.from({ length: 8 }, (_, i) => parseInt(hex.slice(i * 8, i * 8 + 8), 16));
const STREAM = [...uint32s(BLOCK_0), ...uint32s(BLOCK_1)];

describe('fairRng', () => {
  it('reads HMAC-SHA256(server seed, "client:nonce:cursor") as big-endian uint32s, block after block', () => {
    const rng = fairRng(SEED, 'player-seed', 7);
    // 2^32 is the full range: every uint32 is accepted as it is.
    expect(Array.from({ length: 16 }, () => rng.int(2 ** 32))).toEqual(STREAM);
    expect(rng.consumed).toBe(16);
  });

  it('answers u % max without modulo bias: a uint32 at or above ⌊2^32 / max⌋ · max is skipped', () => {
    const max = 3 * 2 ** 30; // limit 0xC0000000: the block's 7th uint32 (0xdb82d221) is over it
    const rng = fairRng(SEED, 'player-seed', 7);
    const draws = Array.from({ length: 8 }, () => rng.int(max));
    expect(draws).toEqual([...STREAM.slice(0, 6), STREAM[7], STREAM[8]].map((u) => u! % max));
    expect(rng.consumed).toBe(9);
    expect(fairRng(SEED, 'player-seed', 7).int(37)).toBe(STREAM[0]! % 37);
  });

  it('resumes a stream at a position, as the next act of a round does', () => {
    const whole = fairRng(SEED, 'player-seed', 7);
    const first = Array.from({ length: 5 }, () => whole.int(52));
    const rest = Array.from({ length: 20 }, () => whole.int(52));
    const resumed = fairRng(SEED, 'player-seed', 7, 5);
    expect(first).toHaveLength(5);
    expect(Array.from({ length: 20 }, () => resumed.int(52))).toEqual(rest);
    expect(resumed.consumed).toBe(whole.consumed);
  });

  it('gives another stream for another nonce, client seed or server seed', () => {
    const draw = (server: string, client: string, nonce: number) => { const rng = fairRng(server, client, nonce); return Array.from({ length: 8 }, () => rng.int(1000)); };
    const base = draw(SEED, 'player-seed', 7);
    expect(draw(SEED, 'player-seed', 8)).not.toEqual(base);
    expect(draw(SEED, 'player-seed2', 7)).not.toEqual(base);
    expect(draw(SEED.replace(/^3/, '4'), 'player-seed', 7)).not.toEqual(base);
  });

  it('spreads draws evenly over a range', () => {
    const rng = fairRng(SEED, 'even', 0);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i += 1) counts[rng.int(6)]! += 1;
    // Each face 10,000 ± 5 standard deviations (σ ≈ 91).
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(460);
  });

  it('refuses a range it cannot draw from', () => {
    const rng = fairRng(SEED, 'player-seed', 7);
    expect(() => rng.int(0)).toThrow('1 to 2^32');
    expect(() => rng.int(2 ** 32 + 1)).toThrow('1 to 2^32');
    expect(() => rng.int(2.5)).toThrow('1 to 2^32');
    expect(() => fairRng(SEED, 'player-seed', 7, -1)).toThrow('whole position');
  });
});
