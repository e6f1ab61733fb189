import { drawDistinct, type Rng } from '../../../lib/rng';
import { evaluateFive, HAND_NAMES as FIVE_CARD_NAMES, type FiveCardHand } from './caribbean-stud-engine';
import type { BetResult, CardTableAction, CardTable } from './card-table';
import { cardLabel, FULL_DECK, rankOf, suitOf } from './cards';

/**
 * Let 'Em Ride, one 52-card deck shuffled for every round. Three equal bets; the player gets
 * three cards and two community cards come face down. After seeing the three cards the player
 * lets bet 1 ride or pulls it back; after the first community card, the same for bet 2; bet 3
 * always stays. Every bet still riding is paid by the final five-card hand (no dealer hand).
 * Here the third bet is taken at the deal and bets 1 and 2 when they are let ride: the same
 * money at risk as pulling bets back off the table, without a refund step.
 */
export const LET_EM_RIDE_PAYS: { hand: FiveCardHand | 'tens-or-better'; pays: number }[] = [
  { hand: 'royal-flush', pays: 1000 }, { hand: 'straight-flush', pays: 200 }, { hand: 'four-kind', pays: 50 }, { hand: 'full-house', pays: 11 },
  { hand: 'flush', pays: 8 }, { hand: 'straight', pays: 5 }, { hand: 'three-kind', pays: 3 }, { hand: 'two-pair', pays: 2 }, { hand: 'tens-or-better', pays: 1 },
];
const PAYS = new Map<string, number>(LET_EM_RIDE_PAYS.map((line) => [line.hand, line.pays]));

/** The paying hand of five cards ('tens-or-better' for a pair of tens to aces), or null. */
export function letEmRideHand(cards: readonly number[]): FiveCardHand | 'tens-or-better' | null {
  const { hand } = evaluateFive(cards);
  if (hand === 'high-card') return null;
  if (hand !== 'pair') return hand;
  const ranks = cards.map(rankOf);
  const pair = ranks.find((rank, index) => ranks.indexOf(rank) !== index)!;
  return pair >= 8 ? 'tens-or-better' : null;
}

export const letEmRidePays = (cards: readonly number[]) => {
  const hand = letEmRideHand(cards);
  return hand ? PAYS.get(hand)! : 0;
};

// ---- Exact values by rank pattern: a five-card payout depends only on its ranks and on a flush ----

/** Net result per unit (pays, or −1) of five ranks (sorted key) as a non-flush and as a flush hand. */
let netByRanks: { plain: Int16Array; flush: Int16Array } | null = null;

function rankKey(ranks: readonly number[]): number {
  const sorted = [...ranks].sort((a, b) => a - b);
  return sorted.reduce((key, rank, index) => key + rank * 13 ** index, 0);
}

function rankTables() {
  if (netByRanks) return netByRanks;
  const plain = new Int16Array(13 ** 5);
  const flush = new Int16Array(13 ** 5);
  const net = (cards: number[]) => (letEmRidePays(cards) || -1);
  for (let a = 0; a < 13; a += 1) for (let b = a; b < 13; b += 1) for (let c = b; c < 13; c += 1) for (let d = c; d < 13; d += 1) for (let e = d; e < 13; e += 1) {
    const ranks = [a, b, c, d, e];
    if (ranks.some((rank) => ranks.filter((other) => other === rank).length > 4)) continue;
    const key = rankKey(ranks);
    // Suits spread so that no flush forms (at most 4 of a rank, so suits 0–3 by position work).
    plain[key] = net(ranks.map((rank, index) => rank + 13 * ((index + (index === 4 ? 1 : 0)) % 4)));
    if (new Set(ranks).size === 5) flush[key] = net(ranks);
  }
  netByRanks = { plain, flush };
  return netByRanks;
}

const choose = (n: number, k: number) => (k === 1 ? n : k === 2 ? (n * (n - 1)) / 2 : k === 3 ? (n * (n - 1) * (n - 2)) / 6 : (n * (n - 1) * (n - 2) * (n - 3)) / 24);
/** The colex index C(a,1) + C(b,2) + C(c,3) + C(d,4) of four cards a < b < c < d. */
const fourIndex = (a: number, b: number, c: number, d: number) => a + choose(b, 2) + choose(c, 3) + choose(d, 4);

let fourValues: Float64Array | null = null;

/** E4 of every one of the 270,725 four-card hands, by colex index; built once (a few hundred ms). */
function fourCardTable(): Float64Array {
  if (fourValues) return fourValues;
  const table = new Float64Array(choose(52, 4));
  for (let d = 3; d < 52; d += 1) for (let c = 2; c < d; c += 1) for (let b = 1; b < c; b += 1) for (let a = 0; a < b; a += 1) {
    // A five-comparator sorting network on the four ranks (no allocation in this hot loop).
    let [r0, r1, r2, r3] = [rankOf(a), rankOf(b), rankOf(c), rankOf(d)] as [number, number, number, number];
    if (r0 > r1) [r0, r1] = [r1, r0];
    if (r2 > r3) [r2, r3] = [r3, r2];
    if (r0 > r2) [r0, r2] = [r2, r0];
    if (r1 > r3) [r1, r3] = [r3, r1];
    if (r1 > r2) [r1, r2] = [r2, r1];
    const suited = suitOf(a) === suitOf(b) && suitOf(b) === suitOf(c) && suitOf(c) === suitOf(d);
    table[fourIndex(a, b, c, d)] = sortedFourValue(r0, r1, r2, r3, suited);
  }
  fourValues = table;
  return table;
}

/** Expected net per unit of a bet riding on four known cards, over the 48 unseen fifth cards. */
export function fourCardValue(cards: readonly number[]): number {
  const [a, b, c, d] = [...cards].sort((x, y) => x - y) as [number, number, number, number];
  return fourCardTable()[fourIndex(a, b, c, d)]!;
}

/** E4 from four ranks in ascending order: the 48 fifth cards summed by rank, and by flush for four suited cards. */
function sortedFourValue(r0: number, r1: number, r2: number, r3: number, suited: boolean): number {
  const { plain, flush } = rankTables();
  let total = 0;
  for (let rank = 0; rank < 13; rank += 1) {
    const held = (r0 === rank ? 1 : 0) + (r1 === rank ? 1 : 0) + (r2 === rank ? 1 : 0) + (r3 === rank ? 1 : 0);
    if (held === 4) continue;
    // The sorted five-rank key: `rank` goes after the held ranks below it.
    const key = rank <= r0 ? rank + r0 * 13 + r1 * 169 + r2 * 2197 + r3 * 28561
      : rank <= r1 ? r0 + rank * 13 + r1 * 169 + r2 * 2197 + r3 * 28561
        : rank <= r2 ? r0 + r1 * 13 + rank * 169 + r2 * 2197 + r3 * 28561
          : rank <= r3 ? r0 + r1 * 13 + r2 * 169 + rank * 2197 + r3 * 28561
            : r0 + r1 * 13 + r2 * 169 + r3 * 2197 + rank * 28561;
    const left = 4 - held;
    // Four suited cards have distinct ranks: each other rank has exactly one card of their suit.
    total += suited && held === 0 ? flush[key]! + (left - 1) * plain[key]! : left * plain[key]!;
  }
  return total / 48;
}

/** Expected net per unit of a bet riding on three known cards, over every two unseen cards. */
export function threeCardValue(cards: readonly number[]): number {
  let total = 0;
  for (const fourth of FULL_DECK) if (!cards.includes(fourth)) total += fourCardValue([...cards, fourth]);
  return total / 49;
}

export interface LetEmRideState {
  betCents: number;
  player: number[];
  community: number[];
  /** Bets 1 and 2: let ride (true), pulled back (false), or not decided yet. */
  riding: (boolean | null)[];
  results: BetResult[] | null;
}

export function dealLetEmRide(betCents: number, rng: Rng): LetEmRideState {
  const cards = drawDistinct(rng, FULL_DECK, 5);
  return { betCents, player: cards.slice(0, 3), community: cards.slice(3), riding: [null, null], results: null };
}

const decided = (state: LetEmRideState) => state.riding.filter((value) => value !== null).length;

export function actLetEmRide(previous: LetEmRideState, action: 'ride' | 'pull'): LetEmRideState {
  if (previous.results) throw new Error('The hand is already decided');
  const state: LetEmRideState = structuredClone(previous);
  state.riding[decided(state)] = action === 'ride';
  if (decided(state) === 2) state.results = settleLetEmRide(state);
  return state;
}

function settleLetEmRide(state: LetEmRideState): BetResult[] {
  const cards = [...state.player, ...state.community];
  const hand = letEmRideHand(cards);
  const pays = hand ? PAYS.get(hand)! : 0;
  const name = hand === 'tens-or-better' ? 'Tens or better' : hand ? FIVE_CARD_NAMES[hand] : null;
  return ['Bet 1', 'Bet 2', 'Bet 3'].map((bet, index) => {
    if (index < 2 && !state.riding[index]) return { bet, stakeCents: 0, returnCents: 0, note: 'pulled back' };
    return name
      ? { bet, stakeCents: state.betCents, returnCents: state.betCents * (pays + 1), note: `${name} pays ${pays}:1` }
      : { bet, stakeCents: state.betCents, returnCents: 0, note: 'no win' };
  });
}

export const letEmRideReturn = (state: LetEmRideState) => (state.results ?? []).reduce((sum, result) => sum + result.returnCents, 0);

/** The optimal decision: let the bet ride when its expected value is positive. */
export function shouldRide(state: LetEmRideState): boolean {
  const known = [...state.player, ...state.community.slice(0, decided(state))];
  return (known.length === 3 ? threeCardValue(known) : fourCardValue(known)) > 0;
}

export function publicLetEmRide(state: LetEmRideState) {
  const finished = state.results !== null;
  const shown = finished ? 2 : decided(state);
  const hand = finished ? letEmRideHand([...state.player, ...state.community]) : null;
  return {
    bet: state.betCents / 100,
    player: state.player.map(cardLabel),
    community: state.community.map((card, index) => (index < shown ? cardLabel(card) : null)),
    riding: state.riding,
    // Which bet the next decision is about (1 or 2), or null when done.
    deciding: finished ? null : decided(state) + 1,
    finalHand: finished ? (hand === 'tens-or-better' ? 'Tens or better' : hand ? FIVE_CARD_NAMES[hand] : 'No win') : null,
    finished,
    actions: finished ? [] : ['ride', 'pull'],
    hint: finished ? null : shouldRide(state) ? 'ride' : 'pull',
    results: state.results?.map((result) => ({ bet: result.bet, stake: result.stakeCents / 100, returns: result.returnCents / 100, note: result.note })) ?? null,
  };
}

let theoryCache: { rtp: number } | null = null;

/**
 * Exact RTP per unit of one bet with optimal decisions: for each of the 22,100 three-card hands,
 * bet 3 is worth E3, bet 1 max(E3, 0), and bet 2 the mean over the 49 fourth cards of max(E4, 0),
 * with E4 from the four-card table and E3 the mean of E4 over the fourth card.
 */
export function letEmRideTheory(): { rtp: number } {
  if (theoryCache) return theoryCache;
  const four = fourCardTable();
  let total = 0;
  let hands = 0;
  for (let c = 2; c < 52; c += 1) for (let b = 1; b < c; b += 1) for (let a = 0; a < b; a += 1) {
    let sumFour = 0;
    let sumRide = 0;
    for (let x = 0; x < 52; x += 1) {
      if (x === a || x === b || x === c) continue;
      const index = x < a ? fourIndex(x, a, b, c) : x < b ? fourIndex(a, x, b, c) : x < c ? fourIndex(a, b, x, c) : fourIndex(a, b, c, x);
      const value = four[index]!;
      sumFour += value;
      sumRide += Math.max(value, 0);
    }
    const three = sumFour / 49;
    total += three + Math.max(three, 0) + sumRide / 49;
    hands += 1;
  }
  theoryCache = { rtp: 1 + total / hands };
  return theoryCache;
}

export const letEmRideGame: CardTable<LetEmRideState> = {
  betKinds: ['ante'],
  open: (bets, rng) => dealLetEmRide(bets.ante ?? 0, rng),
  actions: (state) => (state.results ? [] : ['ride', 'pull']),
  extraStake: (state, action) => (action === 'ride' ? state.betCents : 0),
  act: (state, action) => actLetEmRide(state, action as 'ride' | 'pull'),
  finished: (state) => state.results !== null,
  returnCents: letEmRideReturn,
  view: publicLetEmRide,
  // A hand left open pulls its bets back: no further money is taken without the player asking.
  timeoutAction: (): CardTableAction => 'pull',
  help: () => ({ pays: LET_EM_RIDE_PAYS.map((line) => ({ label: line.hand === 'tens-or-better' ? 'Pair of tens or better' : FIVE_CARD_NAMES[line.hand], pays: line.pays })) }),
};
