import { instantAnimations, removeAnimations, setReducedMotion } from '../motion/test-motion';
import { AMERICAN_WHEEL, EUROPEAN_WHEEL, rouletteWheel } from './roulette-wheel';

describe('the roulette wheel', () => {
  afterEach(removeAnimations);

  it('has every pocket once, in the wheel’s order', () => {
    expect(new Set(EUROPEAN_WHEEL).size).toBe(37);
    expect([...EUROPEAN_WHEEL].sort()).toEqual(Array.from({ length: 37 }, (_, n) => String(n)).sort());
    expect(EUROPEAN_WHEEL.slice(0, 4)).toEqual(['0', '32', '15', '19']);
    expect(new Set(AMERICAN_WHEEL).size).toBe(38);
    expect(AMERICAN_WHEEL).toContain('00');
  });

  it('puts the ball in the provider’s pocket and names it', async () => {
    setReducedMotion(false);
    instantAnimations();
    const wheel = rouletteWheel(37);
    document.body.replaceChildren(wheel.element);
    wheel.spin();
    await wheel.land('17', performance.now());
    wheel.show('17', 'black');
    const [turning, ballTrack] = [...wheel.element.querySelectorAll<SVGGElement>('g.turn')];
    const angle = (node: SVGGElement | undefined) => Number(/rotate\(([-+\d.e]+)deg\)/.exec(node?.style.transform ?? '')?.[1]);
    // The ball sits where pocket 17 has turned to: its place on the wheel plus the wheel's turn.
    const pocketAngle = EUROPEAN_WHEEL.indexOf('17') * (360 / 37);
    // Compared as the shortest way round, so 359.99° and 0° are the same place.
    const offset = (((angle(ballTrack) - angle(turning) - pocketAngle) % 360) + 360) % 360;
    expect(Math.min(offset, 360 - offset)).toBeCloseTo(0, 1);
    expect(wheel.element.querySelector('[aria-label="Result"]')).toHaveTextContent('17');
  });
});
