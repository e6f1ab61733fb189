import type { Rng } from '../../../lib/rng';

/**
 * A line slot driven by a model (reel strips, paylines, paytable, scatter and free games).
 * Titles share a few certified-style maths models and differ in theme and model: the way real
 * studios ship many titles on one maths core.
 */
export interface SlotSymbol {
  id: string;
  kind?: 'wild' | 'scatter';
  /** count of a kind → pay. Line symbols pay in line bets; the scatter pays in total bets. */
  pays: Readonly<Record<number, number>>;
}

export interface FreeGames {
  minScatters: number;
  spins: number;
  multiplier: number;
}

export interface SlotModel {
  id: string;
  rows: number;
  /** One strip per reel; a stop shows `rows` consecutive symbols (wrapping). */
  reels: readonly (readonly string[])[];
  /** Each payline names the row shown on each reel. */
  lines: readonly (readonly number[])[];
  symbols: readonly SlotSymbol[];
  freeGames?: FreeGames;
}

export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  /** In line bets (before any free-game multiplier). */
  pay: number;
}

export interface SlotSpin {
  /** Where each reel's strip stopped (row 0 shows strip[stop]); what a player's verifier recomputes. */
  stops: number[];
  /** grid[row][reel] */
  grid: string[][];
  lineWins: LineWin[];
  scatters: number;
  /** Scatter pay in total bets. */
  scatterPay: number;
  multiplier: number;
  /** The spin's pay in line bets, multiplier applied: line pays + scatter pay × lines. */
  units: number;
  freeGamesWon: number;
}

export interface SlotRound {
  base: SlotSpin;
  freeSpins: SlotSpin[];
  /** Everything won in the round, in line bets. */
  totalUnits: number;
}

/** Guard against a pathological retrigger chain; its probability is far below 1e-12. */
const MAX_FREE_SPINS = 1000;

export function symbolOf(model: SlotModel, id: string): SlotSymbol {
  const symbol = model.symbols.find((entry) => entry.id === id);
  if (!symbol) throw new Error(`slot model ${model.id} has no symbol ${id}`);
  return symbol;
}

/** Pays of one line, left to right: the best of the wild run and the first symbol's run. */
const symbolMaps = new WeakMap<SlotModel, Map<string, SlotSymbol>>();

function symbolMap(model: SlotModel): Map<string, SlotSymbol> {
  let map = symbolMaps.get(model);
  if (!map) {
    map = new Map(model.symbols.map((symbol) => [symbol.id, symbol]));
    symbolMaps.set(model, map);
  }
  return map;
}

export function evaluateLine(model: SlotModel, cells: readonly string[]): { symbol: string; count: number; pay: number } | null {
  const kinds = symbolMap(model);
  const isWild = (id: string) => kinds.get(id)?.kind === 'wild';
  let wildRun = 0;
  while (wildRun < cells.length && isWild(cells[wildRun]!)) wildRun += 1;
  let best: { symbol: string; count: number; pay: number } | null = null;
  if (wildRun > 0) {
    const wild = kinds.get(cells[0]!)!;
    const pay = wild.pays[wildRun] ?? 0;
    if (pay > 0) best = { symbol: wild.id, count: wildRun, pay };
  }
  const first = cells[wildRun];
  if (first !== undefined && kinds.get(first)?.kind !== 'scatter') {
    let count = wildRun;
    while (count < cells.length && (cells[count] === first || isWild(cells[count]!))) count += 1;
    const pay = kinds.get(first)?.pays[count] ?? 0;
    if (pay > 0 && (!best || pay > best.pay)) best = { symbol: first, count, pay };
  }
  return best;
}

function scatterSymbol(model: SlotModel): SlotSymbol | undefined {
  return model.symbols.find((symbol) => symbol.kind === 'scatter');
}

export function spinReels(model: SlotModel, rng: Rng): { stops: number[]; grid: string[][] } {
  const stops = model.reels.map((strip) => rng.int(strip.length));
  const grid = Array.from({ length: model.rows }, (_, row) =>
    model.reels.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!));
  return { stops, grid };
}

export function evaluateGrid(model: SlotModel, { stops, grid }: { stops: number[]; grid: string[][] }, multiplier: number): SlotSpin {
  const lineWins: LineWin[] = [];
  model.lines.forEach((rows, line) => {
    const win = evaluateLine(model, rows.map((row, reel) => grid[row]![reel]!));
    if (win) lineWins.push({ line, ...win });
  });
  const scatter = scatterSymbol(model);
  const scatters = scatter ? grid.flat().filter((id) => id === scatter.id).length : 0;
  const scatterPay = scatter ? scatter.pays[scatters] ?? 0 : 0;
  const free = model.freeGames;
  const freeGamesWon = free && scatters >= free.minScatters ? free.spins : 0;
  const units = (lineWins.reduce((sum, win) => sum + win.pay, 0) + scatterPay * model.lines.length) * multiplier;
  return { stops, grid, lineWins, scatters, scatterPay, multiplier, units, freeGamesWon };
}

/** One paid spin and every free game it triggers (played at once: a round is one step). */
export function playSlotRound(model: SlotModel, rng: Rng): SlotRound {
  const base = evaluateGrid(model, spinReels(model, rng), 1);
  const freeSpins: SlotSpin[] = [];
  let pending = base.freeGamesWon;
  while (pending > 0 && freeSpins.length < MAX_FREE_SPINS) {
    pending -= 1;
    const spin = evaluateGrid(model, spinReels(model, rng), model.freeGames!.multiplier);
    pending += spin.freeGamesWon;
    freeSpins.push(spin);
  }
  return { base, freeSpins, totalUnits: base.units + freeSpins.reduce((sum, spin) => sum + spin.units, 0) };
}

/** A round's win in cents for a total stake: floor(stake × units / lines) — exact when the stake is a multiple of the lines. */
export function slotWinCents(model: SlotModel, stakeCents: number, round: SlotRound): number {
  return Math.floor((stakeCents * round.totalUnits) / model.lines.length);
}

export interface SlotTheory {
  /** Expected line pay per paid spin, per total bet. */
  linesRtp: number;
  scatterRtp: number;
  freeGamesTriggerProbability: number;
  freeGamesRtp: number;
  rtp: number;
  /** Probability that a base spin pays anything (lines or scatter), from the same enumeration. */
  hitFrequencyLinesApprox: number;
}

/**
 * Exact return to player. Each cell's symbol on reel r is distributed as the strip's symbol
 * frequencies and reels stop independently, so one line's expected pay is an exact sum over
 * the product of per-reel symbol distributions (every line has the same distribution). Scatters
 * are counted by enumerating every stop of every reel and convolving across reels. Free games
 * use the same reels with a multiplier and can retrigger: with E the expected pay of a spin and
 * p the trigger probability, a free-game session is worth V = F·m·E / (1 − F·p) (Wald).
 */
export function slotTheory(model: SlotModel): SlotTheory {
  const reelCount = model.reels.length;
  const distributions = model.reels.map((strip) => {
    const counts = new Map<string, number>();
    for (const id of strip) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts.entries()].map(([id, count]) => ({ id, p: count / strip.length }));
  });
  let lineEv = 0;
  let lineHit = 0;
  const cells: string[] = new Array<string>(reelCount);
  const kinds = symbolMap(model);
  const isWild = (id: string) => kinds.get(id)?.kind === 'wild';
  // A prefix whose wild run and symbol run have both ended pays the same whatever follows.
  const closed = (length: number) => {
    let wildRun = 0;
    while (wildRun < length && isWild(cells[wildRun]!)) wildRun += 1;
    if (wildRun === length) return false;
    const first = cells[wildRun]!;
    let run = wildRun;
    while (run < length && (cells[run] === first || isWild(cells[run]!))) run += 1;
    return run < length;
  };
  const walk = (reel: number, probability: number) => {
    if (reel === reelCount || (reel > 1 && closed(reel))) {
      const win = evaluateLine(model, cells.slice(0, reel));
      if (win) {
        lineEv += probability * win.pay;
        lineHit += probability;
      }
      return;
    }
    for (const { id, p } of distributions[reel]!) {
      cells[reel] = id;
      walk(reel + 1, probability * p);
    }
  };
  walk(0, 1);
  const scatter = scatterSymbol(model);
  let countDistribution = [1];
  if (scatter) {
    for (const strip of model.reels) {
      const perReel: number[] = [];
      for (let stop = 0; stop < strip.length; stop += 1) {
        let shown = 0;
        for (let row = 0; row < model.rows; row += 1) if (strip[(stop + row) % strip.length] === scatter.id) shown += 1;
        perReel[shown] = (perReel[shown] ?? 0) + 1 / strip.length;
      }
      const next: number[] = [];
      countDistribution.forEach((p, have) => {
        perReel.forEach((q, add) => {
          if (q) next[have + add] = (next[have + add] ?? 0) + p * (q ?? 0);
        });
      });
      countDistribution = next;
    }
  }
  const scatterRtp = scatter ? countDistribution.reduce((sum, p, count) => sum + (p ?? 0) * (scatter.pays[count] ?? 0), 0) : 0;
  const free = model.freeGames;
  const trigger = free ? countDistribution.reduce((sum, p, count) => sum + (count >= free.minScatters ? p ?? 0 : 0), 0) : 0;
  const baseRtp = lineEv + scatterRtp;
  const sessionValue = free ? (free.spins * free.multiplier * baseRtp) / (1 - free.spins * trigger) : 0;
  const freeGamesRtp = trigger * sessionValue;
  return {
    linesRtp: lineEv,
    scatterRtp,
    freeGamesTriggerProbability: trigger,
    freeGamesRtp,
    rtp: baseRtp + freeGamesRtp,
    hitFrequencyLinesApprox: lineHit,
  };
}

/**
 * Lays out a reel strip from symbol counts, spreading each symbol evenly so that a scatter
 * never shows twice in one window (keeps the scatter count per reel at 0 or 1).
 */
export function buildStrip(counts: Readonly<Record<string, number>>): string[] {
  const placed: { id: string; key: number }[] = [];
  Object.entries(counts).forEach(([id, count], order) => {
    for (let i = 0; i < count; i += 1) placed.push({ id, key: (i + 0.5) / count + order * 1e-6 });
  });
  return placed.sort((a, b) => a.key - b.key).map((entry) => entry.id);
}
