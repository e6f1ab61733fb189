import { drawDistinct, type Rng } from '../rng';
import { HAND_NAMES as FIVE_CARD_NAMES, type FiveCardHand } from './caribbean-stud-engine';
import type { BetResult, TableAction, TableGame } from './table-game';
import { cardLabel, FULL_DECK, rankOf, suitOf } from './video-poker-engine';

/**
 * Caribbean Hold'em (casino hold'em), one 52-card deck shuffled for every round. The player bets
 * an Ante and gets two cards, the dealer two face down, and the flop (three community cards) is
 * shown. The player Calls (a Call bet of twice the Ante) or Folds (the Ante is lost); the turn and
 * river follow. Best five of seven cards. The dealer qualifies with a pair of fours or better: if
 * not, the Ante pays by the table below and the Call pushes; otherwise the better hand wins (Ante
 * by the table, Call 1:1), a tie pushes both, and a dealer win takes both.
 */
export const ANTE_PAYS: { hand: FiveCardHand | 'straight-or-less'; label: string; pays: number }[] = [
  { hand: 'royal-flush', label: 'Royal Flush', pays: 100 }, { hand: 'straight-flush', label: 'Straight Flush', pays: 20 },
  { hand: 'four-kind', label: 'Four of a Kind', pays: 10 }, { hand: 'full-house', label: 'Full House', pays: 3 },
  { hand: 'flush', label: 'Flush', pays: 2 }, { hand: 'straight-or-less', label: 'Straight or less', pays: 1 },
];
const antePays = (hand: FiveCardHand) => (ANTE_PAYS.find((line) => line.hand === hand) ?? ANTE_PAYS.at(-1)!).pays;

/**
 * The published return of the optimal strategy for these rules and this pay table, per Ante:
 * house edge 2.16 % (Wizard of Odds, "Casino Hold'em"). An exact solution means every flop
 * against every turn, river and dealer hand (about 10^13 showdowns): not for the server. The RTP
 * bench plays `shouldCall` against this figure.
 */
export const CARIBBEAN_HOLDEM_RTP = 1 - 0.0216;

const CATEGORY: readonly FiveCardHand[] = [
  'high-card', 'pair', 'two-pair', 'three-kind', 'straight', 'flush', 'full-house', 'four-kind', 'straight-flush', 'royal-flush',
];

/** The top rank of the best straight in a rank bit mask (bit r = rank r), A-2-3-4-5 topping at 5; −1 if none. */
function straightTop(mask: number): number {
  for (let top = 12; top >= 4; top -= 1) if (((mask >> (top - 4)) & 0b11111) === 0b11111) return top;
  return (mask & 0b1111) === 0b1111 && (mask >> 12) & 1 ? 3 : -1;
}

/**
 * The best five-card hand of any number of cards (five to seven), with a strength comparable to
 * `evaluateFive`'s: category × 16^5 plus the ranks that break ties.
 */
export function evaluateBest(cards: readonly number[]): { hand: FiveCardHand; strength: number } {
  const counts = new Array<number>(13).fill(0);
  const suitMasks = [0, 0, 0, 0];
  let mask = 0;
  for (const card of cards) {
    counts[rankOf(card)]! += 1;
    suitMasks[suitOf(card)]! |= 1 << rankOf(card);
    mask |= 1 << rankOf(card);
  }
  const result = (category: number, ranks: number[]) => ({
    hand: CATEGORY[category]!,
    strength: category * 16 ** 5 + [0, 1, 2, 3, 4].reduce((sum, index) => sum * 16 + ((ranks[index] ?? -1) + 1), 0),
  });
  const ranksOf = (bits: number) => [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].filter((rank) => (bits >> rank) & 1);
  const straightRanks = (top: number) => (top === 3 ? [3, 2, 1, 0, -1] : [top, top - 1, top - 2, top - 3, top - 4]);
  const flushMask = suitMasks.find((bits) => ranksOf(bits).length >= 5);
  if (flushMask !== undefined) {
    const top = straightTop(flushMask);
    if (top >= 0) return result(top === 12 ? 9 : 8, straightRanks(top));
  }
  const byCount = (count: number) => [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].filter((rank) => counts[rank] === count);
  const quads = byCount(4);
  const trips = byCount(3);
  const pairs = byCount(2);
  const kickers = (used: number[], take: number) => ranksOf(mask).filter((rank) => !used.includes(rank)).slice(0, take);
  if (quads.length) return result(7, [quads[0]!, ...kickers([quads[0]!], 1)]);
  if (trips.length && (trips.length > 1 || pairs.length)) {
    const pair = Math.max(trips[1] ?? -1, pairs[0] ?? -1);
    return result(6, [trips[0]!, pair]);
  }
  if (flushMask !== undefined) return result(5, ranksOf(flushMask).slice(0, 5));
  const top = straightTop(mask);
  if (top >= 0) return result(4, straightRanks(top));
  if (trips.length) return result(3, [trips[0]!, ...kickers([trips[0]!], 2)]);
  if (pairs.length >= 2) return result(2, [pairs[0]!, pairs[1]!, ...kickers([pairs[0]!, pairs[1]!], 1)]);
  if (pairs.length) return result(1, [pairs[0]!, ...kickers([pairs[0]!], 3)]);
  return result(0, ranksOf(mask).slice(0, 5));
}

/** A pair of fours or better qualifies the dealer (board pairs count). */
const FOURS = 1 * 16 ** 5 + 3 * 16 ** 4;
export const dealerQualifies = (cards: readonly number[]) => evaluateBest(cards).strength >= FOURS;

/**
 * The hint and the bench strategy, a simple one worked out from simulated call values by
 * situation (a call is right when it loses less than the folded Ante on average). Call with a
 * pair or better that uses a hole card, four to a flush or an open-ended straight, four to any
 * straight with a six or better in hand, a jack or better in hand, three to a flush with a nine or
 * better in hand, or a ten in hand under a paired flop; fold the rest (about 19 % of hands).
 */
export function shouldCall(hole: readonly number[], flop: readonly number[]): boolean {
  const cards = [...hole, ...flop];
  const made = evaluateBest(cards);
  const board = evaluateBest(flop);
  if (made.hand !== 'high-card' && (made.hand !== 'pair' || board.hand === 'high-card')) return true;
  const suitCounts = [0, 1, 2, 3].map((suit) => cards.filter((card) => suitOf(card) === suit).length);
  if (suitCounts.some((count) => count >= 4)) return true;
  const mask = cards.reduce((bits, card) => bits | (1 << rankOf(card)), 0);
  for (let low = 0; low <= 8; low += 1) if (((mask >> low) & 0b1111) === 0b1111) return true;
  const high = Math.max(...hole.map(rankOf));
  // Four of any five-rank window (the ace also low): an inside or open-ended straight draw.
  const wide = (mask << 1) | ((mask >> 12) & 1);
  const straightDraw = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].some((low) => [0, 1, 2, 3, 4].filter((step) => (wide >> (low + step)) & 1).length >= 4);
  const backdoorFlush = suitCounts.some((count, suit) => count >= 3 && hole.some((card) => suitOf(card) === suit));
  const overcard = hole.some((card) => flop.every((other) => rankOf(card) > rankOf(other)));
  return (straightDraw && high >= 4) || high >= 9 || (backdoorFlush && high >= 7) || (board.hand !== 'high-card' && high >= 8 && !overcard);
}

export interface CaribbeanHoldemState {
  anteCents: number;
  callCents: number;
  hole: number[];
  dealer: number[];
  board: number[];
  decision: 'call' | 'fold' | null;
  results: BetResult[] | null;
}

export function dealCaribbeanHoldem(anteCents: number, rng: Rng): CaribbeanHoldemState {
  const cards = drawDistinct(rng, FULL_DECK, 9);
  return { anteCents, callCents: 0, hole: cards.slice(0, 2), dealer: cards.slice(2, 4), board: cards.slice(4), decision: null, results: null };
}

export function actCaribbeanHoldem(previous: CaribbeanHoldemState, action: 'call' | 'fold'): CaribbeanHoldemState {
  if (previous.results) throw new Error('The hand is already decided');
  const state: CaribbeanHoldemState = structuredClone(previous);
  state.decision = action;
  const ante = state.anteCents;
  if (action === 'fold') {
    state.results = [{ bet: 'Ante', stakeCents: ante, returnCents: 0, note: 'folded' }];
    return state;
  }
  const call = (state.callCents = ante * 2);
  const player = evaluateBest([...state.hole, ...state.board]);
  const dealer = evaluateBest([...state.dealer, ...state.board]);
  const pays = antePays(player.hand);
  const anteWin = { bet: 'Ante', stakeCents: ante, returnCents: ante * (pays + 1), note: `${handName([...state.hole, ...state.board])} pays ${pays}:1` };
  if (dealer.strength < FOURS) {
    state.results = [anteWin, { bet: 'Call', stakeCents: call, returnCents: call, note: 'dealer does not qualify: push' }];
  } else if (player.strength > dealer.strength) {
    state.results = [anteWin, { bet: 'Call', stakeCents: call, returnCents: call * 2, note: 'wins 1:1' }];
  } else if (player.strength === dealer.strength) {
    state.results = [
      { bet: 'Ante', stakeCents: ante, returnCents: ante, note: 'tie: push' },
      { bet: 'Call', stakeCents: call, returnCents: call, note: 'tie: push' },
    ];
  } else {
    state.results = [
      { bet: 'Ante', stakeCents: ante, returnCents: 0, note: 'dealer wins' },
      { bet: 'Call', stakeCents: call, returnCents: 0, note: 'dealer wins' },
    ];
  }
  return state;
}

export const caribbeanHoldemReturn = (state: CaribbeanHoldemState) => (state.results ?? []).reduce((sum, result) => sum + result.returnCents, 0);

const RANK_PLURALS = ['Twos', 'Threes', 'Fours', 'Fives', 'Sixes', 'Sevens', 'Eights', 'Nines', 'Tens', 'Jacks', 'Queens', 'Kings', 'Aces'];
const RANK_NAMES = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];

/** "Pair of Sixes", "King high", else the hand's name. */
function handName(cards: readonly number[]): string {
  const { hand, strength } = evaluateBest(cards);
  const first = Math.floor(strength / 16 ** 4) % 16 - 1;
  if (hand === 'pair') return `Pair of ${RANK_PLURALS[first]}`;
  if (hand === 'high-card') return `${RANK_NAMES[first]} high`;
  return FIVE_CARD_NAMES[hand];
}

export function publicCaribbeanHoldem(state: CaribbeanHoldemState) {
  const finished = state.results !== null;
  // Before the decision only the flop shows; folding ends the hand without dealing on.
  const shown = finished && state.decision === 'call' ? 5 : 3;
  return {
    ante: state.anteCents / 100,
    player: state.hole.map(cardLabel),
    board: state.board.map((card, index) => (index < shown ? cardLabel(card) : null)),
    playerHand: handName([...state.hole, ...state.board.slice(0, shown)]),
    dealer: finished ? state.dealer.map(cardLabel) : [null, null],
    dealerHand: finished ? handName([...state.dealer, ...state.board.slice(0, shown)]) : null,
    dealerQualifies: finished && state.decision === 'call' ? dealerQualifies([...state.dealer, ...state.board]) : null,
    decision: state.decision,
    finished,
    actions: finished ? [] : ['call', 'fold'],
    hint: finished ? null : shouldCall(state.hole, state.board.slice(0, 3)) ? 'call' : 'fold',
    results: state.results?.map((result) => ({ bet: result.bet, stake: result.stakeCents / 100, returns: result.returnCents / 100, note: result.note })) ?? null,
  };
}

export const caribbeanHoldemTheory = () => ({ rtp: CARIBBEAN_HOLDEM_RTP });

export const caribbeanHoldemGame: TableGame<CaribbeanHoldemState> = {
  betKinds: ['ante'],
  open: (bets, rng) => dealCaribbeanHoldem(bets.ante ?? 0, rng),
  actions: (state) => (state.results ? [] : ['call', 'fold']),
  extraStake: (state, action) => (action === 'call' ? state.anteCents * 2 : 0),
  act: (state, action) => actCaribbeanHoldem(state, action as 'call' | 'fold'),
  finished: (state) => state.results !== null,
  returnCents: caribbeanHoldemReturn,
  view: publicCaribbeanHoldem,
  // A hand left open is completed by the strategy above: Call when it says so and the balance covers it.
  timeoutAction: (state, balanceCents): TableAction =>
    (shouldCall(state.hole, state.board.slice(0, 3)) && balanceCents >= state.anteCents * 2 ? 'call' : 'fold'),
  help: () => ({ antePays: ANTE_PAYS.map(({ label, pays }) => ({ label, pays })) }),
};
