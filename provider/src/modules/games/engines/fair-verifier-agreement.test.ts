import { randomBytes } from 'node:crypto';
import { verifyRound, type RoundRecord } from 'shared-fairness';
import { seededRng } from '../../../lib/rng';
import { ENGINES, type EngineId } from '../engine-registry';
import { playRound, titlesOf } from '../../../testing/fair-round-play';

/**
 * The player's verifier (shared-fairness, written from docs/fairness.md alone) agrees with the engines:
 * rounds played on the fair stream, with random legal decisions, are said to match from their stored
 * outcome and the game's published config; one changed card, reel stop, pocket or die is not.
 */

const ROUNDS = 1000;

type Outcome = Record<string, unknown>;
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Another card than `label` (the ace of spades, or the two of spades in its place). */
const otherCard = (label: unknown) => (label === 'A♠' ? '2♠' : 'A♠');

/** One changed value per family, and the sentence the verifier must answer with. */
const ALTER: Record<Exclude<EngineId, 'crash'>, (outcome: Outcome) => RegExp> = {
  slot: (outcome) => {
    const stops = (outcome.base as { stops: number[] }).stops;
    stops[2] = stops[2]! + 1;
    return new RegExp(`^Reel 3 of the paid spin should stop at ${stops[2] - 1}, the record says ${stops[2]}\\.$`);
  },
  roulette: (outcome) => {
    outcome.pocket = ((outcome.pocket as number) + 1) % 37;
    return new RegExp(`^The ball should land in \\d+, the record says ${outcome.pocket}\\.$`);
  },
  blackjack: (outcome) => {
    const cards = (outcome.hands as { cards: string[] }[])[0]!.cards;
    cards[1] = otherCard(cards[1]);
    return new RegExp(`^Card 2 of (your hand|hand 1) should be .., the record says ${cards[1]}\\.$`);
  },
  'video-poker': (outcome) => {
    const dealt = outcome.dealt as string[];
    dealt[4] = otherCard(dealt[4]);
    return new RegExp(`^Card 5 of the deal should be .+, the record says ${dealt[4]}\\.$`);
  },
  baccarat: (outcome) => {
    const banker = outcome.banker as string[];
    banker[0] = otherCard(banker[0]);
    return new RegExp(`^Card 1 of the banker's hand should be .., the record says ${banker[0]}\\.$`);
  },
  'sic-bo': (outcome) => {
    const dice = outcome.dice as number[];
    dice[1] = (dice[1]! % 6) + 1;
    return new RegExp(`^Die 2 should show \\d, the record says ${dice[1]}\\.$`);
  },
  craps: (outcome) => {
    const roll = (outcome.rolls as number[][])[0]!;
    roll[0] = (roll[0]! % 6) + 1;
    return new RegExp(`^Roll 1 should be \\d and \\d, the record says ${roll[0]} and ${roll[1]}\\.$`);
  },
  war: (outcome) => {
    outcome.dealer = otherCard(outcome.dealer);
    return new RegExp(`^The dealer's card should be .., the record says ${outcome.dealer}\\.$`);
  },
  'tri-card-poker': (outcome) => {
    const dealer = outcome.dealer as string[];
    dealer[2] = otherCard(dealer[2]);
    return new RegExp(`^Card 3 of the dealer's hand should be .., the record says ${dealer[2]}\\.$`);
  },
  'red-dog': (outcome) => {
    const cards = outcome.cards as string[];
    cards[0] = otherCard(cards[0]);
    return new RegExp(`^Card 1 of the deal should be .., the record says ${cards[0]}\\.$`);
  },
  'caribbean-stud': (outcome) => {
    const player = outcome.player as string[];
    player[3] = otherCard(player[3]);
    return new RegExp(`^Card 4 of your hand should be .., the record says ${player[3]}\\.$`);
  },
  'let-em-ride': (outcome) => {
    const community = outcome.community as string[];
    community[1] = otherCard(community[1]);
    return new RegExp(`^Card 2 of the community cards should be .., the record says ${community[1]}\\.$`);
  },
};

const FAMILIES = (Object.keys(ENGINES) as EngineId[]).filter((id): id is Exclude<EngineId, 'crash'> => id !== 'crash');

describe('the player\'s verifier agrees with the engines', () => {
  it.each(FAMILIES)('%s: 1,000 rounds played on the fair stream are verified; a changed outcome is not', async (id) => {
    const titles = titlesOf(id);
    const choose = seededRng([...id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 52));
    const serverSeed = randomBytes(32).toString('hex');
    const clientSeed = randomBytes(8).toString('hex');
    const records: RoundRecord[] = [];
    let severalActs = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const title = titles[nonce % titles.length]!;
      const round = await playRound(id, title, { serverSeed, clientSeed, nonce }, choose);
      const last = round.acts[round.acts.length - 1]!;
      if (round.acts.length > 1) severalActs += 1;
      // What the round page has: the game's published config, the stored outcome (JSON) and draws.
      const record: RoundRecord = {
        engine: id,
        config: json(title.engine.clientConfig(title.setup.config, { serverSeed: '', nonce: 0 })),
        outcome: json(last.view),
        server_seed: serverSeed,
        client_seed: clientSeed,
        nonce,
        draws: last.draws,
      };
      const verification = await verifyRound(record);
      if (!verification.matches) throw new Error(`Round ${nonce} of ${id} was not verified: ${verification.mismatch}\n${JSON.stringify(record.outcome)}`);
      expect(verification.mismatch).toBeNull();
      records.push(record);
    }

    // Decisions (hits, splits, holds, raises) are read from the outcome: rounds of several acts were verified too.
    if (ENGINES[id].acts.length > 0) expect(severalActs).toBeGreaterThan(ROUNDS / 10);

    // A finished round (the dealer's cards shown) is altered, as a changed database row would be.
    const record = records.find((candidate) => candidate.outcome.finished !== false && (id !== 'war' || candidate.outcome.war === null))!;
    const altered = json(record);
    const sentence = ALTER[id](altered.outcome);
    const verification = await verifyRound(altered);
    expect(verification.matches).toBe(false);
    expect(verification.mismatch).toMatch(sentence);
    // The record's count of draws is part of what is checked.
    const miscounted = await verifyRound({ ...record, draws: record.draws + 1 });
    expect(miscounted).toMatchObject({ matches: false, mismatch: `The round should take ${record.draws} number${record.draws === 1 ? '' : 's'} from its stream, the record says ${record.draws + 1}.` });
  }, 60_000);

  it('sends crash rounds to the game\'s own proof', async () => {
    await expect(verifyRound({ engine: 'crash', config: {}, outcome: {}, server_seed: 'a'.repeat(64), client_seed: 'c', nonce: 0, draws: 0 }))
      .resolves.toEqual({ matches: false, expected: null, mismatch: 'Crash rounds are verified in the game, with their own proof.' });
  });
});
