import { el, money } from '../dom';
import type { GameContext, GameView } from '../game-context';

interface SlotSymbol { id: string; label: string; kind?: string; pays: Record<string, number> }
export interface SlotConfig {
  reels: number;
  rows: number;
  /** Each line: the row it takes on each reel. */
  lines: number[][];
  symbols: SlotSymbol[];
  freeGames?: { minScatters: number; spins: number; multiplier: number };
}
export interface SlotOutcome {
  base: { grid: string[][]; lineWins: { line: number; count: number }[] };
  freeSpins: unknown[];
}

const configOf = (context: GameContext) => context.info.config as unknown as SlotConfig;

export const slotGame: GameView = (context) => {
  const c = configOf(context), lines = c.lines.length;
  const labels: Record<string, string> = Object.fromEntries(c.symbols.map((s) => [s.id, s.label]));
  const board = el('div', { class: 'board' });
  board.style.gridTemplateColumns = `repeat(${c.reels},auto)`;
  const cells: HTMLDivElement[] = [];
  for (let r = 0; r < c.rows; r++) {
    for (let k = 0; k < c.reels; k++) {
      const id = c.symbols[(r + k) % c.symbols.length]!.id;
      const cell = el('div', { class: 'cell' }, labels[id]);
      cell.dataset.kind = id[0];
      cells.push(cell);
      board.append(cell);
    }
  }
  const bet = el('select', { 'aria-label': 'Bet' }, [1, 2, 5, 10, 25, 50].map((perLine) =>
    el('option', { value: ((perLine * lines) / 100).toFixed(2) }, money((perLine * lines) / 100) + ' (' + lines + ' lines)')));
  // A free-spin coupon on this game: its spins play first, at the coupon's value, whatever the bet says.
  const freeSpins = el('p', { class: 'pill', id: 'free-spins', hidden: true });
  const showFreeSpins = (remaining: number, value: number | undefined) => {
    freeSpins.hidden = !(remaining > 0);
    bet.disabled = remaining > 0;
    if (remaining > 0) freeSpins.textContent = remaining + ' free spin' + (remaining === 1 ? '' : 's') + ' left' + (value ? ' at ' + money(value) + ' each' : '');
  };
  const spinButton = el('button', {
    class: 'primary', type: 'button', onclick: async () => {
      spinButton.disabled = true;
      const result = await context.play({ action: 'spin', bet: bet.value });
      spinButton.disabled = false;
      if (!result) return;
      if (result.free_spin) showFreeSpins(result.spins_remaining ?? 0, context.info.free_spins?.value);
      const o = result.round.outcome as unknown as SlotOutcome, grid = o.base.grid;
      cells.forEach((cell, i) => {
        const symbol = grid[Math.floor(i / c.reels)]![i % c.reels]!;
        cell.textContent = labels[symbol] ?? '';
        cell.dataset.kind = symbol[0];
        cell.classList.remove('win');
      });
      for (const w of o.base.lineWins) c.lines[w.line]!.slice(0, w.count).forEach((row, reel) => cells[row * c.reels + reel]?.classList.add('win'));
      const free = o.freeSpins.length ? ' · ' + o.freeSpins.length + ' free games played' : '';
      context.say((result.free_spin ? 'Free spin! ' + (result.spins_remaining ?? 0) + ' left. ' : '') + (result.round.win > 0 ? 'You win ' + money(result.round.win) + '!' : 'No win') + free);
    },
  }, 'SPIN');
  if (context.info.free_spins) showFreeSpins(context.info.free_spins.remaining, context.info.free_spins.value);
  return [board, freeSpins, el('div', { class: 'controls' }, el('label', {}, 'Bet', bet), spinButton)];
};

export function slotHelp(c: SlotConfig): HTMLElement[] {
  const parts: HTMLElement[] = [el('table', {},
    el('tr', {}, el('th', {}, 'Symbol'), el('th', {}, 'Pays')),
    c.symbols.filter((s) => Object.keys(s.pays).length).map((s) => el('tr', {},
      el('td', {}, s.label + (s.kind ? ' (' + s.kind + ')' : '')),
      el('td', {}, Object.entries(s.pays).map(([n, p]) => n + '× → ' + p).join(' · ')))))];
  if (c.freeGames) parts.push(el('p', {}, c.freeGames.minScatters + ' or more scatters win ' + c.freeGames.spins + ' free games at ×' + c.freeGames.multiplier + ' (they can retrigger).'));
  parts.push(el('p', {}, c.lines.length + ' lines, ' + c.reels + ' reels × ' + c.rows + ' rows. Malfunction voids all pays and plays.'));
  return parts;
}

export const slotSummary = (o: SlotOutcome): string =>
  o.base.lineWins.length + ' line wins' + (o.freeSpins.length ? ', ' + o.freeSpins.length + ' free games' : '');
