import { drawDistinct, type Rng } from '../../../lib/rng';
import type { BetResult, CardTableAction, CardTable } from './card-table';
import { cardLabel, FULL_DECK, rankOf } from './cards';

/**
 * Red Dog (acey-deucey), one 52-card deck shuffled for every round, aces high, suits do not
 * matter. Two cards are dealt face up. Consecutive ranks push at once. A pair draws a third card:
 * three of a kind pays 11:1, anything else pushes. Otherwise the spread (ranks strictly between)
 * is announced and the player may Raise (a second bet equal to the first) or Call; the third card
 * wins when it falls strictly between, paying by spread on the whole stake.
 */
export const SPREAD_PAYS: readonly { spread: string; pays: number }[] = [
  { spread: '1', pays: 5 }, { spread: '2', pays: 4 }, { spread: '3', pays: 2 }, { spread: '4 to 11', pays: 1 },
];
export const TRIPS_PAYS = 11;

export const spreadOf = (first: number, second: number) => Math.abs(rankOf(first) - rankOf(second)) - 1;
export const spreadPays = (spread: number) => (spread === 1 ? 5 : spread === 2 ? 4 : spread === 3 ? 2 : 1);

/** Raising pays when more than half of the 50 unseen cards fall between: a spread of 7 or more. */
export const RAISE_FROM_SPREAD = 7;

export interface RedDogState {
  betCents: number;
  raiseCents: number;
  cards: [number, number];
  third: number | null;
  decision: 'raise' | 'call' | null;
  results: BetResult[] | null;
}

export function dealRedDog(betCents: number, rng: Rng): RedDogState {
  const [first, second] = drawDistinct(rng, FULL_DECK, 2) as [number, number];
  const state: RedDogState = { betCents, raiseCents: 0, cards: [first, second], third: null, decision: null, results: null };
  const spread = spreadOf(first, second);
  if (spread === 0) {
    state.results = [{ bet: 'Bet', stakeCents: betCents, returnCents: betCents, note: 'consecutive cards: push' }];
  } else if (spread < 0) {
    state.third = drawThird(state, rng);
    const trips = rankOf(state.third) === rankOf(first);
    state.results = [trips
      ? { bet: 'Bet', stakeCents: betCents, returnCents: betCents * (TRIPS_PAYS + 1), note: `three of a kind pays ${TRIPS_PAYS}:1` }
      : { bet: 'Bet', stakeCents: betCents, returnCents: betCents, note: 'pair: push' }];
  }
  return state;
}

const drawThird = (state: RedDogState, rng: Rng) => drawDistinct(rng, FULL_DECK.filter((card) => !state.cards.includes(card)), 1)[0]!;

export function actRedDog(previous: RedDogState, action: 'raise' | 'call', rng: Rng): RedDogState {
  if (previous.results) throw new Error('The hand is already decided');
  const state: RedDogState = structuredClone(previous);
  state.decision = action;
  if (action === 'raise') state.raiseCents = state.betCents;
  state.third = drawThird(state, rng);
  const [low, high] = state.cards.map(rankOf).sort((a, b) => a - b) as [number, number];
  const rank = rankOf(state.third);
  const spread = spreadOf(...state.cards);
  const pays = spreadPays(spread);
  const win = rank > low && rank < high;
  const line = (bet: string, stakeCents: number): BetResult => (win
    ? { bet, stakeCents, returnCents: stakeCents * (pays + 1), note: `spread ${spread} pays ${pays}:1` }
    : { bet, stakeCents, returnCents: 0, note: 'outside the spread' });
  state.results = [line('Bet', state.betCents), ...(state.raiseCents > 0 ? [line('Raise', state.raiseCents)] : [])];
  return state;
}

export const redDogReturn = (state: RedDogState) => (state.results ?? []).reduce((sum, result) => sum + result.returnCents, 0);

export function publicRedDog(state: RedDogState) {
  const finished = state.results !== null;
  const spread = spreadOf(...state.cards);
  return {
    bet: state.betCents / 100,
    cards: state.cards.map(cardLabel),
    third: state.third === null ? null : cardLabel(state.third),
    spread: spread > 0 ? spread : null,
    pays: spread > 0 ? spreadPays(spread) : null,
    kind: spread === 0 ? 'consecutive' : spread < 0 ? 'pair' : 'spread',
    decision: state.decision,
    finished,
    actions: finished ? [] : ['raise', 'call'],
    hint: finished ? null : spread >= RAISE_FROM_SPREAD ? 'raise' : 'call',
    results: state.results?.map((result) => ({ bet: result.bet, stake: result.stakeCents / 100, returns: result.returnCents / 100, note: result.note })) ?? null,
  };
}

/**
 * Exact RTP per unit of the first bet with the optimal raise (spread ≥ 7): every ordered first
 * two cards (52 × 51) and every third card from the other 50, 132,600 deals in all.
 */
export function redDogTheory(): { rtp: number; raiseFromSpread: number } {
  let net = 0;
  let deals = 0;
  let raiseFromSpread = 12;
  for (let first = 0; first < 52; first += 1) {
    for (let second = 0; second < 52; second += 1) {
      if (second === first) continue;
      const spread = spreadOf(first, second);
      const [low, high] = [rankOf(first), rankOf(second)].sort((a, b) => a - b) as [number, number];
      let tripsOrWins = 0;
      for (let third = 0; third < 52; third += 1) {
        if (third === first || third === second) continue;
        const rank = rankOf(third);
        if (spread < 0 ? rank === low : rank > low && rank < high) tripsOrWins += 1;
      }
      deals += 50;
      if (spread === 0) continue;
      if (spread < 0) {
        net += tripsOrWins * TRIPS_PAYS;
        continue;
      }
      // Per unit staked: wins pay `pays`, the rest lose; raising doubles it when that is positive.
      const perUnit = tripsOrWins * spreadPays(spread) - (50 - tripsOrWins);
      if (perUnit > 0) raiseFromSpread = Math.min(raiseFromSpread, spread);
      net += perUnit > 0 ? 2 * perUnit : perUnit;
    }
  }
  return { rtp: 1 + net / deals, raiseFromSpread };
}

export const redDogGame: CardTable<RedDogState> = {
  betKinds: ['ante'],
  open: (bets, rng) => dealRedDog(bets.ante ?? 0, rng),
  actions: (state) => (state.results ? [] : ['raise', 'call']),
  extraStake: (state, action) => (action === 'raise' ? state.betCents : 0),
  act: (state, action, rng) => actRedDog(state, action as 'raise' | 'call', rng),
  finished: (state) => state.results !== null,
  returnCents: redDogReturn,
  view: publicRedDog,
  // A hand left open is completed with a call: no further money is taken without the player asking.
  timeoutAction: (): CardTableAction => 'call',
  help: () => ({ spreadPays: SPREAD_PAYS, tripsPays: TRIPS_PAYS, raiseFromSpread: RAISE_FROM_SPREAD }),
};
