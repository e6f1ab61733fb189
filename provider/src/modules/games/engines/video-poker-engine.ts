import { drawDistinct, type Rng } from '../../../lib/rng';
import { FULL_DECK, JOKER } from './cards';
import { POKER_PAYTABLES, type PokerHand, type PokerRules, type PokerVariant } from './video-poker-paytables';

export { POKER_PAYTABLES, POKER_VARIANTS, type PayLine, type PokerHand, type PokerVariant } from './video-poker-paytables';

export const deckOf = (variant: PokerVariant): readonly number[] => DECKS[POKER_PAYTABLES[variant].deckSize];
const DECKS = { 52: FULL_DECK, 53: [...FULL_DECK, JOKER] } as const;

export const HAND_COUNTS = [1, 3, 10, 52, 100] as const;

// ---- Evaluation: a hand class code per five cards, allocation-free (the analyzer evaluates millions). ----

/** Class codes, in the order of `HAND_CLASSES`; 0 is no paying hand. */
const HAND_CLASSES: readonly (PokerHand | null)[] = [
  null, 'royal-flush', 'four-wilds', 'wild-royal', 'five-kind', 'straight-flush', 'four-aces-low-kicker', 'four-aces',
  'four-low-ace-kicker', 'four-low', 'four-faces', 'four-kind', 'full-house', 'flush', 'straight', 'three-kind', 'two-pair', 'high-pair',
];
/** A pay table that does not split a class pays it as the next more general one. */
const FALLBACK: Partial<Record<PokerHand, PokerHand>> = {
  'four-aces-low-kicker': 'four-aces', 'four-aces': 'four-kind', 'four-low-ace-kicker': 'four-low', 'four-low': 'four-kind', 'four-faces': 'four-kind',
};

const ACE = 12;
const ROYAL_RANKS = 0b1_1111_0000_0000;
/** STRAIGHT_RANKS[mask] is 1 when the distinct ranks in `mask` fit one five-rank window (ace high or low). */
const STRAIGHT_RANKS = new Uint8Array(1 << 13).map((_, mask) => {
  for (let low = 0; low <= 8; low += 1) if ((mask & ~(0b11111 << low)) === 0) return 1;
  return (mask & ~0b1_0000_0000_1111) === 0 ? 1 : 0;
});
const BIT_COUNT = new Uint8Array(1 << 13).map((_, mask) => {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count += 1;
  return count;
});

const counts = new Uint8Array(13);

/** The class code of five cards under `rules` (see HAND_CLASSES). */
export function classifyHand(rules: PokerRules, cards: ArrayLike<number>): number {
  counts.fill(0);
  let wilds = 0;
  let suits = 0;
  let ranks = 0;
  for (let index = 0; index < 5; index += 1) {
    const card = cards[index]!;
    const rank = card % 13;
    if (card === JOKER || rank === rules.wildRank) {
      wilds += 1;
      continue;
    }
    counts[rank]! += 1;
    // Integer division without Math.floor: global lookups are slow in Jest's sandbox, and this runs millions of times.
    suits |= 1 << ((card / 13) | 0);
    ranks |= 1 << rank;
  }
  let most = 0;
  let pairs = 0;
  let pairRank = -1;
  let quadRank = -1;
  let kicker = -1;
  for (let rank = 0; rank < 13; rank += 1) {
    const count = counts[rank]!;
    if (count > most) most = count;
    if (count === 2) {
      pairs += 1;
      pairRank = rank;
    }
    if (count === 4) quadRank = rank;
    if (count === 1) kicker = rank;
  }
  const flush = BIT_COUNT[suits]! <= 1;
  const straight = BIT_COUNT[ranks] === 5 - wilds && STRAIGHT_RANKS[ranks] === 1;
  if (wilds === 0 && flush && straight && ranks === ROYAL_RANKS) return 1;
  if (wilds > 0) {
    if (wilds === 4) return 2;
    if (flush && straight && (ranks & ~ROYAL_RANKS) === 0) return 3;
    if (most + wilds >= 5) return 4;
  }
  if (flush && straight) return 5;
  if (most + wilds >= 4) {
    if (wilds > 0) return 11;
    if (quadRank === ACE) return kicker <= 2 ? 6 : 7;
    if (quadRank <= 2) return kicker <= 2 || kicker === ACE ? 8 : 9;
    return quadRank >= 9 ? 10 : 11;
  }
  if ((wilds === 0 && most === 3 && pairs === 1) || (wilds === 1 && pairs === 2)) return 12;
  if (flush) return 13;
  if (straight) return 14;
  if (most + wilds >= 3) return 15;
  if (wilds === 0 && pairs === 2) return 16;
  if (rules.minPairRank !== null) {
    if (wilds === 0 && pairs === 1 && pairRank >= rules.minPairRank) return 17;
    // A lone wild card pairs the highest natural card.
    if (wilds === 1 && 31 - Math.clz32(ranks) >= rules.minPairRank) return 17;
  }
  return 0;
}

/** Per class code: the pay table line that pays it (after fallbacks), or null. */
const lineTables = new Map<PokerVariant, (PokerRules['lines'][number] | null)[]>();
function linesByClass(variant: PokerVariant) {
  let table = lineTables.get(variant);
  if (!table) {
    const { lines } = POKER_PAYTABLES[variant];
    table = HAND_CLASSES.map((hand) => {
      for (let current: PokerHand | undefined = hand ?? undefined; current; current = FALLBACK[current]) {
        const line = lines.find((entry) => entry.hand === current);
        if (line) return line;
      }
      return null;
    });
    lineTables.set(variant, table);
  }
  return table;
}

/** Pays per class code for `variant`: what the analyzer sums. */
export function paysByClass(variant: PokerVariant): Float64Array {
  return Float64Array.from(linesByClass(variant), (line) => line?.pays ?? 0);
}

/** The paying hand (its pay table id and label) and its pays per coin; `hand` is null for no win. */
export function handPays(variant: PokerVariant, cards: readonly number[]): { hand: PokerHand | null; label: string | null; pays: number } {
  const line = linesByClass(variant)[classifyHand(POKER_PAYTABLES[variant], cards)] ?? null;
  return { hand: line?.hand ?? null, label: line?.label ?? null, pays: line?.pays ?? 0 };
}

// ---- Dealing ----

export function dealPoker(variant: PokerVariant, rng: Rng): number[] {
  return drawDistinct(rng, deckOf(variant), 5);
}

export interface DrawnHand {
  cards: number[];
  hand: PokerHand | null;
  label: string | null;
  pays: number;
}

/** Held cards stay on every hand; each hand replaces the rest from its own copy of the unseen cards. */
export function drawPoker(variant: PokerVariant, dealt: readonly number[], held: readonly boolean[], hands: number, rng: Rng): DrawnHand[] {
  const unseen = deckOf(variant).filter((card) => !dealt.includes(card));
  const replacements = held.filter((keep) => !keep).length;
  return Array.from({ length: hands }, () => {
    const fresh = drawDistinct(rng, unseen, replacements);
    let next = 0;
    const cards = dealt.map((card, index) => (held[index] ? card : fresh[next++]!));
    return { cards, ...handPays(variant, cards) };
  });
}
