import { badRequest } from '../../../lib/api-error';
import { checkStake, finishedStep, noteOf, option, type GameEngine } from '../game-engine';
import { playSlotRound, slotTheory, slotWinCents, type SlotModel, type SlotSpin } from './slot-engine';
import { SLOT_MODELS, VIDEO_5X3_20_BASE } from './slot-models';

/**
 * Symbol art per theme (W wild, S scatter, H1–H4 high, L1–L4 low, X blank). Plain Unicode glyphs
 * from common fonts, not emoji: emoji fonts are missing on many kiosks and headless browsers.
 */
const THEMES = {
  classic: { W: 'WILD', S: '★', H1: '7', H2: '♦', H3: '♛', H4: 'BAR', L1: '♣', L2: '♥', L3: '♠', L4: '⚘', X: ' ' },
  dragon: { W: 'WILD', S: '☯', H1: '♨', H2: '☀', H3: '♣', H4: '✶', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  egypt: { W: 'WILD', S: '▲', H1: '☥', H2: '☼', H3: '⚱', H4: '♛', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  holiday: { W: 'WILD', S: '✶', H1: '❄', H2: '☃', H3: '♪', H4: '♥', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  halloween: { W: 'WILD', S: '☾', H1: '☠', H2: '⚰', H3: '⚗', H4: '♠', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  jungle: { W: 'WILD', S: '☀', H1: '♞', H2: '✿', H3: '☘', H4: '⚘', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  treasure: { W: 'WILD', S: '⚜', H1: '$', H2: '♦', H3: '⚓', H4: '♛', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  space: { W: 'WILD', S: '☄', H1: '☾', H2: '★', H3: '✦', H4: '✧', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  fantasy: { W: 'WILD', S: '✧', H1: '♛', H2: '❀', H3: '⚘', H4: '♥', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  western: { W: 'WILD', S: '✪', H1: '♞', H2: '☆', H3: '⚑', H4: '$', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
} satisfies Record<string, Record<string, string>>;

type SlotTheme = keyof typeof THEMES;

export interface SlotConfig {
  model: SlotModel;
  labels: Record<string, string>;
}

const rtpCache = new Map<string, number>();
function slotRtp(model: SlotModel): number {
  let rtp = rtpCache.get(model.id);
  if (rtp === undefined) {
    rtp = slotTheory(model).rtp;
    rtpCache.set(model.id, rtp);
  }
  return rtp;
}

function slotOutcome(model: SlotModel, base: SlotSpin, freeSpins: SlotSpin[]) {
  const view = (spin: SlotSpin) => ({ stops: spin.stops, grid: spin.grid, lineWins: spin.lineWins, scatters: spin.scatters, scatterPay: spin.scatterPay, units: spin.units });
  return { model: model.id, base: view(base), freeSpins: freeSpins.map(view), lines: model.lines.length };
}

/** Line slots on a maths model (`model` option) drawn in a theme (`theme` option). Free spins a promotion pays for play here. */
export const slotEngine: GameEngine<SlotConfig, never> = {
  configure: (options) => {
    const model = SLOT_MODELS.find((candidate) => candidate.id === options.model);
    if (!model) throw new Error(`No slot model ${String(options.model)}.`);
    const theme = option(options, 'theme', Object.keys(THEMES) as SlotTheme[]);
    return { config: { model, labels: THEMES[theme] }, rtp: slotRtp(model), ...noteOf(options) };
  },
  clientConfig: ({ model, labels }) => ({
    rows: model.rows,
    reels: model.reels.length,
    lines: model.lines,
    symbols: model.symbols.map((symbol) => ({ ...symbol, label: labels[symbol.id] ?? symbol.id })),
    freeGames: model.freeGames ?? null,
    // The reel strips: with a spin's stops they are all a player needs to check the reels (docs/fairness.md).
    strips: model.reels,
  }),
  acts: [],
  start: async ({ model }, request, round) => {
    if (request.action !== 'spin') throw badRequest('This game takes spins.');
    // A free spin plays at the sponsor's stake, for nothing.
    const sponsored = await round.sponsoredStake();
    const stake = sponsored ?? request.bet;
    checkStake(stake);
    if (sponsored === null) await round.stake(stake);
    const result = playSlotRound(model, round.rng);
    const win = slotWinCents(model, stake, result);
    return { ...finishedStep(win, slotOutcome(model, result.base, result.freeSpins)), freeSpin: sponsored !== null };
  },
};

/** The house 20-line model the spin endpoint plays for a title that is not a slot. */
export const HOUSE_SLOT: SlotConfig = { model: VIDEO_5X3_20_BASE, labels: {} };
