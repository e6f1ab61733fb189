import { el, svgEl } from '../dom';
import { pause, run } from '../motion/motion';
import { sound } from '../motion/sound';

/** A winning line to draw over the reels: its cells (reel by reel) and the amount it pays. */
export interface DrawnLine { cells: HTMLElement[]; amount: string }

export interface SlotReels {
  board: HTMLDivElement;
  /** The shown symbols, row by row (`cells[row * reels + reel]`). */
  cells: HTMLDivElement[];
  /** Reels start spinning (while the provider answers). */
  spin(): void;
  /** Reels stop one by one on the grid; resolves when the last one rests. */
  land(grid: string[][], startedAt: number): Promise<void>;
  /** The spin failed: the reels stop on what they showed. */
  cancel(): void;
  /** The grid, at once. */
  show(grid: string[][]): void;
  /** Draws the winning lines over the reels with their amounts (and marks their cells). */
  drawLines(lines: DrawnLine[]): void;
}

/** The reels spin at least this long, then stop one after another: a round stays about 1 s after a quick answer. */
const LEAST_SPIN_MS = 250, STOP_SPACING_MS = 120, LANDING_MS = 380;

export function slotReels(reelCount: number, rows: number, symbols: readonly { id: string; label: string }[]): SlotReels {
  const labels: Record<string, string> = Object.fromEntries(symbols.map((s) => [s.id, s.label]));
  const symbolCell = (id: string) => {
    const cell = el('div', { class: 'cell' }, labels[id] ?? '');
    cell.dataset.kind = id[0];
    return cell;
  };
  const randomCell = () => {
    const cell = symbolCell(symbols[Math.floor(Math.random() * symbols.length)]!.id);
    cell.setAttribute('aria-hidden', 'true');
    return cell;
  };
  const board = el('div', { class: 'board' });
  board.style.setProperty('--rows', String(rows));
  board.style.setProperty('--reels', String(reelCount));
  board.style.gridTemplateColumns = `repeat(${reelCount},auto)`;
  const cells: HTMLDivElement[] = [];
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < reelCount; k++) cells.push(symbolCell(symbols[(r + k) % symbols.length]!.id));
  }
  const shownOn = (reel: number) => Array.from({ length: rows }, (_, r) => cells[r * reelCount + reel]!);
  const strips = Array.from({ length: reelCount }, (_, k) => el('div', { class: 'strip' }, shownOn(k)));
  board.append(...strips.map((strip) => el('div', { class: 'reel' }, strip)));
  let loops: (Animation | null)[] = [];
  let overlay: SVGSVGElement | null = null;

  const rest = (reel: number) => {
    loops[reel]?.cancel();
    loops[reel] = null;
    strips[reel]!.classList.remove('spinning');
    strips[reel]!.replaceChildren(...shownOn(reel));
  };
  const setGrid = (grid: string[][], reel?: number) => cells.forEach((cell, i) => {
    if (reel !== undefined && i % reelCount !== reel) return;
    const id = grid[Math.floor(i / reelCount)]?.[i % reelCount] ?? '';
    cell.textContent = labels[id] ?? '';
    cell.dataset.kind = id[0];
    cell.classList.remove('win');
  });

  return {
    board, cells,
    spin() {
      overlay?.remove();
      sound().tick();
      loops = strips.map((strip) => {
        const run = Array.from({ length: rows * 2 }, randomCell);
        // Two copies of one run: the loop from -50% to 0 is seamless.
        strip.replaceChildren(...run, ...run.map((cell) => cell.cloneNode(true) as HTMLElement));
        strip.classList.add('spinning');
        return strip.animate([{ transform: 'translateY(-50%)' }, { transform: 'translateY(0)' }], { duration: rows * 2 * 55, iterations: Infinity });
      });
    },
    async land(grid, startedAt) {
      const first = Math.max(performance.now(), startedAt + LEAST_SPIN_MS);
      await Promise.all(strips.map(async (strip, k) => {
        await pause(first + k * STOP_SPACING_MS - performance.now());
        loops[k]?.cancel();
        setGrid(grid, k);
        const run2 = Array.from({ length: rows + 3 }, randomCell), total = rows + run2.length;
        strip.replaceChildren(...shownOn(k), ...run2);
        await run(strip, [
          { transform: `translateY(${(-run2.length / total) * 100}%)` },
          { transform: 'translateY(1%)', offset: 0.82 },
          { transform: 'translateY(0)' },
        ], { duration: LANDING_MS, easing: 'cubic-bezier(.3,.8,.4,1)' });
        rest(k);
        sound().reelStop();
      }));
    },
    cancel() {
      strips.forEach((_, k) => rest(k));
    },
    show(grid) {
      strips.forEach((_, k) => rest(k));
      setGrid(grid);
    },
    drawLines(lines) {
      overlay?.remove();
      overlay = null;
      for (const line of lines) for (const cell of line.cells) cell.classList.add('win');
      if (!lines.length) return;
      const box = board.getBoundingClientRect();
      const centre = (cell: HTMLElement) => {
        const r = cell.getBoundingClientRect();
        return [r.left - box.left + r.width / 2, r.top - box.top + r.height / 2] as const;
      };
      // Amounts sit on the lower edge of a line's last cell (the symbol stays visible), stacked when lines end together.
      const labelsAt = new Map<HTMLElement, number>();
      const svg = svgEl('svg', { class: 'win-lines', viewBox: `0 0 ${Math.max(1, box.width)} ${Math.max(1, box.height)}`, 'aria-hidden': 'true' });
      lines.forEach((line, i) => {
        const points = line.cells.map(centre);
        const hue = (i * 67) % 360;
        const path = svgEl('polyline', { points: points.map((p) => p.join(',')).join(' '), fill: 'none', stroke: `hsl(${hue} 95% 60%)`, 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', pathLength: 1, 'stroke-dasharray': 1 });
        svg.append(path);
        void run(path, [{ strokeDashoffset: 1 }, { strokeDashoffset: 0 }], { duration: 350, delay: i * 120, easing: 'ease-out', fill: 'backwards' });
        if (!line.amount) return;
        const last = line.cells[line.cells.length - 1]!, stacked = labelsAt.get(last) ?? 0;
        labelsAt.set(last, stacked + 1);
        const [x, middle] = points[points.length - 1]!;
        const y = middle + last.getBoundingClientRect().height * 0.38 - stacked * 28;
        const width = 10 + line.amount.length * 9;
        const label = svgEl('g', { class: 'line-amount' },
          svgEl('rect', { x: x - width / 2, y: y - 13, width, height: 26, rx: 13, fill: '#1a1033', stroke: `hsl(${hue} 95% 60%)`, 'stroke-width': 2 }),
          svgEl('text', { x, y: y + 5, 'text-anchor': 'middle', fill: '#fff', 'font-size': 15, 'font-weight': 800 }, line.amount));
        svg.append(label);
        void run(label, [{ opacity: 0 }, { opacity: 1 }], { duration: 200, delay: i * 120 + 250, fill: 'backwards' });
      });
      overlay = svg;
      board.append(svg);
    },
  };
}
