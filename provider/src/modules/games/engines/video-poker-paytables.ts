/**
 * The video poker games: deck, wild cards and pay table per title. Pays are per coin at the
 * maximum coins (the royal's 4000-for-5 bonus included). `rtp` is the return with perfect play,
 * computed by `exactReturn` in video-poker-analyzer.ts over all deals; the RTP bench recomputes
 * it and fails when a pay table changes without its figure.
 */
export type PokerVariant =
  | 'jacks-or-better'
  | 'deuces-wild'
  | 'bonus-poker'
  | 'double-bonus'
  | 'double-double-bonus'
  | 'aces-and-faces'
  | 'joker-poker'
  | 'loose-deuces'
  | 'sevens-wild'
  | 'all-american';

/** Hand classes the evaluator knows, most specific first where a pay table may split a class. */
export type PokerHand =
  | 'royal-flush'
  | 'four-wilds'
  | 'wild-royal'
  | 'five-kind'
  | 'straight-flush'
  | 'four-aces-low-kicker'
  | 'four-aces'
  | 'four-low-ace-kicker'
  | 'four-low'
  | 'four-faces'
  | 'four-kind'
  | 'full-house'
  | 'flush'
  | 'straight'
  | 'three-kind'
  | 'two-pair'
  | 'high-pair';

export interface PayLine {
  hand: PokerHand;
  label: string;
  pays: number;
}

export interface PokerRules {
  name: string;
  /** 53 adds a joker (card 52), wild. */
  deckSize: 52 | 53;
  /** Rank index (0 = 2 … 12 = A) whose four cards are wild, or null. */
  wildRank: number | null;
  /** Lowest rank of a paying pair (9 = jacks, 11 = kings); null when pairs never pay. */
  minPairRank: number | null;
  rtp: number;
  lines: PayLine[];
}

const DEUCE = 0;
const SEVEN = 5;
const JACK = 9;
const KING = 11;

export const POKER_PAYTABLES: Record<PokerVariant, PokerRules> = {
  'jacks-or-better': {
    name: 'Jacks or Better (9/6)',
    deckSize: 52, wildRank: null, minPairRank: JACK, rtp: 0.9954390,
    lines: [
      { hand: 'royal-flush', label: 'Royal Flush', pays: 800 },
      { hand: 'straight-flush', label: 'Straight Flush', pays: 50 },
      { hand: 'four-kind', label: 'Four of a Kind', pays: 25 },
      { hand: 'full-house', label: 'Full House', pays: 9 },
      { hand: 'flush', label: 'Flush', pays: 6 },
      { hand: 'straight', label: 'Straight', pays: 4 },
      { hand: 'three-kind', label: 'Three of a Kind', pays: 3 },
      { hand: 'two-pair', label: 'Two Pair', pays: 2 },
      { hand: 'high-pair', label: 'Jacks or Better', pays: 1 },
    ],
  },
  'deuces-wild': {
    name: 'Deuces Wild (Not So Ugly)',
    deckSize: 52, wildRank: DEUCE, minPairRank: null, rtp: 0.9972829,
    lines: [
      { hand: 'royal-flush', label: 'Natural Royal Flush', pays: 800 },
      { hand: 'four-wilds', label: 'Four Deuces', pays: 200 },
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
  'bonus-poker': {
    name: 'Bonus Poker (8/5)',
    deckSize: 52, wildRank: null, minPairRank: JACK, rtp: 0.9916597,
    lines: [
      { hand: 'royal-flush', label: 'Royal Flush', pays: 800 },
      { hand: 'straight-flush', label: 'Straight Flush', pays: 50 },
      { hand: 'four-aces', label: 'Four Aces', pays: 80 },
      { hand: 'four-low', label: 'Four 2s, 3s or 4s', pays: 40 },
      { hand: 'four-kind', label: 'Four 5s through Kings', pays: 25 },
      { hand: 'full-house', label: 'Full House', pays: 8 },
      { hand: 'flush', label: 'Flush', pays: 5 },
      { hand: 'straight', label: 'Straight', pays: 4 },
      { hand: 'three-kind', label: 'Three of a Kind', pays: 3 },
      { hand: 'two-pair', label: 'Two Pair', pays: 2 },
      { hand: 'high-pair', label: 'Jacks or Better', pays: 1 },
    ],
  },
  'double-bonus': {
    name: 'Double Bonus Poker (9/7)',
    deckSize: 52, wildRank: null, minPairRank: JACK, rtp: 0.9910647,
    lines: [
      { hand: 'royal-flush', label: 'Royal Flush', pays: 800 },
      { hand: 'straight-flush', label: 'Straight Flush', pays: 50 },
      { hand: 'four-aces', label: 'Four Aces', pays: 160 },
      { hand: 'four-low', label: 'Four 2s, 3s or 4s', pays: 80 },
      { hand: 'four-kind', label: 'Four 5s through Kings', pays: 50 },
      { hand: 'full-house', label: 'Full House', pays: 9 },
      { hand: 'flush', label: 'Flush', pays: 7 },
      { hand: 'straight', label: 'Straight', pays: 5 },
      { hand: 'three-kind', label: 'Three of a Kind', pays: 3 },
      { hand: 'two-pair', label: 'Two Pair', pays: 1 },
      { hand: 'high-pair', label: 'Jacks or Better', pays: 1 },
    ],
  },
  'double-double-bonus': {
    name: 'Double Double Bonus Poker (9/6)',
    deckSize: 52, wildRank: null, minPairRank: JACK, rtp: 0.9898078,
    lines: [
      { hand: 'royal-flush', label: 'Royal Flush', pays: 800 },
      { hand: 'straight-flush', label: 'Straight Flush', pays: 50 },
      { hand: 'four-aces-low-kicker', label: 'Four Aces with a 2, 3 or 4', pays: 400 },
      { hand: 'four-low-ace-kicker', label: 'Four 2s, 3s or 4s with an A, 2, 3 or 4', pays: 160 },
      { hand: 'four-aces', label: 'Four Aces', pays: 160 },
      { hand: 'four-low', label: 'Four 2s, 3s or 4s', pays: 80 },
      { hand: 'four-kind', label: 'Four 5s through Kings', pays: 50 },
      { hand: 'full-house', label: 'Full House', pays: 9 },
      { hand: 'flush', label: 'Flush', pays: 6 },
      { hand: 'straight', label: 'Straight', pays: 4 },
      { hand: 'three-kind', label: 'Three of a Kind', pays: 3 },
      { hand: 'two-pair', label: 'Two Pair', pays: 1 },
      { hand: 'high-pair', label: 'Jacks or Better', pays: 1 },
    ],
  },
  'aces-and-faces': {
    name: 'Aces and Faces (8/5)',
    deckSize: 52, wildRank: null, minPairRank: JACK, rtp: 0.9925545,
    lines: [
      { hand: 'royal-flush', label: 'Royal Flush', pays: 800 },
      { hand: 'straight-flush', label: 'Straight Flush', pays: 50 },
      { hand: 'four-aces', label: 'Four Aces', pays: 80 },
      { hand: 'four-faces', label: 'Four Jacks, Queens or Kings', pays: 40 },
      { hand: 'four-kind', label: 'Four 2s through 10s', pays: 25 },
      { hand: 'full-house', label: 'Full House', pays: 8 },
      { hand: 'flush', label: 'Flush', pays: 5 },
      { hand: 'straight', label: 'Straight', pays: 4 },
      { hand: 'three-kind', label: 'Three of a Kind', pays: 3 },
      { hand: 'two-pair', label: 'Two Pair', pays: 2 },
      { hand: 'high-pair', label: 'Jacks or Better', pays: 1 },
    ],
  },
  'joker-poker': {
    name: 'Joker Poker (Kings or Better)',
    deckSize: 53, wildRank: null, minPairRank: KING, rtp: 0.9907931,
    lines: [
      { hand: 'royal-flush', label: 'Natural Royal Flush', pays: 800 },
      { hand: 'five-kind', label: 'Five of a Kind', pays: 200 },
      { hand: 'wild-royal', label: 'Joker Royal Flush', pays: 100 },
      { hand: 'straight-flush', label: 'Straight Flush', pays: 50 },
      { hand: 'four-kind', label: 'Four of a Kind', pays: 20 },
      { hand: 'full-house', label: 'Full House', pays: 6 },
      { hand: 'flush', label: 'Flush', pays: 5 },
      { hand: 'straight', label: 'Straight', pays: 3 },
      { hand: 'three-kind', label: 'Three of a Kind', pays: 2 },
      { hand: 'two-pair', label: 'Two Pair', pays: 1 },
      { hand: 'high-pair', label: 'Kings or Better', pays: 1 },
    ],
  },
  'loose-deuces': {
    name: 'Loose Deuces',
    deckSize: 52, wildRank: DEUCE, minPairRank: null, rtp: 0.9919516,
    lines: [
      { hand: 'royal-flush', label: 'Natural Royal Flush', pays: 800 },
      { hand: 'four-wilds', label: 'Four Deuces', pays: 500 },
      { hand: 'wild-royal', label: 'Wild Royal Flush', pays: 25 },
      { hand: 'five-kind', label: 'Five of a Kind', pays: 12 },
      { hand: 'straight-flush', label: 'Straight Flush', pays: 8 },
      { hand: 'four-kind', label: 'Four of a Kind', pays: 4 },
      { hand: 'full-house', label: 'Full House', pays: 3 },
      { hand: 'flush', label: 'Flush', pays: 2 },
      { hand: 'straight', label: 'Straight', pays: 2 },
      { hand: 'three-kind', label: 'Three of a Kind', pays: 1 },
    ],
  },
  'sevens-wild': {
    name: 'Sevens Wild',
    deckSize: 52, wildRank: SEVEN, minPairRank: null, rtp: 0.9879883,
    lines: [
      { hand: 'royal-flush', label: 'Natural Royal Flush', pays: 800 },
      { hand: 'four-wilds', label: 'Four Sevens', pays: 200 },
      { hand: 'wild-royal', label: 'Wild Royal Flush', pays: 25 },
      { hand: 'five-kind', label: 'Five of a Kind', pays: 15 },
      { hand: 'straight-flush', label: 'Straight Flush', pays: 9 },
      { hand: 'four-kind', label: 'Four of a Kind', pays: 5 },
      { hand: 'full-house', label: 'Full House', pays: 3 },
      { hand: 'flush', label: 'Flush', pays: 2 },
      { hand: 'straight', label: 'Straight', pays: 2 },
      { hand: 'three-kind', label: 'Three of a Kind', pays: 1 },
    ],
  },
  'all-american': {
    name: 'All American Poker',
    deckSize: 52, wildRank: null, minPairRank: JACK, rtp: 0.9959788,
    lines: [
      { hand: 'royal-flush', label: 'Royal Flush', pays: 800 },
      { hand: 'straight-flush', label: 'Straight Flush', pays: 200 },
      { hand: 'four-kind', label: 'Four of a Kind', pays: 35 },
      { hand: 'full-house', label: 'Full House', pays: 8 },
      { hand: 'flush', label: 'Flush', pays: 8 },
      { hand: 'straight', label: 'Straight', pays: 8 },
      { hand: 'three-kind', label: 'Three of a Kind', pays: 3 },
      { hand: 'two-pair', label: 'Two Pair', pays: 1 },
      { hand: 'high-pair', label: 'Jacks or Better', pays: 1 },
    ],
  },
};

export const POKER_VARIANTS = Object.keys(POKER_PAYTABLES) as PokerVariant[];
