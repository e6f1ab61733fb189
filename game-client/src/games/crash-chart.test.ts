import { climbMs, crashChart, multiplierAt } from './crash-chart';

describe('the crash climb', () => {
  it('counts up from 1.00× to the point it stops at, and stays short', () => {
    expect(multiplierAt(2.5, 0, 1000)).toBe(1);
    expect(multiplierAt(2.5, 500, 1000)).toBeCloseTo(Math.sqrt(2.5));
    expect(multiplierAt(2.5, 1000, 1000)).toBe(2.5);
    expect(multiplierAt(2.5, 5000, 1000)).toBe(2.5);
    expect(climbMs(1.01)).toBeLessThan(800);
    expect(climbMs(1000)).toBe(1800);
  });

  it('draws the curve to the multiplier, red when it crashed', () => {
    const chart = crashChart();
    chart.draw(3, 1, 'crashed');
    const curve = chart.element.querySelector('path[stroke-width="3.5"]')!;
    expect(curve.getAttribute('d')).toMatch(/^M 12\.0 148\.0 L /);
    expect(curve.getAttribute('stroke')).toBe('#ff5c5c');
  });
});
