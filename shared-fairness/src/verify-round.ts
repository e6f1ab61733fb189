import { baccaratFamily, blackjackFamily, caribbeanStudFamily, letEmRideFamily, redDogFamily, triCardFamily, videoPokerFamily, warFamily } from './cards';
import { count, type Family } from './family';
import { slotFamily } from './slots';
import { drawsFrom, fairNumbers, StreamExhausted } from './stream';
import { crapsFamily, rouletteFamily, sicBoFamily } from './wheel-and-dice';

/** A round as its page shows it: the game's engine and config (GET /games/api/info), the stored outcome, its seeds and draws. */
export interface RoundRecord {
  engine: string;
  config: Record<string, unknown>;
  outcome: Record<string, unknown>;
  server_seed: string;
  client_seed: string;
  nonce: number;
  /** How many uint32 of the stream the round took. */
  draws: number;
}

export interface Verification {
  matches: boolean;
  /** The outcome the seeds give (the family's own shape; `describeOutcome` puts it in words), or null when none was computed. */
  expected: unknown;
  /** The first difference, in a sentence for the player; null when the round matches. */
  mismatch: string | null;
}

const FAMILIES: Readonly<Record<string, Family>> = {
  slot: slotFamily,
  'video-poker': videoPokerFamily,
  blackjack: blackjackFamily,
  roulette: rouletteFamily,
  baccarat: baccaratFamily,
  'sic-bo': sicBoFamily,
  craps: crapsFamily,
  war: warFamily,
  'tri-card-poker': triCardFamily,
  'red-dog': redDogFamily,
  'caribbean-stud': caribbeanStudFamily,
  'let-em-ride': letEmRideFamily,
};

/** No round takes more of its stream than this (1,000 free games on six reels with rejections to spare). */
const MOST_NUMBERS = 1 << 16;

/**
 * Recomputes a round from its seeds as docs/fairness.md states (the player's decisions read from the
 * stored outcome) and compares it with the record: the cards, reels, pocket or dice, and that the round
 * took exactly as many numbers of its stream as the record says.
 */
export async function verifyRound(record: RoundRecord): Promise<Verification> {
  if (record.engine === 'crash') return { matches: false, expected: null, mismatch: 'Crash rounds are verified in the game, with their own proof.' };
  const family = Object.hasOwn(FAMILIES, record.engine) ? FAMILIES[record.engine] : undefined;
  if (!family) return { matches: false, expected: null, mismatch: `This verifier does not know the game "${record.engine}".` };
  if (!Number.isSafeInteger(record.nonce) || record.nonce < 0 || !Number.isSafeInteger(record.draws) || record.draws < 0) {
    return { matches: false, expected: null, mismatch: 'The record\'s nonce and draws must be whole numbers.' };
  }
  // The round's numbers and a block to spare; a recomputation that needs more computes more.
  let wanted = Math.ceil((record.draws + 1) / 8) * 8;
  for (;;) {
    const numbers = await fairNumbers(record.server_seed, record.client_seed, record.nonce, wanted);
    const draws = drawsFrom(numbers);
    try {
      const { expected, mismatch } = family.recompute(record.config, record.outcome, draws);
      const counted = mismatch ?? (draws.consumed === record.draws
        ? null
        : `The round should take ${count(draws.consumed, 'number')} from its stream, the record says ${record.draws}.`);
      return { matches: counted === null, expected, mismatch: counted };
    } catch (error) {
      if (!(error instanceof StreamExhausted) || wanted >= MOST_NUMBERS) throw error;
      wanted *= 4;
    }
  }
}

/** The expected outcome of a `verifyRound` in words, e.g. "The ball lands in 17." or "Your hand: K♠ 7♥. Dealer: …". */
export function describeOutcome(engine: string, expected: unknown): string {
  const family = Object.hasOwn(FAMILIES, engine) ? FAMILIES[engine] : undefined;
  if (!family || expected === null || typeof expected !== 'object') return '';
  return family.describe(expected as Record<string, unknown>);
}
