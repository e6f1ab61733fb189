/**
 * Perfect play for video poker, exactly. For every subset of up to four cards the analyzer keeps
 * the sum of the pays of all five-card hands that contain it (one pass over all C(52,5) or C(53,5)
 * hands). The value of a hold is then an inclusion–exclusion over the discarded cards: hands that
 * contain the held cards, minus those that also contain a discard, … — 32 table reads and 80
 * subtractions per deal for all 32 holds. The same tables give the exact return of the game with perfect play.
 */
import { classifyHand, paysByClass, type PokerVariant } from './video-poker-engine';
import { POKER_PAYTABLES } from './video-poker-paytables';

const BINOMIAL: number[][] = Array.from({ length: 54 }, (_, n) => {
  const row = [1];
  for (let k = 1; k <= 5; k += 1) row[k] = (row[k - 1]! * (n - k + 1)) / k;
  return row;
});
const choose = (n: number, k: number) => (k < 0 || n < k ? 0 : BINOMIAL[n]![k]!);
const BITS = Uint8Array.from({ length: 32 }, (_, mask) => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1) + ((mask >> 4) & 1));

export interface PokerAnalysis {
  variant: PokerVariant;
  deckSize: number;
  /** sums[k][colex rank of a k-card subset] = total pays of the hands containing it. */
  sums: Float64Array[];
  pays: Float64Array;
}

const HIGHEST_BIT = Uint8Array.from({ length: 32 }, (_, mask) => (mask === 0 ? 0 : 31 - Math.clz32(mask)));
const ranksScratch = new Float64Array(32);

/**
 * Colex ranks (Σ C(card, position)) of every subset of the five ascending cards in `sorted`, by
 * mask; each extends the subset without its highest card.
 */
function subsetRanks(sorted: ArrayLike<number>, into: Float64Array): Float64Array {
  into[0] = 0;
  for (let mask = 1; mask < 32; mask += 1) {
    const top = HIGHEST_BIT[mask]!;
    into[mask] = into[mask & ~(1 << top)]! + choose(sorted[top]!, BITS[mask]!);
  }
  return into;
}

/**
 * Calls `visit` with every five-card hand of a `deckSize` deck, cards in ascending order (one
 * array, rewritten per hand), and awaits `pause` after each block of hands sharing the top two cards.
 */
async function forEachHand(deckSize: number, visit: (hand: Int32Array) => void, pause: () => Promise<void>): Promise<void> {
  const hand = new Int32Array(5);
  for (let e = 4; e < deckSize; e += 1) {
    hand[4] = e;
    for (let d = 3; d < e; d += 1) {
      hand[3] = d;
      for (let c = 2; c < d; c += 1) {
        hand[2] = c;
        for (let b = 1; b < c; b += 1) {
          hand[1] = b;
          for (let a = 0; a < b; a += 1) {
            hand[0] = a;
            visit(hand);
          }
        }
      }
      await pause();
    }
  }
}

/**
 * Builds the tables for `variant`: about a second of work. `pause` is awaited now and then so a
 * server can keep answering while it builds.
 */
export async function analyzeVariant(variant: PokerVariant, pause: () => Promise<void> = async () => {}): Promise<PokerAnalysis> {
  const rules = POKER_PAYTABLES[variant];
  const deckSize = rules.deckSize;
  const pays = paysByClass(variant);
  const sums = [0, 1, 2, 3, 4].map((size) => new Float64Array(choose(deckSize, size)));
  const ranks = new Float64Array(32);
  await forEachHand(deckSize, (hand) => {
    const pay = pays[classifyHand(rules, hand)]!;
    if (pay === 0) return;
    subsetRanks(hand, ranks);
    for (let mask = 0; mask < 31; mask += 1) sums[BITS[mask]!]![ranks[mask]!]! += pay;
  }, pause);
  return { variant, deckSize, sums, pays };
}

/** DRAWS[deck size][cards held] = how many equally likely draws complete the hand. */
const DRAWS: Record<number, number[]> = {
  52: [0, 1, 2, 3, 4, 5].map((held) => choose(47, 5 - held)),
  53: [0, 1, 2, 3, 4, 5].map((held) => choose(48, 5 - held)),
};

/**
 * In place, totals over "hands containing these cards" become totals over "hands containing these
 * and none of the other dealt cards" (inclusion–exclusion over the discards, one card at a time).
 */
function excludeDiscards(totals: Float64Array) {
  for (let bit = 1; bit < 32; bit <<= 1) {
    for (let mask = 0; mask < 32; mask += 1) if (!(mask & bit)) totals[mask]! -= totals[mask | bit]!;
  }
}

const sortedScratch = new Int32Array(5);
const orderScratch = new Int32Array(5);
const valueScratch = new Float64Array(32);

/**
 * The expected pays per coin of each hold of five cards in ascending order, into `values` by
 * mask over those sorted positions.
 */
function sortedHoldValues(analysis: PokerAnalysis, sorted: ArrayLike<number>, values: Float64Array): Float64Array {
  // Subset totals per mask; the full hand is the dealt hand itself.
  subsetRanks(sorted, ranksScratch);
  for (let mask = 0; mask < 31; mask += 1) values[mask] = analysis.sums[BITS[mask]!]![ranksScratch[mask]!]!;
  values[31] = analysis.pays[classifyHand(POKER_PAYTABLES[analysis.variant], sorted)]!;
  excludeDiscards(values);
  const draws = DRAWS[analysis.deckSize]!;
  for (let hold = 0; hold < 32; hold += 1) values[hold]! /= draws[BITS[hold]!]!;
  return values;
}

/**
 * The expected pays per coin of each of the 32 holds of `dealt`, indexed by hold mask over the
 * dealt positions (bit i set = card i held).
 */
export function holdValues(analysis: PokerAnalysis, dealt: readonly number[]): Float64Array {
  const order = [0, 1, 2, 3, 4].sort((left, right) => dealt[left]! - dealt[right]!);
  for (let index = 0; index < 5; index += 1) {
    orderScratch[index] = order[index]!;
    sortedScratch[index] = dealt[order[index]!]!;
  }
  sortedHoldValues(analysis, sortedScratch, valueScratch);
  const result = new Float64Array(32);
  for (let hold = 0; hold < 32; hold += 1) {
    let dealtMask = 0;
    for (let index = 0; index < 5; index += 1) if (hold & (1 << index)) dealtMask |= 1 << orderScratch[index]!;
    result[dealtMask] = valueScratch[hold]!;
  }
  return result;
}

/** The hold with the highest expected pays (on a tie, the one holding more cards). */
export function bestHold(analysis: PokerAnalysis, dealt: readonly number[]): { held: boolean[]; value: number } {
  const values = holdValues(analysis, dealt);
  let best = 0;
  for (let mask = 1; mask < 32; mask += 1) {
    const better = values[mask]! > values[best]! + 1e-12 || (Math.abs(values[mask]! - values[best]!) <= 1e-12 && BITS[mask]! > BITS[best]!);
    if (better) best = mask;
  }
  return { held: [0, 1, 2, 3, 4].map((index) => (best & (1 << index)) !== 0), value: values[best]! };
}

/** The return with perfect play: the mean over every deal of its best hold's value. */
export async function exactReturn(analysis: PokerAnalysis): Promise<number> {
  let total = 0;
  await forEachHand(analysis.deckSize, (dealt) => {
    const values = sortedHoldValues(analysis, dealt, valueScratch);
    let best = 0;
    for (let hold = 0; hold < 32; hold += 1) if (values[hold]! > best) best = values[hold]!;
    total += best;
  }, async () => {});
  return total / choose(analysis.deckSize, 5);
}

const analyses = new Map<PokerVariant, Promise<PokerAnalysis>>();

/** The analysis of `variant`, built once per process without blocking the event loop for long. */
export function analysisFor(variant: PokerVariant): Promise<PokerAnalysis> {
  let analysis = analyses.get(variant);
  if (!analysis) {
    analysis = analyzeVariant(variant, () => new Promise((resolve) => setImmediate(resolve)));
    analyses.set(variant, analysis);
  }
  return analysis;
}
