/** @jest-environment node */
import { createHash, createHmac } from 'node:crypto';
import { crashPointOf, verifyCrash } from './crash-proof';

/** The published rule, computed here with Node's own crypto. */
function expectedPoint(serverSeed: string, clientSeed: string, nonce: number): number {
  const h = BigInt('0x' + createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex').slice(0, 13));
  const e = 2n ** 52n;
  return Math.max(100, Number((97n * e) / (e - h)));
}

describe('crash round verification in the browser', () => {
  it.each([['server-seed-1', 'abc', 0], ['another seed', 'player', 41], ['s', 'seed', 7]])('computes the crash point of %s / %s / %i as published', async (server, client, nonce) => {
    expect(await crashPointOf(server, client, nonce)).toBe(expectedPoint(server, client, nonce));
  });

  it('says the hash and the point match for an honest round, and not for a changed one', async () => {
    const serverSeed = 'honest-seed';
    const proof = {
      serverSeed, serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'), clientSeed: 'me', nonce: 3,
      crashHundredths: expectedPoint(serverSeed, 'me', 3),
    };
    expect(await verifyCrash(proof)).toEqual({ hashMatches: true, point: proof.crashHundredths, pointMatches: true });
    const forged = await verifyCrash({ ...proof, serverSeedHash: '0'.repeat(64), crashHundredths: proof.crashHundredths + 1 });
    expect(forged).toMatchObject({ hashMatches: false, pointMatches: false });
  });
});
