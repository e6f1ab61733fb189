import { drawDistinct, type Rng } from '../../../lib/rng';
import type { BetResult, CardTableAction, CardTable } from './card-table';
import { cardLabel, FULL_DECK, rankOf, suitOf } from './cards';

/**
 * Caribbean Stud Poker, one 52-card deck shuffled for every round. The player bets an Ante; five
 * cards each, one dealer card face up. The player Calls (a Call bet of twice the Ante) or Folds
 * (the Ante is lost). The dealer qualifies with ace-king or better: if not, the Ante pays 1:1 and
 * the Call pushes. Otherwise the better hand wins: the Ante pays 1:1 and the Call pays by the
 * player's hand (below); a tie pushes both; a dealer win takes both.
 */
export type FiveCardHand =
  | 'royal-flush' | 'straight-flush' | 'four-kind' | 'full-house' | 'flush' | 'straight' | 'three-kind' | 'two-pair' | 'pair' | 'high-card';

const CATEGORY: readonly FiveCardHand[] = [
  'high-card', 'pair', 'two-pair', 'three-kind', 'straight', 'flush', 'full-house', 'four-kind', 'straight-flush', 'royal-flush',
];
export const HAND_NAMES: Record<FiveCardHand, string> = {
  'royal-flush': 'Royal Flush', 'straight-flush': 'Straight Flush', 'four-kind': 'Four of a Kind', 'full-house': 'Full House', flush: 'Flush',
  straight: 'Straight', 'three-kind': 'Three of a Kind', 'two-pair': 'Two Pair', pair: 'Pair', 'high-card': 'Ace-King',
};

/** What the Call bet pays, to 1, when the player beats a qualifying dealer (the standard 1-1-2-3-4-5-7-20-50-100 table). */
export const CALL_PAYS: Record<FiveCardHand, number> = {
  'royal-flush': 100, 'straight-flush': 50, 'four-kind': 20, 'full-house': 7, flush: 5, straight: 4, 'three-kind': 3, 'two-pair': 2, pair: 1, 'high-card': 1,
};

/**
 * The published return of the optimal strategy for these rules and this pay table, per Ante:
 * house edge 5.224 % (Wizard of Odds, "Caribbean Stud Poker", one deck). Solving it here would
 * mean every player hand against every dealer hand (2,598,960 × 1,533,939 pairs), far too slow
 * for the server; the RTP bench checks the engine, played with `shouldCall`, against this figure.
 */
export const CARIBBEAN_STUD_RTP = 1 - 0.05224;

/** A comparable strength: category × 16^5 plus the ranks that break ties (by count, then rank). */
export function evaluateFive(cards: readonly number[]): { hand: FiveCardHand; strength: number } {
  const counts = new Array<number>(13).fill(0);
  for (const card of cards) counts[rankOf(card)]! += 1;
  // Ranks ordered by how many there are, then by rank: a full house reads trips first.
  const ordered = [...new Set(cards.map(rankOf))].sort((a, b) => counts[b]! - counts[a]! || b - a);
  const flush = cards.every((card) => suitOf(card) === suitOf(cards[0]!));
  const wheel = ordered.length === 5 && ordered[0] === 12 && ordered[1] === 3;
  const straight = ordered.length === 5 && (ordered[0]! - ordered[4]! === 4 || wheel);
  const ranks = wheel ? [3, 2, 1, 0, -1] : ordered;
  const [most, next] = [counts[ordered[0]!]!, counts[ordered[1]!] ?? 0];
  let category: number;
  if (straight && flush) category = ranks[0] === 12 ? 9 : 8;
  else if (most === 4) category = 7;
  else if (most === 3 && next === 2) category = 6;
  else if (flush) category = 5;
  else if (straight) category = 4;
  else if (most === 3) category = 3;
  else if (most === 2 && next === 2) category = 2;
  else if (most === 2) category = 1;
  else category = 0;
  const tiebreak = [0, 1, 2, 3, 4].reduce((sum, index) => sum * 16 + ((ranks[index] ?? -1) + 1), 0);
  return { hand: CATEGORY[category]!, strength: category * 16 ** 5 + tiebreak };
}

/** Ace-king high (or any pair and better) qualifies the dealer. */
export function dealerQualifies(cards: readonly number[]): boolean {
  const { hand } = evaluateFive(cards);
  if (hand !== 'high-card') return true;
  const ranks = cards.map(rankOf);
  return ranks.includes(12) && ranks.includes(11);
}

/**
 * The hint and the bench strategy: the published "simple strategy" (Wizard of Odds), said to
 * cost about a thousandth of a percent against perfect play. Call with a pair or better; fold without both an ace and a
 * king; with ace-king, call when the dealer's card is 2 to queen and matches one of yours, or is an
 * ace or king and you hold a queen or jack, or matches none of yours and ranks below your
 * fourth-highest card.
 */
export function shouldCall(player: readonly number[], dealerUp: number): boolean {
  if (evaluateFive(player).hand !== 'high-card') return true;
  const ranks = player.map(rankOf).sort((a, b) => b - a);
  if (ranks[0] !== 12 || ranks[1] !== 11) return false;
  const up = rankOf(dealerUp);
  if (up <= 10 && ranks.includes(up)) return true;
  if (up >= 11) return ranks.includes(10) || ranks.includes(9);
  return !ranks.includes(up) && up < ranks[3]!;
}

export interface CaribbeanStudState {
  anteCents: number;
  callCents: number;
  player: number[];
  dealer: number[];
  decision: 'call' | 'fold' | null;
  results: BetResult[] | null;
}

export function dealCaribbeanStud(anteCents: number, rng: Rng): CaribbeanStudState {
  const cards = drawDistinct(rng, FULL_DECK, 10);
  return { anteCents, callCents: 0, player: cards.slice(0, 5), dealer: cards.slice(5), decision: null, results: null };
}

export function actCaribbeanStud(previous: CaribbeanStudState, action: 'call' | 'fold'): CaribbeanStudState {
  if (previous.results) throw new Error('The hand is already decided');
  const state: CaribbeanStudState = structuredClone(previous);
  state.decision = action;
  const ante = state.anteCents;
  if (action === 'fold') {
    state.results = [{ bet: 'Ante', stakeCents: ante, returnCents: 0, note: 'folded' }];
    return state;
  }
  const call = (state.callCents = ante * 2);
  const player = evaluateFive(state.player);
  const dealer = evaluateFive(state.dealer);
  if (!dealerQualifies(state.dealer)) {
    state.results = [
      { bet: 'Ante', stakeCents: ante, returnCents: ante * 2, note: 'dealer does not qualify: pays 1:1' },
      { bet: 'Call', stakeCents: call, returnCents: call, note: 'push' },
    ];
  } else if (player.strength > dealer.strength) {
    const pays = CALL_PAYS[player.hand];
    state.results = [
      { bet: 'Ante', stakeCents: ante, returnCents: ante * 2, note: 'wins 1:1' },
      { bet: 'Call', stakeCents: call, returnCents: call * (pays + 1), note: `${HAND_NAMES[player.hand]} pays ${pays}:1` },
    ];
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

export const caribbeanStudReturn = (state: CaribbeanStudState) => (state.results ?? []).reduce((sum, result) => sum + result.returnCents, 0);

const RANK_NAMES = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];
const RANK_PLURALS = ['Twos', 'Threes', 'Fours', 'Fives', 'Sixes', 'Sevens', 'Eights', 'Nines', 'Tens', 'Jacks', 'Queens', 'Kings', 'Aces'];

/** "Pair of Sixes", "King high", "Ace-King", else the hand's name. */
function handName(cards: readonly number[]): string {
  const { hand } = evaluateFive(cards);
  const ranks = cards.map(rankOf).sort((a, b) => b - a);
  if (hand === 'pair') return `Pair of ${RANK_PLURALS[ranks.find((rank, index) => ranks[index + 1] === rank)!]}`;
  if (hand !== 'high-card') return HAND_NAMES[hand];
  return ranks[0] === 12 && ranks[1] === 11 ? 'Ace-King' : `${RANK_NAMES[ranks[0]!]} high`;
}

export function publicCaribbeanStud(state: CaribbeanStudState) {
  const finished = state.results !== null;
  return {
    ante: state.anteCents / 100,
    player: state.player.map(cardLabel),
    playerHand: handName(state.player),
    // One dealer card shows; the other four stay face down until the player decides.
    dealer: finished ? state.dealer.map(cardLabel) : [cardLabel(state.dealer[0]!), null, null, null, null],
    dealerHand: finished ? handName(state.dealer) : null,
    dealerQualifies: finished ? dealerQualifies(state.dealer) : null,
    decision: state.decision,
    finished,
    actions: finished ? [] : ['call', 'fold'],
    hint: finished ? null : shouldCall(state.player, state.dealer[0]!) ? 'call' : 'fold',
    results: state.results?.map((result) => ({ bet: result.bet, stake: result.stakeCents / 100, returns: result.returnCents / 100, note: result.note })) ?? null,
  };
}

export const caribbeanStudTheory = () => ({ rtp: CARIBBEAN_STUD_RTP });

export const caribbeanStudGame: CardTable<CaribbeanStudState> = {
  betKinds: ['ante'],
  open: (bets, rng) => dealCaribbeanStud(bets.ante ?? 0, rng),
  actions: (state) => (state.results ? [] : ['call', 'fold']),
  extraStake: (state, action) => (action === 'call' ? state.anteCents * 2 : 0),
  act: (state, action) => actCaribbeanStud(state, action as 'call' | 'fold'),
  finished: (state) => state.results !== null,
  returnCents: caribbeanStudReturn,
  view: publicCaribbeanStud,
  // A hand left open is completed by the strategy above: Call when it says so and the balance covers it.
  timeoutAction: (state, balanceCents): CardTableAction =>
    (shouldCall(state.player, state.dealer[0]!) && balanceCents >= state.anteCents * 2 ? 'call' : 'fold'),
  help: () => ({ callPays: CATEGORY.slice().reverse().map((hand) => ({ label: HAND_NAMES[hand], pays: CALL_PAYS[hand] })) }),
};
