import { el, money } from '../dom';
import type { GameContext, GameView } from '../game-context';
import { celebrate } from '../motion/celebrate';
import { playWithMotion } from '../motion/round-motion';
import { slotReels } from './slot-reels';

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
  /** `pay` in line bets; the game server sends `symbol` and `pay` (older rounds may lack them). */
  base: { grid: string[][]; lineWins: { line: number; count: number; symbol?: string; pay?: number }[] };
  freeSpins: unknown[];
}

const configOf = (context: GameContext) => context.info.config as unknown as SlotConfig;

export const slotGame: GameView = (context) => {
  const c = configOf(context), lines = c.lines.length;
  const labels: Record<string, string> = Object.fromEntries(c.symbols.map((s) => [s.id, s.label]));
  const reels = slotReels(c.reels, c.rows, c.symbols);
  const stage = el('div', { class: 'stage' }, reels.board);
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
      const betValue = Number(bet.value);
      const result = await playWithMotion(context.play({ action: 'spin', bet: bet.value }), {
        start: () => reels.spin(),
        land: (answer, startedAt) => reels.land((answer.round.outcome as unknown as SlotOutcome).base.grid, startedAt),
        cancel: () => reels.cancel(),
        show: (answer) => reels.show((answer.round.outcome as unknown as SlotOutcome).base.grid),
      });
      // Usable again as soon as the reels rest: the celebration does not hold the next spin.
      spinButton.disabled = false;
      if (!result) return;
      if (result.free_spin) showFreeSpins(result.spins_remaining ?? 0, context.info.free_spins?.value);
      const o = result.round.outcome as unknown as SlotOutcome;
      // What one line bet was: a free spin stakes nothing, it plays at the coupon's value.
      const stake = result.round.stake || (result.free_spin ? context.info.free_spins?.value ?? betValue : betValue);
      const wins = lineWinsOf(c, o, stake / lines, labels);
      reels.drawLines(wins.map((w) => ({ cells: c.lines[w.line]!.slice(0, w.count).map((row, reel) => reels.cells[row * c.reels + reel]!), amount: w.amount })));
      celebrate(stage, result.round.win, stake);
      const free = o.freeSpins.length ? ' · ' + o.freeSpins.length + ' free games played' : '';
      context.say((result.free_spin ? 'Free spin! ' + (result.spins_remaining ?? 0) + ' left. ' : '') + (result.round.win > 0 ? 'You win ' + money(result.round.win) + '!' : 'No win')
        + (wins.length ? ' ' + wins.map((w) => w.text).join(' ') : '') + free);
    },
  }, 'SPIN');
  if (context.info.free_spins) showFreeSpins(context.info.free_spins.remaining, context.info.free_spins.value);
  return [stage, freeSpins, el('div', { class: 'controls' }, el('label', {}, 'Bet', bet), spinButton)];
};

export interface SlotLineWin { line: number; count: number; amount: string; text: string }

/** The base game's winning lines in words and money: "Line 3: 4 × 🍒 pays $0.40." */
export function lineWinsOf(c: SlotConfig, o: SlotOutcome, lineBet: number, labels: Record<string, string>): SlotLineWin[] {
  return o.base.lineWins.map((w) => {
    const pays = w.pay !== undefined ? money(Math.round(w.pay * lineBet * 100) / 100) : '';
    const symbol = w.symbol ? labels[w.symbol] ?? w.symbol : labels[o.base.grid[c.lines[w.line]![0]!]?.[0] ?? ''] ?? '';
    return { line: w.line, count: w.count, amount: pays, text: 'Line ' + (w.line + 1) + ': ' + w.count + ' × ' + symbol + (pays ? ' pays ' + pays : '') + '.' };
  });
}

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
