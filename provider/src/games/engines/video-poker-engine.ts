import { drawDistinct, type Rng } from '../rng';

/** Cards 0–51: rank = card % 13 (0 = 2 … 8 = T, 9 = J, 10 = Q, 11 = K, 12 = A), suit = ⌊card / 13⌋. */
export const rankOf = (card: number) => card % 13;
export const suitOf = (card: number) => Math.floor(card / 13);
const RANK_LABELS = '23456789TJQKA';
const SUIT_LABELS = '♠♥♦♣';
export const cardLabel = (card: number) => `${RANK_LABELS[rankOf(card)]}${SUIT_LABELS[suitOf(card)]}`;
export const FULL_DECK: readonly number[] = Array.from({ length: 52 }, (_, card) => card);

export type PokerVariant = 'jacks-or-better' | 'deuces-wild';
export const HAND_COUNTS = [1, 3, 10, 52, 100] as const;

export interface PayLine {
  hand: string;
  label: string;
  pays: number;
}

/**
 * Pay tables per coin at the maximum coins (the royal's 4000-for-5 bonus included). RTPs are the
 * published optimal-strategy returns for an infinite series of hands (Wizard of Odds):
 * Jacks or Better 9/6 99.5439 %, "Not So Ugly" Deuces Wild 99.7283 %. Computing them here would
 * mean solving all 2,598,960 deals × 32 holds; the bench checks the engine against them instead.
 */
export const POKER_PAYTABLES: Record<PokerVariant, { name: string; rtp: number; lines: PayLine[] }> = {
  'jacks-or-better': {
    name: 'Jacks or Better (9/6)',
    rtp: 0.995439,
    lines: [
      { hand: 'royal-flush', label: 'Royal Flush', pays: 800 },
      { hand: 'straight-flush', label: 'Straight Flush', pays: 50 },
      { hand: 'four-kind', label: 'Four of a Kind', pays: 25 },
      { hand: 'full-house', label: 'Full House', pays: 9 },
      { hand: 'flush', label: 'Flush', pays: 6 },
      { hand: 'straight', label: 'Straight', pays: 4 },
      { hand: 'three-kind', label: 'Three of a Kind', pays: 3 },
      { hand: 'two-pair', label: 'Two Pair', pays: 2 },
      { hand: 'jacks-or-better', label: 'Jacks or Better', pays: 1 },
    ],
  },
  'deuces-wild': {
    name: 'Deuces Wild (Not So Ugly)',
    rtp: 0.997283,
    lines: [
      { hand: 'natural-royal', label: 'Natural Royal Flush', pays: 800 },
      { hand: 'four-deuces', label: 'Four Deuces', pays: 200 },
      { hand: 'wild-royal', label: 'Wild Royal Flush', pays: 25 },
      { hand: 'five-kind', label: 'Five of a Kind', pays: 16 },
      { hand: 'straight-flush', label: 'Straight Flush', pays: 10 },
      { hand: 'four-kind', label: 'Four of a Kind', pays: 4 },
      { hand: 'full-house', label: 'Full House', pays: 4 },
      { hand: 'flush', label: 'Flush', pays: 3 },
      { hand: 'straight', label: 'Straight', pays: 2 },
      { hand: 'three-kind', label: 'Three of a Kind', pays: 1 },
    ],
  },
};

function rankCounts(cards: readonly number[]): number[] {
  const counts = new Array<number>(13).fill(0);
  for (const card of cards) counts[rankOf(card)]! += 1;
  return counts;
}

/** Distinct ranks that fit one 5-wide window (the ace also plays low). */
function fitsStraight(ranks: readonly number[]): boolean {
  if (new Set(ranks).size !== ranks.length) return false;
  if (ranks.length === 0) return true;
  const high = Math.max(...ranks) - Math.min(...ranks) <= 4;
  const lowRanks = ranks.map((rank) => (rank === 12 ? -1 : rank));
  const low = Math.max(...lowRanks) - Math.min(...lowRanks) <= 4;
  return high || low;
}

const sameSuit = (cards: readonly number[]) => cards.every((card) => suitOf(card) === suitOf(cards[0]!));

export function evaluateHand(variant: PokerVariant, cards: readonly number[]): string | null {
  if (variant === 'deuces-wild') return evaluateDeuces(cards);
  const counts = rankCounts(cards).filter((count) => count > 0).sort((a, b) => b - a);
  const flush = sameSuit(cards);
  const ranks = cards.map(rankOf);
  const straight = counts.length === 5 && fitsStraight(ranks);
  if (straight && flush) return Math.min(...ranks) === 8 ? 'royal-flush' : 'straight-flush';
  if (counts[0] === 4) return 'four-kind';
  if (counts[0] === 3 && counts[1] === 2) return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (counts[0] === 3) return 'three-kind';
  if (counts[0] === 2 && counts[1] === 2) return 'two-pair';
  if (counts[0] === 2) {
    const pairRank = rankCounts(cards).findIndex((count) => count === 2);
    return pairRank >= 9 ? 'jacks-or-better' : null;
  }
  return null;
}

function evaluateDeuces(cards: readonly number[]): string | null {
  const wild = cards.filter((card) => rankOf(card) === 0).length;
  const natural = cards.filter((card) => rankOf(card) !== 0);
  const ranks = natural.map(rankOf);
  const counts = rankCounts(natural);
  const most = Math.max(0, ...counts);
  const flush = natural.length === 0 || sameSuit(natural);
  const straight = fitsStraight(ranks);
  const royalRanks = ranks.every((rank) => rank >= 8) && straight;
  if (wild === 0 && flush && straight && Math.min(...ranks) === 8) return 'natural-royal';
  if (wild === 4) return 'four-deuces';
  if (flush && royalRanks) return 'wild-royal';
  if (most + wild >= 5) return 'five-kind';
  if (flush && straight) return 'straight-flush';
  if (most + wild >= 4) return 'four-kind';
  const pairs = counts.filter((count) => count === 2).length;
  if ((wild === 0 && most === 3 && pairs === 1) || (wild === 1 && pairs === 2)) return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (most + wild >= 3) return 'three-kind';
  return null;
}

export function handPays(variant: PokerVariant, cards: readonly number[]): { hand: string | null; pays: number } {
  const hand = evaluateHand(variant, cards);
  const line = POKER_PAYTABLES[variant].lines.find((entry) => entry.hand === hand);
  return { hand, pays: line?.pays ?? 0 };
}

export function dealPoker(rng: Rng): number[] {
  return drawDistinct(rng, FULL_DECK, 5);
}

export interface DrawnHand {
  cards: number[];
  hand: string | null;
  pays: number;
}

/** Held cards stay on every hand; each hand replaces the rest from its own copy of the 47 unseen cards. */
export function drawPoker(variant: PokerVariant, dealt: readonly number[], held: readonly boolean[], hands: number, rng: Rng): DrawnHand[] {
  const unseen = FULL_DECK.filter((card) => !dealt.includes(card));
  const replacements = held.filter((keep) => !keep).length;
  return Array.from({ length: hands }, () => {
    const fresh = drawDistinct(rng, unseen, replacements);
    let next = 0;
    const cards = dealt.map((card, index) => (held[index] ? card : fresh[next++]!));
    return { cards, ...handPays(variant, cards) };
  });
}

// ---- Strategy: a near-optimal hold list, used for the "hint" and by the RTP bench. ----

function subsets(size: number): number[][] {
  const result: number[][] = [];
  for (let mask = 0; mask < 32; mask += 1) {
    const indices = [0, 1, 2, 3, 4].filter((index) => mask & (1 << index));
    if (indices.length === size) result.push(indices);
  }
  return result;
}
const SUBSETS = [0, 1, 2, 3, 4, 5].map(subsets);
const mask = (indices: readonly number[]) => [0, 1, 2, 3, 4].map((index) => indices.includes(index));

function findHold(cards: readonly number[], size: number, test: (picked: number[]) => boolean): boolean[] | null {
  for (const indices of SUBSETS[size]!) if (test(indices.map((index) => cards[index]!))) return mask(indices);
  return null;
}

const isHigh = (card: number) => rankOf(card) >= 9;
const toRoyal = (picked: number[]) => sameSuit(picked) && picked.every((card) => rankOf(card) >= 8);
const toStraightFlush = (picked: number[]) => sameSuit(picked) && fitsStraight(picked.map(rankOf));
const outsideStraight = (picked: number[]) => {
  const ranks = picked.map(rankOf).sort((a, b) => a - b);
  return new Set(ranks).size === 4 && ranks[3]! - ranks[0]! === 3 && ranks[3]! < 12;
};

function holdRank(cards: readonly number[], count: number, minRank = 0): boolean[] | null {
  const counts = rankCounts(cards);
  const rank = counts.findIndex((value, index) => value === count && index >= minRank);
  return rank < 0 ? null : cards.map((card) => rankOf(card) === rank);
}

function jacksStrategy(cards: readonly number[]): boolean[] {
  const made = evaluateHand('jacks-or-better', cards);
  const all = [true, true, true, true, true];
  if (made === 'royal-flush' || made === 'straight-flush' || made === 'full-house') return all;
  if (made === 'four-kind') return holdRank(cards, 4)!;
  return (
    // Four to a royal is worth more than a made flush or straight.
    findHold(cards, 4, toRoyal) ??
    (made === 'flush' || made === 'straight' ? all : null) ??
    (made === 'three-kind' ? holdRank(cards, 3) : null) ??
    findHold(cards, 4, toStraightFlush) ??
    (made === 'two-pair' ? cards.map((card) => rankCounts(cards)[rankOf(card)] === 2) : null) ??
    (made === 'jacks-or-better' ? holdRank(cards, 2) : null) ??
    findHold(cards, 3, toRoyal) ??
    findHold(cards, 4, sameSuit) ??
    holdRank(cards, 2) ??
    findHold(cards, 4, outsideStraight) ??
    findHold(cards, 2, (picked) => sameSuit(picked) && picked.every(isHigh)) ??
    findHold(cards, 3, toStraightFlush) ??
    lowestHighCards(cards, 2) ??
    findHold(cards, 2, (picked) => sameSuit(picked) && picked.some((card) => rankOf(card) === 8) && picked.some((card) => [9, 10, 11].includes(rankOf(card)))) ??
    lowestHighCards(cards, 1) ??
    mask([])
  );
}

function lowestHighCards(cards: readonly number[], count: number): boolean[] | null {
  const high = cards.map((card, index) => ({ card, index })).filter((entry) => isHigh(entry.card));
  if (high.length < count) return null;
  high.sort((a, b) => rankOf(a.card) - rankOf(b.card));
  return mask(high.slice(0, count).map((entry) => entry.index));
}

function deucesStrategy(cards: readonly number[]): boolean[] {
  const made = evaluateHand('deuces-wild', cards);
  const all = [true, true, true, true, true];
  const deuces = cards.map((card) => rankOf(card) === 0);
  const wild = deuces.filter(Boolean).length;
  const naturals = (picked: number[]) => picked.filter((card) => rankOf(card) !== 0);
  const withDeuces = (size: number, test: (natural: number[]) => boolean) =>
    findHold(cards, size, (picked) => picked.filter((card) => rankOf(card) === 0).length === wild && test(naturals(picked)));
  const royalish = (natural: number[]) => (natural.length === 0 || sameSuit(natural)) && natural.every((card) => rankOf(card) >= 8) && fitsStraight(natural.map(rankOf));
  const sfish = (natural: number[]) => (natural.length === 0 || sameSuit(natural)) && fitsStraight(natural.map(rankOf));
  const fourOfKind = () => {
    const counts = rankCounts(cards.filter((card) => rankOf(card) !== 0));
    const rank = counts.findIndex((count) => count + wild >= 4 && count > 0);
    return rank < 0 ? null : cards.map((card) => rankOf(card) === 0 || rankOf(card) === rank);
  };
  if (wild === 4) return all;
  if (wild === 3) return made === 'wild-royal' || made === 'five-kind' ? all : deuces;
  if (wild === 2) {
    if (made === 'wild-royal' || made === 'five-kind' || made === 'straight-flush') return all;
    if (made === 'four-kind') return fourOfKind() ?? all;
    return withDeuces(4, royalish) ?? withDeuces(4, (natural) => sfish(natural) && Math.min(...natural.map(rankOf)) >= 3) ?? deuces;
  }
  if (wild === 1) {
    if (made === 'wild-royal' || made === 'five-kind' || made === 'straight-flush') return all;
    if (made === 'four-kind') return fourOfKind() ?? all;
    return (
      withDeuces(4, royalish) ??
      (made === 'full-house' ? all : null) ??
      withDeuces(4, sfish) ??
      (made === 'three-kind' ? cards.map((card) => rankOf(card) === 0 || rankCounts(cards)[rankOf(card)] === 2) : null) ??
      (made === 'flush' || made === 'straight' ? all : null) ??
      withDeuces(3, royalish) ??
      withDeuces(3, (natural) => sfish(natural) && Math.min(...natural.map(rankOf)) >= 3) ??
      deuces
    );
  }
  if (made === 'natural-royal' || made === 'straight-flush' || made === 'full-house' || made === 'flush' || made === 'straight') return all;
  if (made === 'four-kind') return holdRank(cards, 4)!;
  return (
    findHold(cards, 4, toRoyal) ??
    (made === 'three-kind' ? holdRank(cards, 3) : null) ??
    findHold(cards, 4, toStraightFlush) ??
    findHold(cards, 3, toRoyal) ??
    holdRank(cards, 2) ??
    findHold(cards, 4, sameSuit) ??
    findHold(cards, 4, outsideStraight) ??
    findHold(cards, 3, (picked) => toStraightFlush(picked) && Math.min(...picked.map(rankOf)) >= 3) ??
    mask([])
  );
}

/** The hint: which cards to hold (near-optimal; see the README for its cost against perfect play). */
export function suggestHold(variant: PokerVariant, cards: readonly number[]): boolean[] {
  return variant === 'deuces-wild' ? deucesStrategy(cards) : jacksStrategy(cards);
}

export function videoPokerTheory(variant: PokerVariant): { rtp: number } {
  return { rtp: POKER_PAYTABLES[variant].rtp };
}
