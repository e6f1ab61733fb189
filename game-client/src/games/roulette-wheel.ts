import { el, svgEl } from '../dom';
import { run } from '../motion/motion';
import { sound } from '../motion/sound';

/** The pockets clockwise from the top, as on a real wheel: European single zero, American double zero. */
export const EUROPEAN_WHEEL = ['0', '32', '15', '19', '4', '21', '2', '25', '17', '34', '6', '27', '13', '36', '11', '30', '8', '23', '10', '5', '24', '16', '33', '1', '20', '14', '31', '9', '22', '18', '29', '7', '28', '12', '35', '3', '26'] as const;
export const AMERICAN_WHEEL = ['0', '28', '9', '26', '30', '11', '7', '20', '32', '17', '5', '22', '34', '15', '3', '24', '36', '13', '1', '00', '27', '10', '25', '29', '12', '8', '19', '31', '18', '6', '21', '33', '16', '4', '23', '35', '14', '2'] as const;

const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const pocketColour = (label: string) => (label === '0' || label === '00' ? '#11803a' : REDS.has(Number(label)) ? '#b3202a' : '#1b1b1b');

export interface RouletteWheel {
  element: HTMLElement;
  spin(): void;
  /** The ball runs down and drops into the pocket; resolves when wheel and ball rest. */
  land(pocket: string, startedAt: number): Promise<void>;
  cancel(): void;
  /** The ball in the pocket and the number shown, at once. */
  show(pocket: string, colour: string): void;
}

const C = 100, BALL_RIM = 93, BALL_DROP = 20;
const WHEEL_TURN_MS = 2600, BALL_TURN_MS = 900;

/** A wheel drawn in SVG; it turns clockwise, the ball runs the other way and lands on the provider's pocket. */
export function rouletteWheel(pockets: 37 | 38): RouletteWheel {
  const order: readonly string[] = pockets === 38 ? AMERICAN_WHEEL : EUROPEAN_WHEEL;
  const step = 360 / order.length;
  const point = (radius: number, degrees: number) => {
    const a = ((degrees - 90) * Math.PI) / 180;
    return [C + radius * Math.cos(a), C + radius * Math.sin(a)].map((v) => v.toFixed(2)).join(' ');
  };
  const wedge = (i: number) => {
    const from = i * step - step / 2, to = i * step + step / 2;
    return `M ${point(88, from)} A 88 88 0 0 1 ${point(88, to)} L ${point(60, to)} A 60 60 0 0 0 ${point(60, from)} Z`;
  };
  const turning = svgEl('g', { class: 'turn' },
    ...order.map((label, i) => svgEl('path', { d: wedge(i), fill: pocketColour(label), stroke: '#d9b45a', 'stroke-width': 0.6 })),
    ...order.map((label, i) => svgEl('text', { x: C, y: C - 78, 'text-anchor': 'middle', 'font-size': 7.5, 'font-weight': 700, fill: '#fff', transform: `rotate(${i * step} ${C} ${C})` }, label)),
    svgEl('circle', { cx: C, cy: C, r: 60, fill: '#5a3415', stroke: '#d9b45a', 'stroke-width': 1.5 }),
    svgEl('circle', { cx: C, cy: C, r: 44, fill: '#3d230e' }),
    svgEl('path', { d: `M ${C} ${C - 30} L ${C + 6} ${C} L ${C} ${C + 30} L ${C - 6} ${C} Z M ${C - 30} ${C} L ${C} ${C - 6} L ${C + 30} ${C} L ${C} ${C + 6} Z`, fill: '#d9b45a' }));
  const ball = svgEl('circle', { cx: C, cy: C - BALL_RIM, r: 4.2, fill: '#fafafa', stroke: '#999', 'stroke-width': 0.6 });
  const ballTrack = svgEl('g', { class: 'turn' }, ball);
  const svg = svgEl('svg', { class: 'wheel', viewBox: '0 0 200 200', role: 'img', 'aria-label': 'Roulette wheel' },
    svgEl('circle', { cx: C, cy: C, r: 99, fill: '#3a1f0b' }), svgEl('circle', { cx: C, cy: C, r: 97, fill: 'none', stroke: '#d9b45a', 'stroke-width': 1 }),
    turning, ballTrack);
  const result = el('div', { class: 'wheel-result', 'aria-label': 'Result' }, '–');
  const element = el('div', { class: 'wheel-stage' }, svg, result);

  let wheelAngle = 0, ballAngle = 0, dropped = false;
  let loops: Animation[] = [], loopStart = 0;
  const pose = () => {
    turning.style.transform = `rotate(${wheelAngle % 360}deg)`;
    ballTrack.style.transform = `rotate(${((ballAngle % 360) + 360) % 360}deg)`;
    ball.style.transform = dropped ? `translateY(${BALL_DROP}px)` : '';
  };
  const stopLoops = () => {
    for (const loop of loops) loop.cancel();
    loops = [];
  };

  return {
    element,
    spin() {
      sound().tick();
      dropped = false;
      pose();
      loopStart = performance.now();
      loops = [
        turning.animate([{ transform: `rotate(${wheelAngle}deg)` }, { transform: `rotate(${wheelAngle + 360}deg)` }], { duration: WHEEL_TURN_MS, iterations: Infinity }),
        ballTrack.animate([{ transform: `rotate(${ballAngle}deg)` }, { transform: `rotate(${ballAngle - 360}deg)` }], { duration: BALL_TURN_MS, iterations: Infinity }),
      ];
    },
    async land(pocket, startedAt) {
      const now = performance.now(), elapsed = now - loopStart;
      stopLoops();
      const wheelFrom = wheelAngle + (360 * elapsed) / WHEEL_TURN_MS, ballFrom = ballAngle - (360 * elapsed) / BALL_TURN_MS;
      // About 1.2 s from the press when the answer is quick; never less than 0.8 s of slowing down.
      const duration = Math.max(800, 1200 - (now - startedAt));
      const wheelTo = wheelFrom + 160;
      const target = Math.max(0, order.indexOf(pocket)) * step + wheelTo;
      const ballTo = target - 360 * Math.ceil((target - (ballFrom - 540)) / 360);
      const easing = 'cubic-bezier(.15,.65,.3,1)';
      await Promise.all([
        run(turning, [{ transform: `rotate(${wheelFrom}deg)` }, { transform: `rotate(${wheelTo}deg)` }], { duration, easing, fill: 'forwards' }),
        run(ballTrack, [{ transform: `rotate(${ballFrom}deg)` }, { transform: `rotate(${ballTo}deg)` }], { duration, easing, fill: 'forwards' }),
        run(ball, [{ transform: 'translateY(0)' }, { transform: 'translateY(0)', offset: 0.55 }, { transform: `translateY(${BALL_DROP + 3}px)`, offset: 0.8 },
          { transform: `translateY(${BALL_DROP - 2}px)`, offset: 0.9 }, { transform: `translateY(${BALL_DROP}px)` }], { duration, fill: 'forwards' }),
      ]);
      wheelAngle = wheelTo % 360;
      ballAngle = ballTo;
      dropped = true;
      pose();
      for (const node of [turning, ballTrack, ball]) for (const animation of node.getAnimations()) animation.cancel();
      sound().reelStop();
    },
    cancel() {
      stopLoops();
      pose();
    },
    show(pocket, colour) {
      stopLoops();
      ballAngle = Math.max(0, order.indexOf(pocket)) * step + wheelAngle;
      dropped = true;
      pose();
      result.textContent = pocket;
      result.className = 'wheel-result ' + colour;
    },
  };
}
