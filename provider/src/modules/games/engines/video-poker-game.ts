import { badRequest } from '../../../lib/api-error';
import { toDollars } from '../../../lib/money';
import { checkStake, finishedStep, noteOf, openStep, option, type GameEngine, type Step } from '../game-engine';
import type { Rng } from '../../../lib/rng';
import { cardLabel } from './cards';
import { analysisFor, bestHold } from './video-poker-analyzer';
import { dealPoker, drawPoker, POKER_PAYTABLES, POKER_VARIANTS, type DrawnHand, type PokerVariant } from './video-poker-engine';

export interface VideoPokerConfig { variant: PokerVariant; hands: number }

/** An open video poker round; `hint` (perfect play) is absent on rounds dealt before hints were exact. */
interface PokerState { variant: PokerVariant; hands: number; betCents: number; dealt: number[]; hint?: boolean[] }

function pokerView(state: PokerState, draw: { held: boolean[]; hands: DrawnHand[] } | null) {
  return {
    variant: state.variant,
    handCount: state.hands,
    bet_per_hand: toDollars(state.betCents),
    dealt: state.dealt.map(cardLabel),
    hint: draw ? null : state.hint ?? null,
    held: draw?.held ?? null,
    // Up to 100 hands: the first 10 in full, the rest as totals by winning hand (recall stays small).
    hands: draw ? draw.hands.slice(0, 10).map((hand) => ({ cards: hand.cards.map(cardLabel), hand: hand.label, pays: hand.pays })) : null,
    wins: draw ? draw.hands.reduce<Record<string, number>>((counts, hand) => (hand.label ? { ...counts, [hand.label]: (counts[hand.label] ?? 0) + 1 } : counts), {}) : null,
  };
}

function draw(state: PokerState, held: boolean[], rng: Rng): Step<PokerState> {
  const hands = drawPoker(state.variant, state.dealt, held.map(Boolean), state.hands, rng);
  const win = hands.reduce((sum, hand) => sum + hand.pays * state.betCents, 0);
  return finishedStep(win, pokerView(state, { held: held.map(Boolean), hands }));
}

/** Draw poker on a pay table (`variant` option), 1 to 100 hands (`hands` option): deal, then draw. */
export const videoPokerEngine: GameEngine<VideoPokerConfig, PokerState> = {
  configure: (options) => {
    const variant = option(options, 'variant', POKER_VARIANTS);
    return { config: { variant, hands: Number(options.hands) || 1 }, rtp: POKER_PAYTABLES[variant].rtp, ...noteOf(options) };
  },
  clientConfig: ({ variant, hands }) => ({ variant, hands, paytable: POKER_PAYTABLES[variant] }),
  acts: ['draw'],
  // The deal and its perfect-play hint are worked out before the transaction: the hint's tables
  // take about a second to build on a variant's first deal, and no lock waits for that.
  prepare: async ({ variant }, request, rng) => {
    if (request.action !== 'deal') return null;
    const dealt = dealPoker(variant, rng);
    return { dealt, hint: bestHold(await analysisFor(variant), dealt).held };
  },
  start: async ({ variant, hands }, request, round, prepared) => {
    if (request.action !== 'deal') throw badRequest('Deal first.');
    const stake = request.bet * hands;
    checkStake(request.bet);
    checkStake(stake);
    await round.stake(stake);
    const state: PokerState = { variant, hands, betCents: request.bet, ...(prepared as { dealt: number[]; hint: boolean[] }) };
    return openStep(state, pokerView(state, null));
  },
  act: async (state, request, round) => {
    if (request.action !== 'draw') throw badRequest('Choose the cards to hold and draw.');
    if (!Array.isArray(request.held) || request.held.length !== 5) throw badRequest('Hold is five true/false values.');
    return draw(state, request.held, round.rng);
  },
  // A hand left open draws with the perfect-play hold.
  timeout: async (state, round) => draw(state, state.hint ?? [true, true, true, true, true], round.rng),
};
