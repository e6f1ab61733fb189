import { svgEl } from '../dom';

const W = 300, H = 160, PAD = 12;

/** How long the climb to `stop` (a multiplier) takes: short for a low point, never more than 1.8 s. */
export const climbMs = (stop: number): number => Math.min(1800, 700 + 400 * Math.log(Math.max(1, stop)));

/** The multiplier after `t` of `duration`: it grows exponentially, as a crash round does, and ends on `stop`. */
export const multiplierAt = (stop: number, t: number, duration: number): number =>
  Math.min(stop, Math.pow(Math.max(1, stop), Math.min(1, Math.max(0, t / duration))));

export interface CrashChart {
  element: SVGSVGElement;
  /** The curve up to multiplier `m`, reached at `progress` (0–1) of the climb. */
  draw(m: number, progress: number, state?: 'climbing' | 'crashed' | 'cashed'): void;
}

/** The climbing curve, in SVG: the vertical scale grows with the multiplier, as crash games show it. */
export function crashChart(): CrashChart {
  const curve = svgEl('path', { d: '', fill: 'none', stroke: '#ffcf40', 'stroke-width': 3.5, 'stroke-linecap': 'round' });
  const area = svgEl('path', { d: '', fill: '#ffcf4022' });
  const dot = svgEl('circle', { cx: PAD, cy: H - PAD, r: 5, fill: '#ffcf40' });
  const axis = svgEl('path', { d: `M ${PAD} ${PAD} V ${H - PAD} H ${W - PAD}`, fill: 'none', stroke: '#ffffff33', 'stroke-width': 1 });
  const element = svgEl('svg', { class: 'crash-chart', viewBox: `0 0 ${W} ${H}`, 'aria-hidden': 'true' }, axis, area, curve, dot);
  return {
    element,
    draw(m, progress, state = 'climbing') {
      const top = Math.max(2, m * 1.15);
      const points: [number, number][] = [];
      const steps = Math.max(2, Math.round(40 * progress));
      for (let i = 0; i <= steps; i++) {
        const p = (progress * i) / steps;
        // m(p) = m^(p/progress): the same exponential the multiplier follows.
        const value = progress > 0 ? Math.pow(m, p / progress) : 1;
        points.push([PAD + p * (W - 2 * PAD), H - PAD - ((value - 1) / (top - 1)) * (H - 2 * PAD)]);
      }
      const d = 'M ' + points.map(([x, y]) => x.toFixed(1) + ' ' + y.toFixed(1)).join(' L ');
      const colour = state === 'crashed' ? '#ff5c5c' : state === 'cashed' ? '#5cff8d' : '#ffcf40';
      curve.setAttribute('d', d);
      curve.setAttribute('stroke', colour);
      const [lastX, lastY] = points[points.length - 1]!;
      area.setAttribute('d', d + ` L ${lastX.toFixed(1)} ${H - PAD} L ${PAD} ${H - PAD} Z`);
      area.setAttribute('fill', colour + '22');
      dot.setAttribute('cx', lastX.toFixed(1));
      dot.setAttribute('cy', lastY.toFixed(1));
      dot.setAttribute('fill', colour);
      dot.setAttribute('r', state === 'crashed' ? '8' : '5');
    },
  };
}
