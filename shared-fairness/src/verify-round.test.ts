import { describeOutcome, verifyRound, type RoundRecord } from './verify-round';

/** Outcomes the provider drew for these seeds (provider/src/lib/fair-rng.ts), pasted as constants. */
const seeds = { server_seed: 'a'.repeat(64), client_seed: 'client-seed' };

const roulette = (pocket: number, draws = 1): RoundRecord =>
  ({ engine: 'roulette', config: { wheel: 'european', pockets: 37 }, outcome: { pocket, label: String(pocket) }, ...seeds, nonce: 3, draws });

describe('verifyRound', () => {
  it('says a round matches when its seeds give the stored outcome, and says what they give', async () => {
    const verification = await verifyRound(roulette(25));
    expect(verification).toEqual({ matches: true, expected: { pocket: 25, label: '25' }, mismatch: null });
    expect(describeOutcome('roulette', verification.expected)).toBe('The ball lands in 25.');

    const dice = await verifyRound({ engine: 'sic-bo', config: {}, outcome: { dice: [1, 5, 4] }, ...seeds, nonce: 4, draws: 3 });
    expect(dice.matches).toBe(true);
    expect(describeOutcome('sic-bo', dice.expected)).toBe('The dice show 1, 5, 4.');
  });

  it('names the first difference in a sentence', async () => {
    await expect(verifyRound(roulette(24))).resolves.toMatchObject({ matches: false, mismatch: 'The ball should land in 25, the record says 24.' });
    await expect(verifyRound({ engine: 'sic-bo', config: {}, outcome: { dice: [1, 6, 4] }, ...seeds, nonce: 4, draws: 3 }))
      .resolves.toMatchObject({ matches: false, mismatch: 'Die 2 should show 5, the record says 6.' });
  });

  it('checks how many numbers the round took', async () => {
    await expect(verifyRound(roulette(25, 2))).resolves.toMatchObject({
      matches: false, mismatch: 'The round should take 1 number from its stream, the record says 2.',
    });
  });

  it('sends crash to its own proof and refuses an unknown game or a broken record', async () => {
    await expect(verifyRound({ ...roulette(25), engine: 'crash' })).resolves.toMatchObject({ matches: false, mismatch: 'Crash rounds are verified in the game, with their own proof.' });
    await expect(verifyRound({ ...roulette(25), engine: 'keno' })).resolves.toMatchObject({ matches: false, mismatch: 'This verifier does not know the game "keno".' });
    await expect(verifyRound({ ...roulette(25), nonce: -1 })).resolves.toMatchObject({ matches: false });
  });

  it('cannot check a slot whose config lacks its reel strips', async () => {
    await expect(verifyRound({ engine: 'slot', config: { rows: 3 }, outcome: {}, ...seeds, nonce: 0, draws: 3 }))
      .resolves.toMatchObject({ matches: false, mismatch: 'The game does not publish its reel strips, so its spins cannot be checked.' });
  });
});
