import { drawDistinct, type Rng } from '../../../lib/rng';
import type { BetResult, CardTableAction, CardTable } from './card-table';
import { cardLabel, FULL_DECK, rankOf, suitOf } from './cards';

/**
 * Tri Card Poker (three card poker), one 52-card deck shuffled for every round. The player bets
 * an Ante and may add Pair Plus; three cards each. The player Plays (a Play bet equal to the
 * Ante) or Folds (the Ante is lost). The dealer qualifies with queen-high or better: if not, the
 * Ante pays 1:1 and Play pushes; otherwise the better hand wins Ante and Play 1:1 (a tie pushes).
 * The Ante bonus is paid on a played hand whatever the dealer holds. Pair Plus pays on the
 * player's hand alone, played or folded (folding never costs a Pair Plus win).
 */
export type ThreeCardHand = 'straight-flush' | 'three-kind' | 'straight' | 'flush' | 'pair' | 'high-card';

const CATEGORY: readonly ThreeCardHand[] = ['high-card', 'pair', 'flush', 'straight', 'three-kind', 'straight-flush'];
export const HAND_NAMES: Record<ThreeCardHand, string> = {
  'straight-flush': 'Straight Flush', 'three-kind': 'Three of a Kind', straight: 'Straight', flush: 'Flush', pair: 'Pair', 'high-card': 'High Card',
};

/** Ante bonus, to 1, on a played hand (standard 5/4/1). */
export const ANTE_BONUS: Partial<Record<ThreeCardHand, number>> = { 'straight-flush': 5, 'three-kind': 4, straight: 1 };
/** Pair Plus, to 1: the 40/30/6/4/1 table. */
export const PAIR_PLUS: Partial<Record<ThreeCardHand, number>> = { 'straight-flush': 40, 'three-kind': 30, straight: 6, flush: 4, pair: 1 };

/**
 * A comparable strength: category × 4096 plus the ranks that break ties (suits never do).
 * A-2-3 is the lowest straight, A-K-Q the highest.
 */
export function evaluateThree(cards: readonly number[]): { hand: ThreeCardHand; strength: number } {
  const [high, middle, low] = cards.map(rankOf).sort((a, b) => b - a) as [number, number, number];
  const flush = suitOf(cards[0]!) === suitOf(cards[1]!) && suitOf(cards[1]!) === suitOf(cards[2]!);
  const distinct = high !== middle && middle !== low;
  const wheel = high === 12 && middle === 1 && low === 0;
  const straight = distinct && (high - low === 2 || wheel);
  const top = wheel ? 1 : high;
  let category: number;
  let tiebreak: number;
  if (straight && flush) [category, tiebreak] = [5, top];
  else if (high === low) [category, tiebreak] = [4, high];
  else if (straight) [category, tiebreak] = [3, top];
  else if (flush) [category, tiebreak] = [2, high * 256 + middle * 16 + low];
  else if (!distinct) {
    const pair = middle;
    const kicker = high === middle ? low : high;
    [category, tiebreak] = [1, pair * 16 + kicker];
  } else [category, tiebreak] = [0, high * 256 + middle * 16 + low];
  return { hand: CATEGORY[category]!, strength: category * 4096 + tiebreak };
}

/** Queen-high (Q-3-2, the weakest queen-high hand, and anything above) qualifies the dealer. */
const QUEEN_HIGH = 10 * 256;
/** The play line of the optimal strategy: play Q-6-4 or better, fold Q-6-3 or worse. */
const Q64 = 10 * 256 + 4 * 16 + 2;
export const shouldPlay = (cards: readonly number[]) => evaluateThree(cards).strength >= Q64;

export interface TriCardState {
  anteCents: number;
  pairPlusCents: number;
  playCents: number;
  player: number[];
  dealer: number[];
  decision: 'play' | 'fold' | null;
  results: BetResult[] | null;
}

export function dealTriCard(anteCents: number, pairPlusCents: number, rng: Rng): TriCardState {
  const cards = drawDistinct(rng, FULL_DECK, 6);
  return { anteCents, pairPlusCents, playCents: 0, player: cards.slice(0, 3), dealer: cards.slice(3), decision: null, results: null };
}

export function actTriCard(previous: TriCardState, action: 'play' | 'fold'): TriCardState {
  if (previous.decision) throw new Error('The hand is already decided');
  const state: TriCardState = structuredClone(previous);
  state.decision = action;
  if (action === 'play') state.playCents = state.anteCents;
  state.results = settleTriCard(state);
  return state;
}

function settleTriCard(state: TriCardState): BetResult[] {
  const player = evaluateThree(state.player);
  const dealer = evaluateThree(state.dealer);
  const results: BetResult[] = [];
  if (state.decision === 'fold') {
    results.push({ bet: 'Ante', stakeCents: state.anteCents, returnCents: 0, note: 'folded' });
  } else {
    const qualifies = dealer.strength >= QUEEN_HIGH;
    const ante = state.anteCents;
    const play = state.playCents;
    if (!qualifies) {
      results.push({ bet: 'Ante', stakeCents: ante, returnCents: ante * 2, note: 'dealer does not qualify: pays 1:1' });
      results.push({ bet: 'Play', stakeCents: play, returnCents: play, note: 'push' });
    } else if (player.strength > dealer.strength) {
      results.push({ bet: 'Ante', stakeCents: ante, returnCents: ante * 2, note: 'wins 1:1' });
      results.push({ bet: 'Play', stakeCents: play, returnCents: play * 2, note: 'wins 1:1' });
    } else if (player.strength === dealer.strength) {
      results.push({ bet: 'Ante', stakeCents: ante, returnCents: ante, note: 'tie: push' });
      results.push({ bet: 'Play', stakeCents: play, returnCents: play, note: 'tie: push' });
    } else {
      results.push({ bet: 'Ante', stakeCents: ante, returnCents: 0, note: 'dealer wins' });
      results.push({ bet: 'Play', stakeCents: play, returnCents: 0, note: 'dealer wins' });
    }
    const bonus = ANTE_BONUS[player.hand];
    if (bonus) results.push({ bet: 'Ante bonus', stakeCents: 0, returnCents: ante * bonus, note: `${HAND_NAMES[player.hand]} pays ${bonus}:1` });
  }
  if (state.pairPlusCents > 0) {
    const pays = PAIR_PLUS[player.hand];
    results.push({
      bet: 'Pair Plus', stakeCents: state.pairPlusCents, returnCents: pays ? state.pairPlusCents * (pays + 1) : 0,
      note: pays ? `${HAND_NAMES[player.hand]} pays ${pays}:1` : 'no pair',
    });
  }
  return results;
}

export const triCardReturn = (state: TriCardState) => (state.results ?? []).reduce((sum, result) => sum + result.returnCents, 0);

const RANK_NAMES = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];
const RANK_PLURALS = ['Twos', 'Threes', 'Fours', 'Fives', 'Sixes', 'Sevens', 'Eights', 'Nines', 'Tens', 'Jacks', 'Queens', 'Kings', 'Aces'];

/** "Pair of Sixes", "Queen high", else the hand's name. */
export function describeThree(cards: readonly number[]): string {
  const { hand } = evaluateThree(cards);
  const ranks = cards.map(rankOf).sort((a, b) => b - a);
  if (hand === 'pair') return `Pair of ${RANK_PLURALS[ranks[1]!]}`;
  if (hand === 'high-card') return `${RANK_NAMES[ranks[0]!]} high`;
  return HAND_NAMES[hand];
}

export function publicTriCard(state: TriCardState) {
  const finished = state.results !== null;
  const dealer = evaluateThree(state.dealer);
  return {
    ante: state.anteCents / 100,
    pairPlus: state.pairPlusCents / 100,
    player: state.player.map(cardLabel),
    playerHand: describeThree(state.player),
    // The dealer's cards are all face down until the player decides.
    dealer: finished ? state.dealer.map(cardLabel) : [null, null, null],
    dealerHand: finished ? describeThree(state.dealer) : null,
    dealerQualifies: finished ? dealer.strength >= QUEEN_HIGH : null,
    decision: state.decision,
    finished,
    actions: finished ? [] : ['play', 'fold'],
    hint: finished ? null : shouldPlay(state.player) ? 'play' : 'fold',
    results: state.results?.map((result) => ({ bet: result.bet, stake: result.stakeCents / 100, returns: result.returnCents / 100, note: result.note })) ?? null,
  };
}

// ---- Exact theory ----

export interface TriCardTheory {
  /** Return per unit of Ante with the optimal play/fold decision (Play result and Ante bonus included). */
  anteRtp: number;
  pairPlusRtp: number;
  /** Player hands (of 22,100) on which playing beats folding, and whether that set is exactly "Q-6-4 or better". */
  playHands: number;
  q64IsOptimal: boolean;
}

let theoryCache: TriCardTheory | null = null;

/**
 * Exact RTPs. Pair Plus: all 22,100 player hands. Ante/Play: for each player hand, the 18,424
 * dealer hands from the other 49 cards are counted by strength with inclusion–exclusion (all
 * hands, minus those holding one of the player's cards, plus those holding two of them, minus the
 * player's hand itself), so no 407-million-pair loop is needed; it takes well under a second.
 */
export function triCardTheory(): TriCardTheory {
  if (theoryCache) return theoryCache;
  const hands: [number, number, number][] = [];
  for (let a = 0; a < 52; a += 1) for (let b = a + 1; b < 52; b += 1) for (let c = b + 1; c < 52; c += 1) hands.push([a, b, c]);
  const evaluated = hands.map(evaluateThree);
  const strengths = evaluated.map((entry) => entry.strength);
  const levels = [...new Set(strengths)].sort((x, y) => x - y);
  const levelOf = new Map(levels.map((strength, index) => [strength, index]));
  const width = levels.length + 1;
  // levelByCards[a·2704 + b·52 + c] for every order of the three cards.
  const levelByCards = new Int32Array(52 * 52 * 52);
  // Prefix counts (hands strictly below each level): over all hands, and over hands holding a card.
  const below = new Float64Array(width);
  const belowWith = new Float64Array(52 * width);
  hands.forEach(([a, b, c], index) => {
    const level = levelOf.get(strengths[index]!)!;
    for (const [x, y, z] of [[a, b, c], [a, c, b], [b, a, c], [b, c, a], [c, a, b], [c, b, a]] as const) levelByCards[x * 2704 + y * 52 + z] = level;
    below[level + 1]! += 1;
    for (const card of [a, b, c]) belowWith[card * width + level + 1]! += 1;
  });
  for (let level = 1; level < width; level += 1) {
    below[level]! += below[level - 1]!;
    for (let card = 0; card < 52; card += 1) belowWith[card * width + level]! += belowWith[card * width + level - 1]!;
  }
  const qualifyLevel = levels.findIndex((strength) => strength >= QUEEN_HIGH);
  const dealerHands = 18_424;
  let anteReturn = 0;
  let pairPlusReturn = 0;
  let playHands = 0;
  let q64IsOptimal = true;
  hands.forEach((hand, index) => {
    const own = levelOf.get(strengths[index]!)!;
    const outside = (threshold: number) =>
      below[threshold]! - hand.reduce((sum, card) => sum + belowWith[card * width + threshold]!, 0) + (own < threshold ? -1 : 0);
    let notQualified = outside(qualifyLevel);
    let lower = outside(own);
    let lowerOrEqual = outside(own + 1);
    // Dealer hands holding two of the player's cards: 3 pairs × 50 third cards, one of them the player's own hand.
    for (const [x, y] of [[hand[0], hand[1]], [hand[0], hand[2]], [hand[1], hand[2]]] as const) {
      for (let third = 0; third < 52; third += 1) {
        if (third === x || third === y) continue;
        const level = levelByCards[x * 2704 + y * 52 + third]!;
        if (level < qualifyLevel) notQualified += 1;
        if (level < own) lower += 1;
        if (level <= own) lowerOrEqual += 1;
      }
    }
    const wins = own >= qualifyLevel ? lower - notQualified : 0;
    const ties = own >= qualifyLevel ? lowerOrEqual - lower : 0;
    const losses = dealerHands - notQualified - wins - ties;
    const name = evaluated[index]!.hand;
    const playEv = (ANTE_BONUS[name] ?? 0) + (notQualified * 1 + wins * 2 - losses * 2) / dealerHands;
    const play = playEv > -1;
    if (play) playHands += 1;
    if (play !== strengths[index]! >= Q64) q64IsOptimal = false;
    anteReturn += 1 + Math.max(playEv, -1);
    const pays = PAIR_PLUS[name];
    pairPlusReturn += pays ? pays + 1 : 0;
  });
  theoryCache = { anteRtp: anteReturn / hands.length, pairPlusRtp: pairPlusReturn / hands.length, playHands, q64IsOptimal };
  return theoryCache;
}

/** The bet kinds at the deal; the Play bet is taken by the decision. */
export const triCardGame: CardTable<TriCardState> = {
  betKinds: ['ante', 'pairplus'],
  open: (bets, rng) => dealTriCard(bets.ante ?? 0, bets.pairplus ?? 0, rng),
  actions: (state) => (state.results ? [] : ['play', 'fold']),
  extraStake: (state, action) => (action === 'play' ? state.anteCents : 0),
  act: (state, action) => actTriCard(state, action as 'play' | 'fold'),
  finished: (state) => state.results !== null,
  returnCents: triCardReturn,
  view: publicTriCard,
  // A hand left open is completed the optimal way: Play on Q-6-4 or better when the balance covers it.
  timeoutAction: (state, balanceCents): CardTableAction => (shouldPlay(state.player) && balanceCents >= state.anteCents ? 'play' : 'fold'),
  help: () => {
    const theory = triCardTheory();
    return {
      anteBonus: Object.entries(ANTE_BONUS).map(([hand, pays]) => ({ label: HAND_NAMES[hand as ThreeCardHand], pays })),
      pairPlus: Object.entries(PAIR_PLUS).map(([hand, pays]) => ({ label: HAND_NAMES[hand as ThreeCardHand], pays })),
      pairPlusRtp: Math.round(theory.pairPlusRtp * 1_000_000) / 10_000,
    };
  },
};
