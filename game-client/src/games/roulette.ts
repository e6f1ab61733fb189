import type { RoundAnswer } from 'shared-contract';
import { el, money } from '../dom';
import type { GameView } from '../game-context';
import { celebrate, endCelebration } from '../motion/celebrate';
import { motionAllowed } from '../motion/motion';
import { playWithMotion } from '../motion/round-motion';
import { rouletteWheel } from './roulette-wheel';
import { addChip, betsTotal, clearChips, placedBets } from './table-games';

export interface RouletteConfig { pockets: 37 | 38 }
export interface RouletteOutcome { label: string; color: 'red' | 'black' | 'green' }

const REDS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
/** Outside bets: label, kind, and the number of a dozen or column. */
const OUTSIDE: ReadonlyArray<readonly [string, string, number?]> = [
  ['1–18', 'low'], ['EVEN', 'even'], ['RED', 'red'], ['BLACK', 'black'], ['ODD', 'odd'], ['19–36', 'high'],
  ['1st 12', 'dozen', 1], ['2nd 12', 'dozen', 2], ['3rd 12', 'dozen', 3], ['Col 1', 'column', 1], ['Col 2', 'column', 2], ['Col 3', 'column', 3],
];

export const rouletteGame: GameView = (context) => {
  const c = context.info.config as unknown as RouletteConfig;
  const bets: Parameters<typeof addChip>[0] = new Map();
  const chip = el('select', { 'aria-label': 'Chip' }, [0.1, 0.5, 1, 5, 10, 25].map((v) => el('option', { value: v.toFixed(2) }, money(v))));
  const total = el('span', { class: 'pill' }, 'Bets $0.00');
  const wheel = rouletteWheel(c.pockets);
  const grid = el('div', { class: 'roulette' });
  const spot = (text: string, cls: string, key: string, kind: string, value?: number) => {
    const button: HTMLButtonElement = el('button', {
      type: 'button', class: cls, onclick: () => {
        addChip(bets, key, { kind, value, button }, Number(chip.value));
        total.textContent = betsTotal(bets);
      },
    }, text);
    return button;
  };
  grid.append(spot('0', 'g', 's0', 'straight', 0));
  if (c.pockets === 38) grid.append(spot('00', 'g', 's37', 'straight', 37));
  for (let n = 1; n <= 36; n++) grid.append(spot(String(n), REDS.includes(n) ? 'r' : 'b', 's' + n, 'straight', n));
  for (const [label, kind, value] of OUTSIDE) {
    grid.append(spot(label, 'wide ' + (kind === 'red' ? 'r' : kind === 'black' ? 'b' : ''), kind + (value || ''), kind, value));
  }
  const clear = () => {
    clearChips(bets);
    total.textContent = 'Bets $0.00';
  };
  const spinButton = el('button', {
    class: 'primary', type: 'button', onclick: async () => {
      if (!bets.size && !context.replaying) return context.say('Place a bet on the table first', true);
      spinButton.disabled = true;
      endCelebration(wheel.element);
      showInView(wheel.element);
      const outcomeOf = (answer: RoundAnswer) => answer.round.outcome as unknown as RouletteOutcome;
      const result = await playWithMotion(context.play({ action: 'bet', bets: placedBets(bets) }), {
        start: () => wheel.spin(),
        land: (answer, startedAt) => wheel.land(outcomeOf(answer).label, startedAt),
        cancel: () => wheel.cancel(),
        show: (answer) => wheel.show(outcomeOf(answer).label, outcomeOf(answer).color),
      });
      spinButton.disabled = false;
      if (!result) return;
      const o = outcomeOf(result);
      celebrate(wheel.element, result.round.win - result.round.stake, result.round.stake);
      context.say(o.label + ' ' + o.color + ' — ' + (result.round.win > 0 ? 'you get ' + money(result.round.win) : 'no win'));
      clear();
    },
  }, 'SPIN');
  return [wheel.element, grid, el('div', { class: 'controls' }, el('label', {}, 'Chip', chip), total, el('button', { class: 'ghost', type: 'button', onclick: clear }, 'Clear'), spinButton)];
};

/**
 * On a phone the table is taller than the screen: SPIN sits under it and the wheel above. The wheel
 * is brought into view as it starts, so the result is seen landing (at once under reduced motion).
 */
function showInView(element: HTMLElement): void {
  const box = element.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  element.scrollIntoView({ block: 'center', behavior: motionAllowed() ? 'smooth' : 'auto' });
}

export const rouletteSummary = (o: RouletteOutcome): string => o.label + ' ' + o.color;
