/**
 * The provably fair stream as docs/fairness.md states it, written from that page alone (it shares no
 * code with the provider's generator): block k = HMAC-SHA256(key = the server seed's 64 hex characters
 * as ASCII, message = `<client seed>:<nonce>:<k>`), each block eight big-endian uint32, draws by
 * rejection. WebCrypto only (`globalThis.crypto.subtle`), so it runs in a browser and in Node 20.
 */

const encoder = new TextEncoder();

const subtle = () => {
  const found = globalThis.crypto?.subtle;
  if (!found) throw new Error('This browser cannot compute SHA-256 (WebCrypto is missing).');
  return found;
};

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** HMAC-SHA256 of an ASCII message under an ASCII key. */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await subtle().importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** SHA-256 of a text (UTF-8; a seed's hex is ASCII), in lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', encoder.encode(text))));
}

/** Whether a revealed server seed is the one committed to: SHA-256 of its 64 characters equals the hash shown before. */
export async function serverSeedMatchesHash(serverSeed: string, hash: string): Promise<boolean> {
  return (await sha256Hex(serverSeed)) === hash.trim().toLowerCase();
}

/** The first `count` uint32 of the stream of (server seed, client seed, nonce). */
export async function fairNumbers(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<number[]> {
  const blocks = Math.ceil(count / 8);
  const cryptoKey = await subtle().importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signed = await Promise.all(Array.from({ length: blocks }, (_, cursor) =>
    subtle().sign('HMAC', cryptoKey, encoder.encode(`${clientSeed}:${nonce}:${cursor}`))));
  const numbers: number[] = [];
  for (const block of signed) {
    const view = new DataView(block);
    for (let offset = 0; offset < 32; offset += 4) numbers.push(view.getUint32(offset, false));
  }
  return numbers.slice(0, count);
}

/** Thrown when a recomputation needs more of the stream than was computed; the verifier then computes more. */
export class StreamExhausted extends Error {
  constructor() {
    super('The recomputation needs more of the stream.');
  }
}

/** Draws from a computed part of the stream. */
export interface Draws {
  /** An integer in [0, n): the next uint32 u, skipped while u ≥ ⌊2³²/n⌋·n, then u mod n. */
  int(n: number): number;
  /** `count` distinct items of `items` (Fisher–Yates on a copy: swap i with i + int(length − i)). */
  distinct<T>(items: readonly T[], count: number): T[];
  /** How many uint32 have been taken so far. */
  readonly consumed: number;
}

const TWO_32 = 0x1_0000_0000;

/** Draws over `numbers` (the stream's uint32 from its start). */
export function drawsFrom(numbers: readonly number[]): Draws {
  let position = 0;
  const int = (n: number) => {
    if (!Number.isSafeInteger(n) || n < 1 || n > TWO_32) throw new Error(`A draw needs a range of 1 to 2^32 values (got ${n}).`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      if (position >= numbers.length) throw new StreamExhausted();
      const u = numbers[position]!;
      position += 1;
      if (u < limit) return u % n;
    }
  };
  return {
    int,
    distinct: <T>(items: readonly T[], count: number) => {
      const copy = items.slice();
      for (let i = 0; i < count; i += 1) {
        const j = i + int(copy.length - i);
        const held = copy[i]!;
        copy[i] = copy[j]!;
        copy[j] = held;
      }
      return copy.slice(0, count);
    },
    get consumed() {
      return position;
    },
  };
}
