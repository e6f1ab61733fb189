import { buildStrip, type SlotModel, type SlotSymbol } from './slot-engine';

/** Paylines that move at most one row per reel, straight lines first, then V shapes and zigzags. */
function generateLines(reels: number, rows: number, count: number): number[][] {
  const all: number[][] = [];
  const walk = (line: number[]) => {
    if (line.length === reels) {
      all.push(line);
      return;
    }
    for (let row = 0; row < rows; row += 1) {
      if (line.length === 0 || Math.abs(row - line[line.length - 1]!) <= 1) walk([...line, row]);
    }
  };
  walk([]);
  const changes = (line: number[]) => line.slice(1).filter((row, index) => row !== line[index]).length;
  const middle = (rows - 1) / 2;
  const spread = (line: number[]) => line.reduce((sum, row) => sum + Math.abs(row - middle), 0);
  all.sort((a, b) => changes(a) - changes(b) || spread(a) - spread(b) || a.join('').localeCompare(b.join('')));
  return all.slice(0, count);
}

const LINES_5X3_20: number[][] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
];

/** Three-reel classic: 5 lines, a doubling-style wild, blanks, cherries that pay on one or two. */
export const CLASSIC_3: SlotModel = {
  id: 'classic-3x3-5',
  rows: 3,
  lines: [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]],
  symbols: [
    { id: 'W', kind: 'wild', pays: { 3: 500 } },
    { id: 'H1', pays: { 3: 100 } },
    { id: 'H2', pays: { 3: 40 } },
    { id: 'H3', pays: { 3: 20 } },
    { id: 'L1', pays: { 3: 10 } },
    { id: 'L2', pays: { 1: 1, 2: 3, 3: 6 } },
    { id: 'X', pays: {} },
  ],
  reels: [
    buildStrip({ W: 1, H1: 1, H2: 2, H3: 3, L1: 4, L2: 3, X: 5 }),
    buildStrip({ W: 1, H1: 1, H2: 2, H3: 3, L1: 4, L2: 3, X: 5 }),
    buildStrip({ W: 1, H1: 1, H2: 2, H3: 3, L1: 4, L2: 3, X: 5 }),
  ],
};

/** Multiplies line pays (never the scatter's) and rounds: how the models were tuned to their RTP. */
function scaleLinePays(symbols: SlotSymbol[], factor: number): SlotSymbol[] {
  return symbols.map((symbol) =>
    symbol.kind === 'scatter'
      ? symbol
      : { ...symbol, pays: Object.fromEntries(Object.entries(symbol.pays).map(([count, pay]) => [count, Math.round(pay * factor)])) });
}

const VIDEO_SYMBOLS = (scatter: Record<number, number>, low: number): SlotSymbol[] => [
  { id: 'W', kind: 'wild' as const, pays: { 2: 10, 3: 200, 4: 2000, 5: 10000 } },
  { id: 'S', kind: 'scatter' as const, pays: scatter },
  { id: 'H1', pays: { 2: 2, 3: 25, 4: 100, 5: 750 } },
  { id: 'H2', pays: { 3: 20, 4: 80, 5: 400 } },
  { id: 'H3', pays: { 3: 15, 4: 50, 5: 250 } },
  { id: 'H4', pays: { 3: 10, 4: 40, 5: 150 } },
  { id: 'L1', pays: { 3: low + 2, 4: 25, 5: 100 } },
  { id: 'L2', pays: { 3: low + 1, 4: 20, 5: 100 } },
  { id: 'L3', pays: { 3: low, 4: 15, 5: 75 } },
  { id: 'L4', pays: { 3: low, 4: 10, 5: 50 } },
];

/** Five reels, 20 lines, wild, scatter with 10 free games at ×2 (retriggering). */
export const VIDEO_5X3_20: SlotModel = {
  id: 'video-5x3-20-free',
  rows: 3,
  lines: LINES_5X3_20,
  symbols: scaleLinePays(VIDEO_SYMBOLS({ 3: 2, 4: 10, 5: 50 }, 5), 1.5),
  freeGames: { minScatters: 3, spins: 10, multiplier: 2 },
  reels: [
    buildStrip({ W: 1, S: 1, H1: 1, H2: 2, H3: 2, H4: 3, L1: 3, L2: 4, L3: 4, L4: 5 }),
    buildStrip({ W: 1, S: 1, H1: 1, H2: 2, H3: 2, H4: 3, L1: 3, L2: 4, L3: 4, L4: 5 }),
    buildStrip({ W: 1, S: 1, H1: 1, H2: 2, H3: 2, H4: 3, L1: 3, L2: 4, L3: 4, L4: 5 }),
    buildStrip({ W: 1, S: 1, H1: 1, H2: 2, H3: 2, H4: 3, L1: 3, L2: 4, L3: 4, L4: 5 }),
    buildStrip({ W: 1, S: 1, H1: 1, H2: 2, H3: 2, H4: 3, L1: 3, L2: 4, L3: 4, L4: 5 }),
  ],
};

/** Five reels, 20 lines, no free games: a steadier base game. */
export const VIDEO_5X3_20_BASE: SlotModel = {
  id: 'video-5x3-20',
  rows: 3,
  lines: LINES_5X3_20,
  symbols: scaleLinePays(VIDEO_SYMBOLS({ 3: 3, 4: 20, 5: 100 }, 5), 1.75),
  reels: [
    buildStrip({ W: 1, S: 1, H1: 1, H2: 2, H3: 2, H4: 3, L1: 3, L2: 3, L3: 4, L4: 4 }),
    buildStrip({ W: 1, S: 1, H1: 1, H2: 2, H3: 2, H4: 3, L1: 3, L2: 3, L3: 4, L4: 4 }),
    buildStrip({ W: 1, S: 1, H1: 1, H2: 2, H3: 2, H4: 3, L1: 3, L2: 3, L3: 4, L4: 4 }),
    buildStrip({ W: 1, S: 1, H1: 1, H2: 2, H3: 2, H4: 3, L1: 3, L2: 3, L3: 4, L4: 4 }),
    buildStrip({ W: 1, S: 1, H1: 1, H2: 2, H3: 2, H4: 3, L1: 3, L2: 3, L3: 4, L4: 4 }),
  ],
};

/** Six reels, four rows, 50 lines, scatter with 8 free games at ×3. */
export const VIDEO_6X4_50: SlotModel = {
  id: 'video-6x4-50-free',
  rows: 4,
  lines: generateLines(6, 4, 50),
  symbols: scaleLinePays([
    { id: 'W', kind: 'wild', pays: { 3: 50, 4: 250, 5: 1000, 6: 5000 } },
    { id: 'S', kind: 'scatter', pays: { 3: 2, 4: 10, 5: 50, 6: 200 } },
    { id: 'H1', pays: { 3: 20, 4: 60, 5: 200, 6: 1000 } },
    { id: 'H2', pays: { 3: 15, 4: 40, 5: 150, 6: 500 } },
    { id: 'H3', pays: { 3: 10, 4: 30, 5: 100, 6: 300 } },
    { id: 'H4', pays: { 3: 8, 4: 20, 5: 75, 6: 200 } },
    { id: 'L1', pays: { 3: 4, 4: 10, 5: 30, 6: 100 } },
    { id: 'L2', pays: { 3: 4, 4: 10, 5: 25, 6: 80 } },
    { id: 'L3', pays: { 3: 3, 4: 8, 5: 20, 6: 60 } },
    { id: 'L4', pays: { 3: 3, 4: 6, 5: 15, 6: 50 } },
  ], 2.2),
  freeGames: { minScatters: 3, spins: 8, multiplier: 2 },
  reels: Array.from({ length: 6 }, () =>
    buildStrip({ W: 1, S: 1, H1: 2, H2: 2, H3: 3, H4: 3, L1: 4, L2: 5, L3: 5, L4: 6 })),
};

/** Instant-win card (scratch, keno-style and bingo titles): 3×3, five lines, three matching symbols win. */
export const SCRATCH_3X3: SlotModel = {
  id: 'scratch-3x3-5',
  rows: 3,
  lines: [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]],
  symbols: [
    { id: 'H1', pays: { 3: 200 } },
    { id: 'H2', pays: { 3: 100 } },
    { id: 'H3', pays: { 3: 30 } },
    { id: 'L1', pays: { 3: 20 } },
    { id: 'L2', pays: { 3: 10 } },
    { id: 'X', pays: {} },
  ],
  reels: [
    buildStrip({ H1: 1, H2: 1, H3: 2, L1: 2, L2: 3, X: 1 }),
    buildStrip({ H1: 1, H2: 1, H3: 2, L1: 2, L2: 3, X: 1 }),
    buildStrip({ H1: 1, H2: 1, H3: 2, L1: 2, L2: 3, X: 1 }),
  ],
};

export const SLOT_MODELS = [CLASSIC_3, VIDEO_5X3_20, VIDEO_5X3_20_BASE, VIDEO_6X4_50, SCRATCH_3X3] as const;
