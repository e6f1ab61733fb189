import type { Palette } from './palette';
import type { Seeded } from './seeded';

/** A faint background pattern over the whole 400×300 picture. */
type Pattern = (palette: Palette, random: Seeded) => string;

const patterns: Pattern[] = [
  (p, r) => {
    // Sunburst from a point near the motif.
    const cx = r.range(120, 280);
    const cy = r.range(80, 160);
    const rays = Array.from({ length: 16 }, (_, i) => {
      const a1 = (i * 22.5 * Math.PI) / 180;
      const a2 = ((i * 22.5 + 11) * Math.PI) / 180;
      return `<path d="M${cx.toFixed(0)} ${cy.toFixed(0)} L${(cx + 500 * Math.cos(a1)).toFixed(0)} ${(cy + 500 * Math.sin(a1)).toFixed(0)} L${(cx + 500 * Math.cos(a2)).toFixed(0)} ${(cy + 500 * Math.sin(a2)).toFixed(0)} Z"/>`;
    }).join('');
    return `<g fill="${p.pattern}" opacity="0.12">${rays}</g>`;
  },
  (p, r) => {
    const gap = Math.round(r.range(22, 34));
    const lines = Array.from({ length: Math.ceil(700 / gap) }, (_, i) => `<path d="M${i * gap - 300} 0 l300 300" />`).join('');
    return `<g stroke="${p.pattern}" stroke-width="${Math.round(gap / 3)}" opacity="0.1">${lines}</g>`;
  },
  (p, r) => {
    const gap = Math.round(r.range(24, 36));
    const dots: string[] = [];
    for (let y = gap / 2; y < 300; y += gap) for (let x = ((y / gap) % 2) * (gap / 2); x < 400; x += gap) dots.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(gap / 7).toFixed(1)}"/>`);
    return `<g fill="${p.pattern}" opacity="0.16">${dots.join('')}</g>`;
  },
  (p, r) => {
    const cx = r.range(80, 320);
    const cy = r.range(60, 240);
    const rings = Array.from({ length: 12 }, (_, i) => `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${30 + i * 34}"/>`).join('');
    return `<g fill="none" stroke="${p.pattern}" stroke-width="12" opacity="0.1">${rings}</g>`;
  },
  (p) => {
    const diamonds: string[] = [];
    for (let y = 0; y <= 300; y += 40) for (let x = (y / 40) % 2 ? 20 : 0; x <= 400; x += 40) diamonds.push(`<path d="M${x} ${y - 14} l14 14 l-14 14 l-14 -14 Z"/>`);
    return `<g fill="${p.pattern}" opacity="0.1">${diamonds.join('')}</g>`;
  },
  (p, r) => {
    const amplitude = r.range(8, 16);
    const waves = Array.from({ length: 12 }, (_, i) => {
      const y = i * 28;
      return `<path d="M0 ${y} q25 ${amplitude.toFixed(0)} 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0"/>`;
    }).join('');
    return `<g fill="none" stroke="${p.pattern}" stroke-width="5" opacity="0.14">${waves}</g>`;
  },
  (p, r) => {
    const sparkles = Array.from({ length: 22 }, () => {
      const x = r.range(0, 400).toFixed(0);
      const y = r.range(0, 300).toFixed(0);
      const s = r.range(3, 9).toFixed(1);
      return `<path d="M${x} ${y} m0 -${s} l${Number(s) / 3} ${Number(s) * 0.66} l${Number(s) * 0.66} ${Number(s) / 3} l-${Number(s) * 0.66} ${Number(s) / 3} l-${Number(s) / 3} ${Number(s) * 0.66} l-${Number(s) / 3} -${Number(s) * 0.66} l-${Number(s) * 0.66} -${Number(s) / 3} l${Number(s) * 0.66} -${Number(s) / 3} Z"/>`;
    }).join('');
    return `<g fill="${p.lettering}" opacity="0.35">${sparkles}</g>`;
  },
  (p) => {
    const squares: string[] = [];
    for (let y = 0; y < 300; y += 50) for (let x = (y / 50) % 2 ? 50 : 0; x < 400; x += 100) squares.push(`<rect x="${x}" y="${y}" width="50" height="50"/>`);
    return `<g fill="${p.pattern}" opacity="0.07">${squares.join('')}</g>`;
  },
];

export const PATTERN_COUNT = patterns.length;

export const patternOf = (index: number, palette: Palette, random: Seeded): string => patterns[index % patterns.length]!(palette, random);
