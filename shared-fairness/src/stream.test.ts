import { drawsFrom, fairNumbers, hmacSha256, serverSeedMatchesHash, sha256Hex } from './stream';

/** Known vectors, computed once with the provider's generator (provider/src/lib/fair-rng.ts) and pasted here. */
const SEED_A = 'a'.repeat(64);
const SEED_B = '0123456789abcdef'.repeat(4);

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const uint32s = (blockHex: string) => Array.from({ length: 8 }, (_, index) => Number.parseInt(blockHex.slice(index * 8, index * 8 + 8), 16));

describe('the stream', () => {
  it('computes HMAC-SHA256 as published (the fox under "key")', async () => {
    expect(hex(await hmacSha256('key', 'The quick brown fox jumps over the lazy dog')))
      .toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8');
  });

  it('gives block k as HMAC(server seed, "client:nonce:k") read as eight big-endian uint32', async () => {
    const block0 = 'a0301117aac41c37628f378156c127fb511d62859769ef52a292db60e29400e6';
    const block1Nonce7 = 'bc3bdf8cdd16cca882a0be228045248f68565d80aaaa9598ed4acc778145a581';
    expect(hex(await hmacSha256(SEED_A, 'client-seed:0:0'))).toBe(block0);
    expect(await fairNumbers(SEED_A, 'client-seed', 0, 8)).toEqual(uint32s(block0));
    // The stream goes on into block 1 after block 0's eight numbers.
    expect((await fairNumbers(SEED_A, 'client-seed', 7, 16)).slice(8)).toEqual(uint32s(block1Nonce7));
    expect(await fairNumbers(SEED_A, 'client-seed', 0, 3)).toEqual(uint32s(block0).slice(0, 3));
  });

  it('draws the numbers the provider drew for the same seeds', async () => {
    const cards = drawsFrom(await fairNumbers(SEED_A, 'client-seed', 7, 16));
    expect(Array.from({ length: 5 }, () => cards.int(52))).toEqual([48, 27, 12, 41, 12]);
    expect(cards.consumed).toBe(5);

    const dice = drawsFrom(await fairNumbers(SEED_B, 'player-seed', 42, 16));
    expect(Array.from({ length: 10 }, () => 1 + dice.int(6))).toEqual([3, 5, 3, 1, 5, 4, 1, 1, 2, 3]);
    expect(dice.consumed).toBe(10);

    // A range of 2^31 + 1 rejects about half the numbers: four draws took nine.
    const wide = drawsFrom(await fairNumbers(SEED_A, 'client-seed', 0, 16));
    expect(Array.from({ length: 4 }, () => wide.int(2 ** 31 + 1))).toEqual([1653553025, 1455499259, 1360880261, 407659114]);
    expect(wide.consumed).toBe(9);
  });

  it('answers a distinct draw as the provider dealt it', async () => {
    const draws = drawsFrom(await fairNumbers(SEED_B, 'player-seed', 42, 8));
    expect(draws.distinct(Array.from({ length: 52 }, (_, card) => card), 5)).toEqual([48, 44, 14, 40, 8]);
    expect(draws.consumed).toBe(5);
  });
});

describe('rejection sampling', () => {
  const TOP = 2 ** 32 - 1;

  it('skips a number at or above ⌊2³²/n⌋·n and takes the next', () => {
    // n = 3: ⌊2³²/3⌋·3 = 2³² − 1, so only 2³² − 1 is thrown away.
    const draws = drawsFrom([TOP, TOP - 1, 7]);
    expect(draws.int(3)).toBe((TOP - 1) % 3);
    expect(draws.consumed).toBe(2);
    expect(draws.int(3)).toBe(1);
  });

  it('keeps the number just under the limit', () => {
    // n = 10: ⌊2³²/10⌋·10 = 4294967290; 4294967289 is kept, 4294967290 is not.
    expect(drawsFrom([4294967289]).int(10)).toBe(9);
    const draws = drawsFrom([4294967290, 4294967295, 12]);
    expect(draws.int(10)).toBe(2);
    expect(draws.consumed).toBe(3);
  });

  it('never rejects for a power of two up to 2³², and a range of 1 always gives 0', () => {
    const draws = drawsFrom([TOP, TOP, 5]);
    expect(draws.int(2 ** 32)).toBe(TOP);
    expect(draws.int(64)).toBe(63);
    expect(draws.int(1)).toBe(0);
    expect(draws.consumed).toBe(3);
  });

  it('refuses an empty or fractional range', () => {
    expect(() => drawsFrom([1]).int(0)).toThrow('A draw needs a range of 1 to 2^32 values (got 0).');
    expect(() => drawsFrom([1]).int(2.5)).toThrow('(got 2.5)');
    expect(() => drawsFrom([1]).int(2 ** 32 + 1)).toThrow();
  });
});

describe('distinct draw', () => {
  it('swaps item i with item i + draw(length − i) on a copy and keeps the first m', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    // draw(5) = 3 → swap 0 and 3: d b c a e; draw(4) = 0 → no swap; draw(3) = 2 → swap 2 and 4: d b e a c.
    const draws = drawsFrom([3, 0, 2]);
    expect(draws.distinct(items, 3)).toEqual(['d', 'b', 'e']);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(draws.consumed).toBe(3);
  });

  it('draws nothing for none and can take the whole list', () => {
    const draws = drawsFrom([1, 1]);
    expect(draws.distinct([1, 2, 3], 0)).toEqual([]);
    expect(draws.consumed).toBe(0);
    // draw(3) = 1 → 2 1 3; draw(2) = 1 → 2 3 1; draw(1) = 0.
    expect(drawsFrom([1, 1, 0]).distinct([1, 2, 3], 3)).toEqual([2, 3, 1]);
  });
});

describe('the commitment', () => {
  it('is SHA-256 of the seed\'s 64 characters', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const hash = await sha256Hex(SEED_B);
    await expect(serverSeedMatchesHash(SEED_B, hash)).resolves.toBe(true);
    await expect(serverSeedMatchesHash(SEED_B, hash.toUpperCase())).resolves.toBe(true);
    await expect(serverSeedMatchesHash(SEED_A, hash)).resolves.toBe(false);
  });
});
