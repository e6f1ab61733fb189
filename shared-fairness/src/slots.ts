import { asArray, asRecord, Differences, shown, type Family } from './family';

/** The most free games a round plays (docs/fairness.md: "up to 1,000"). */
const MAX_FREE_GAMES = 1000;

interface Spin { stops: number[]; grid: string[][] }

/**
 * Slots: per spin one draw per reel, stop = draw(strip length), row r of reel x shows strip symbol
 * (stop + r) mod length; the paid spin, then each free game it triggers (a spin showing at least
 * `freeGames.minScatters` scatters adds `freeGames.spins`), up to 1,000.
 */
export const slotFamily: Family = {
  recompute: (config, outcome, draws) => {
    const strips = asArray(config.strips).map((strip) => asArray(strip).map(String));
    if (strips.length === 0 || strips.some((strip) => strip.length === 0)) {
      return { expected: {}, mismatch: 'The game does not publish its reel strips, so its spins cannot be checked.' };
    }
    const rows = Number(config.rows);
    const scatter = asArray(config.symbols).map(asRecord).find((symbol) => symbol.kind === 'scatter')?.id;
    const free = config.freeGames ? asRecord(config.freeGames) : null;
    const spin = (): Spin => {
      const stops = strips.map((strip) => draws.int(strip.length));
      const grid = Array.from({ length: rows }, (_, row) => strips.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!));
      return { stops, grid };
    };
    const triggered = ({ grid }: Spin) => {
      if (!free || scatter === undefined) return 0;
      const scatters = grid.flat().filter((id) => id === scatter).length;
      return scatters >= Number(free.minScatters) ? Number(free.spins) : 0;
    };
    const base = spin();
    const freeSpins: Spin[] = [];
    let pending = triggered(base);
    while (pending > 0 && freeSpins.length < MAX_FREE_GAMES) {
      pending -= 1;
      const next = spin();
      pending += triggered(next);
      freeSpins.push(next);
    }

    const labels = new Map(asArray(config.symbols).map(asRecord).map((symbol) => [String(symbol.id), String(symbol.label ?? '').trim() || String(symbol.id)]));
    const symbol = (id: unknown) => (typeof id === 'string' ? labels.get(id) ?? id : shown(id));
    const differences = new Differences();
    const compare = (expected: Spin, recordedValue: unknown, name: string) => {
      const recorded = asRecord(recordedValue);
      if (recorded.stops !== undefined) {
        expected.stops.forEach((stop, reel) => differences.same(stop, asArray(recorded.stops)[reel], () =>
          `Reel ${reel + 1} of ${name} should stop at ${stop}, the record says ${shown(asArray(recorded.stops)[reel])}.`));
      }
      expected.grid.forEach((row, r) => row.forEach((id, reel) => {
        const cell = asArray(asArray(recorded.grid)[r])[reel];
        differences.same(id, cell, () => `Reel ${reel + 1}, row ${r + 1} of ${name} should show ${symbol(id)}, the record shows ${symbol(cell)}.`);
      }));
    };
    compare(base, outcome.base, 'the paid spin');
    const recordedFree = asArray(outcome.freeSpins);
    differences.same(freeSpins.length, recordedFree.length, () =>
      `The paid spin should bring ${freeSpins.length} free games, the record has ${recordedFree.length}.`);
    freeSpins.forEach((expected, index) => compare(expected, recordedFree[index], `free game ${index + 1}`));
    return { expected: { base, freeSpins }, mismatch: differences.first };
  },
  describe: (expected) => {
    const spins = [asRecord(expected.base), ...asArray(expected.freeSpins).map(asRecord)];
    return spins.map((spin, index) => `${index === 0 ? 'Paid spin' : `Free game ${index}`}: reels stop at ${asArray(spin.stops).join(', ')}.`).join(' ');
  },
};
