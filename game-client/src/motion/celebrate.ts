import { el } from '../dom';
import { motionAllowed, run } from './motion';
import { sound } from './sound';

/** A win of this many stakes or more is a big win: coins burst over the game. */
export const BIG_WIN = 5;

export type WinSize = 'none' | 'small' | 'big';
export const winSize = (win: number, stake: number): WinSize =>
  !(win > 0) ? 'none' : stake > 0 && win / stake >= BIG_WIN ? 'big' : 'small';

/**
 * Celebrates a win in proportion: a glow for a small one, coins bursting (longer and more of them
 * the bigger it is) for a big one, and a chime scaled by the win. It never holds the game back:
 * nothing waits on it, and the coins let clicks through. Reduced motion keeps only the still glow.
 */
/** Takes a past win's glow off (a new round starts). */
export const endCelebration = (stage: HTMLElement): void => stage.classList.remove('glow-small', 'glow-big');

export function celebrate(stage: HTMLElement, win: number, stake: number): void {
  const size = winSize(win, stake), stakes = stake > 0 ? win / stake : 1;
  endCelebration(stage);
  if (size === 'none') return;
  sound().chime(stakes);
  stage.classList.add(size === 'big' ? 'glow-big' : 'glow-small');
  void run(stage, [{ filter: 'brightness(1)' }, { filter: 'brightness(1.35)' }, { filter: 'brightness(1)' }], { duration: 500 });
  if (size !== 'big' || !motionAllowed()) return;
  const count = Math.min(48, Math.round(14 + stakes * 1.5));
  const duration = Math.min(2600, 1100 + stakes * 40);
  const burst = el('div', { class: 'burst', 'aria-hidden': 'true' });
  stage.append(burst);
  const coins = Array.from({ length: count }, (_, i) => {
    const coin = el('span', { class: i % 3 ? 'coin' : 'coin confetti' });
    burst.append(coin);
    const angle = Math.random() * Math.PI * 2, reach = 80 + Math.random() * 160;
    const x = Math.cos(angle) * reach, y = Math.sin(angle) * reach * 0.6 - 60;
    return run(coin, [
      { transform: 'translate(0,0) scale(.4) rotate(0)', opacity: 1 },
      { transform: `translate(${x}px,${y}px) scale(1) rotate(${Math.round(Math.random() * 540)}deg)`, opacity: 1, offset: 0.45 },
      { transform: `translate(${x * 1.2}px,${y + 220}px) scale(.8) rotate(720deg)`, opacity: 0 },
    ], { duration: duration * (0.75 + Math.random() * 0.25), delay: Math.random() * 250, easing: 'cubic-bezier(.2,.7,.4,1)', fill: 'both' });
  });
  void Promise.all(coins).then(() => burst.remove());
}
