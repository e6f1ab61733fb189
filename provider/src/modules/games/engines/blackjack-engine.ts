import type { Rng } from '../../../lib/rng';
import { cardLabel, rankOf } from './cards';
import { badRequest } from '../../../lib/api-error';
import { checkStake, finishedStep, noteOf, openStep, type GameEngine, type Step } from '../game-engine';

/**
 * Blackjack: every card is drawn from a full 52-card deck (a continuous shuffler, i.e. an
 * infinite shoe), dealer stands on soft 17 and peeks with an ace or ten up, blackjack pays 3:2,
 * double on any two cards, one split of equal values (double after split allowed; split aces
 * take one card each), no surrender, no insurance. With an infinite shoe the optimal strategy
 * depends only on the hand total, so `blackjackTheory` computes it exactly and the hint and the
 * bench play it.
 */
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

/** Card values by rank: 2–9, ten-valued, ace as 11. */
export const cardValue = (card: number) => {
  const rank = rankOf(card);
  return rank === 12 ? 11 : Math.min(10, rank + 2);
};

export interface HandTotal {
  total: number;
  soft: boolean;
}

export function handTotal(cards: readonly number[]): HandTotal {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    const value = cardValue(card);
    total += value === 11 ? 1 : value;
    if (value === 11) aces += 1;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

const isBlackjack = (cards: readonly number[]) => cards.length === 2 && handTotal(cards).total === 21;

export interface BlackjackHand {
  cards: number[];
  stakeCents: number;
  doubled: boolean;
  done: boolean;
  splitAces: boolean;
}

export interface BlackjackState {
  betCents: number;
  hands: BlackjackHand[];
  active: number;
  dealer: number[];
  split: boolean;
  finished: boolean;
  /** Set when finished: what each hand returns (stake included) and why. */
  results?: { outcome: 'blackjack' | 'win' | 'push' | 'lose' | 'bust'; returnCents: number }[];
  returnCents?: number;
}

const drawCard = (rng: Rng) => rng.int(52);

export function dealBlackjack(betCents: number, rng: Rng): BlackjackState {
  const player = [drawCard(rng), drawCard(rng)];
  const dealer = [drawCard(rng), drawCard(rng)];
  const state: BlackjackState = {
    betCents, hands: [{ cards: player, stakeCents: betCents, doubled: false, done: false, splitAces: false }],
    active: 0, dealer, split: false, finished: false,
  };
  // The dealer peeks: a dealer blackjack (or the player's) ends the round at once.
  if (isBlackjack(player) || isBlackjack(dealer)) return finish(state, rng);
  if (handTotal(player).total === 21) state.hands[0]!.done = true;
  return state;
}

export function availableActions(state: BlackjackState): BlackjackAction[] {
  if (state.finished) return [];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    if (!state.split && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!)) actions.push('split');
  }
  return actions;
}

/** The extra stake an action takes from the balance (doubles and splits), checked before it is applied. */
export function extraStakeFor(state: BlackjackState, action: BlackjackAction): number {
  if (action === 'double') return state.hands[state.active]!.stakeCents;
  if (action === 'split') return state.betCents;
  return 0;
}

export function actBlackjack(previous: BlackjackState, action: BlackjackAction, rng: Rng): BlackjackState {
  if (!availableActions(previous).includes(action)) throw new Error(`${action} is not possible now`);
  const state: BlackjackState = structuredClone(previous);
  const hand = state.hands[state.active]!;
  switch (action) {
    case 'hit':
      hand.cards.push(drawCard(rng));
      if (handTotal(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.stakeCents *= 2;
      hand.doubled = true;
      hand.cards.push(drawCard(rng));
      hand.done = true;
      break;
    case 'split': {
      const [first, second] = hand.cards as [number, number];
      const aces = cardValue(first) === 11;
      state.split = true;
      state.hands = [first, second].map((card) => ({
        cards: [card, drawCard(rng)], stakeCents: state.betCents, doubled: false, done: aces, splitAces: aces,
      }));
      for (const split of state.hands) if (handTotal(split.cards).total === 21) split.done = true;
      break;
    }
  }
  while (state.active < state.hands.length && state.hands[state.active]!.done) state.active += 1;
  if (state.active >= state.hands.length) return finish(state, rng);
  return state;
}

function finish(state: BlackjackState, rng: Rng): BlackjackState {
  state.finished = true;
  state.active = state.hands.length;
  const dealerBlackjack = isBlackjack(state.dealer);
  const live = state.hands.some((hand) => handTotal(hand.cards).total <= 21);
  const naturalOnly = state.hands.length === 1 && isBlackjack(state.hands[0]!.cards);
  if (live && !dealerBlackjack && !naturalOnly) {
    while (handTotal(state.dealer).total < 17) state.dealer.push(drawCard(rng));
  }
  const dealerTotal = handTotal(state.dealer).total;
  state.results = state.hands.map((hand) => {
    const total = handTotal(hand.cards).total;
    const natural = !state.split && isBlackjack(hand.cards);
    if (natural && dealerBlackjack) return { outcome: 'push' as const, returnCents: hand.stakeCents };
    if (natural) return { outcome: 'blackjack' as const, returnCents: Math.floor((hand.stakeCents * 5) / 2) };
    if (dealerBlackjack) return { outcome: 'lose' as const, returnCents: 0 };
    if (total > 21) return { outcome: 'bust' as const, returnCents: 0 };
    if (dealerTotal > 21 || total > dealerTotal) return { outcome: 'win' as const, returnCents: hand.stakeCents * 2 };
    if (total === dealerTotal) return { outcome: 'push' as const, returnCents: hand.stakeCents };
    return { outcome: 'lose' as const, returnCents: 0 };
  });
  state.returnCents = state.results.reduce((sum, result) => sum + result.returnCents, 0);
  return state;
}

/** What the player may see: the hole card stays hidden until the round ends. */
export function publicBlackjack(state: BlackjackState) {
  const dealer = state.finished ? state.dealer : [state.dealer[0]!];
  return {
    hands: state.hands.map((hand) => ({
      cards: hand.cards.map(cardLabel), total: handTotal(hand.cards).total, stake: hand.stakeCents / 100, doubled: hand.doubled, done: hand.done,
    })),
    active: state.active,
    dealer: dealer.map(cardLabel),
    dealerTotal: handTotal(dealer).total,
    holeHidden: !state.finished,
    finished: state.finished,
    actions: availableActions(state),
    results: state.results ?? null,
    hint: state.finished ? null : bestAction(state),
  };
}

// ---- Exact theory for an infinite shoe ----

/** Card values 2..11 with their probabilities (ten-valued cards are 4/13). */
const VALUES: [number, number][] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((value) => [value, value === 10 ? 4 / 13 : 1 / 13]);

interface Soft { hard: number; ace: boolean }
const best = ({ hard, ace }: Soft) => (ace && hard + 10 <= 21 ? hard + 10 : hard);
const add = (hand: Soft, value: number): Soft => ({ hard: hand.hard + (value === 11 ? 1 : value), ace: hand.ace || value === 11 });

/** Dealer final totals [17, 18, 19, 20, 21, bust] for an up card, given no dealer blackjack. */
function dealerDistribution(up: number): number[] {
  const result = [0, 0, 0, 0, 0, 0];
  const play = (hand: Soft, probability: number) => {
    const total = best(hand);
    if (total > 21) result[5]! += probability;
    else if (total >= 17) result[total - 17]! += probability;
    else for (const [value, p] of VALUES) play(add(hand, value), probability * p);
  };
  const start = add({ hard: 0, ace: false }, up);
  const excluded = up === 11 ? 10 : up === 10 ? 11 : null;
  const excludedP = excluded === null ? 0 : VALUES.find(([value]) => value === excluded)![1];
  for (const [value, p] of VALUES) if (value !== excluded) play(add(start, value), p / (1 - excludedP));
  return result;
}

interface Tables {
  dealer: number[];
  stand: (hand: Soft) => number;
  hit: (hand: Soft) => number;
  double: (hand: Soft) => number;
  split: (value: number) => number;
}

const tableCache = new Map<number, Tables>();

function tablesFor(up: number): Tables {
  const cached = tableCache.get(up);
  if (cached) return cached;
  const dealer = dealerDistribution(up);
  const stand = (hand: Soft) => {
    const total = best(hand);
    if (total > 21) return -1;
    let ev = dealer[5]!;
    for (let final = 17; final <= 21; final += 1) ev += (final < total ? 1 : final > total ? -1 : 0) * dealer[final - 17]!;
    return ev;
  };
  const hitMemo = new Map<string, number>();
  const hit = (hand: Soft): number => {
    const key = `${hand.hard}:${hand.ace}`;
    const memo = hitMemo.get(key);
    if (memo !== undefined) return memo;
    let ev = 0;
    for (const [value, p] of VALUES) {
      const next = add(hand, value);
      ev += p * (best(next) > 21 ? -1 : Math.max(stand(next), hit(next)));
    }
    hitMemo.set(key, ev);
    return ev;
  };
  const double = (hand: Soft) => 2 * VALUES.reduce((sum, [value, p]) => sum + p * stand(add(hand, value)), 0);
  const split = (value: number) => {
    let ev = 0;
    for (const [drawn, p] of VALUES) {
      const hand = add(add({ hard: 0, ace: false }, value), drawn);
      ev += p * (value === 11 ? stand(hand) : Math.max(stand(hand), hit(hand), double(hand)));
    }
    return 2 * ev;
  };
  const tables = { dealer, stand, hit, double, split };
  tableCache.set(up, tables);
  return tables;
}

/** The optimal action for the active hand (infinite shoe: it depends on totals only). */
export function bestAction(state: BlackjackState): BlackjackAction {
  const tables = tablesFor(cardValue(state.dealer[0]!));
  const cards = state.hands[state.active]!.cards;
  const hand = cards.reduce<Soft>((sum, card) => add(sum, cardValue(card)), { hard: 0, ace: false });
  const options = availableActions(state);
  let choice: BlackjackAction = 'stand';
  let bestEv = tables.stand(hand);
  const consider = (action: BlackjackAction, ev: number) => {
    if (options.includes(action) && ev > bestEv + 1e-12) {
      choice = action;
      bestEv = ev;
    }
  };
  consider('hit', tables.hit(hand));
  consider('double', tables.double(hand));
  consider('split', tables.split(cardValue(cards[0]!)));
  return choice;
}

/** Exact RTP of the optimal strategy for these rules with an infinite shoe. */
export function blackjackTheory(): { rtp: number; houseEdge: number } {
  let ev = 0;
  for (const [up, pUp] of VALUES) {
    const tables = tablesFor(up);
    const dealerBj = up === 11 ? 4 / 13 : up === 10 ? 1 / 13 : 0;
    for (const [first, p1] of VALUES) {
      for (const [second, p2] of VALUES) {
        const p = pUp * p1 * p2;
        const hand = add(add({ hard: 0, ace: false }, first), second);
        if (best(hand) === 21) {
          ev += p * (1 - dealerBj) * 1.5;
          continue;
        }
        const play = Math.max(
          tables.stand(hand), tables.hit(hand), tables.double(hand), first === second ? tables.split(first) : -Infinity,
        );
        ev += p * (dealerBj * -1 + (1 - dealerBj) * play);
      }
    }
  }
  return { rtp: 1 + ev, houseEdge: -ev };
}

const blackjackStep = (state: BlackjackState): Step<BlackjackState> =>
  (state.finished ? finishedStep(state.returnCents ?? 0, publicBlackjack(state)) : openStep(state, publicBlackjack(state)));

/** Blackjack: deal, then hit, stand, double or split until every hand is done. */
export const blackjackEngine: GameEngine<null, BlackjackState> = {
  configure: (options) => ({ config: null, rtp: blackjackTheory().rtp, ...noteOf(options) }),
  clientConfig: () => ({}),
  acts: ['hit', 'stand', 'double', 'split'],
  start: async (_config, request, round) => {
    if (request.action !== 'deal') throw badRequest('Deal first.');
    checkStake(request.bet);
    await round.stake(request.bet);
    return blackjackStep(dealBlackjack(request.bet, round.rng));
  },
  act: async (state, request, round) => {
    const action = request.action as BlackjackAction;
    if (!availableActions(state).includes(action)) throw badRequest(`You cannot ${action} now.`);
    const extra = extraStakeFor(state, action);
    if (extra > 0) await round.stake(extra);
    return blackjackStep(actBlackjack(state, action, round.rng));
  },
  // A hand left open stands.
  timeout: async (state, round) => {
    let current = state;
    while (!current.finished) current = actBlackjack(current, 'stand', round.rng);
    return blackjackStep(current);
  },
};
