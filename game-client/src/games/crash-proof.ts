/** A settled crash round's proof: the seeds and nonce it was drawn from. */
export interface CrashProof {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  crashHundredths: number;
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function hmacHex(key: string, message: string): Promise<string> {
  const enc = new TextEncoder();
  const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', k, enc.encode(message)));
}

const sha256Hex = async (text: string) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/**
 * The crash point of a seed pair, in hundredths: the first 52 bits h of
 * HMAC-SHA256(server seed, client seed:nonce) give floor(97·2^52/(2^52−h)), at least 100.
 */
export async function crashPointOf(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  const h = BigInt('0x' + (await hmacHex(serverSeed, clientSeed + ':' + nonce)).slice(0, 13));
  const e = 2n ** 52n;
  return Math.max(100, Number((97n * e) / (e - h)));
}

/** Checks a round in the player's browser: the seed matches the hash shown before it, and the crash point follows from the seeds. */
export async function verifyCrash(proof: CrashProof): Promise<{ hashMatches: boolean; point: number; pointMatches: boolean }> {
  const point = await crashPointOf(proof.serverSeed, proof.clientSeed, proof.nonce);
  return { hashMatches: (await sha256Hex(proof.serverSeed)) === proof.serverSeedHash, point, pointMatches: point === proof.crashHundredths };
}
