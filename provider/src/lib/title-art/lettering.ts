import { escapeXml } from './seeded';

/** The typefaces on the machines that rasterise the art, with a bold letter's average width per em. */
export const TYPEFACES = [
  { family: 'DejaVu Sans', width: 0.6 },
  { family: 'DejaVu Serif', width: 0.62 },
  { family: 'Liberation Sans Narrow', width: 0.5 },
] as const;
export type Typeface = (typeof TYPEFACES)[number];

/** Words into lines of at most `perLine` letters (a longer word gets a line of its own). */
export function wrapWords(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export interface LetteringBox {
  /** Left, centre or right edge of the text, by `anchor`. */
  x: number;
  /** Vertical centre of the block. */
  centreY: number;
  width: number;
  height: number;
  anchor: 'start' | 'middle' | 'end';
}

/**
 * A title set in the art: the largest size at which it fits the box in at most three lines, light
 * letters with a dark outline (paint-order) so they read on any part of the background.
 */
export function lettering(text: string, box: LetteringBox, typeface: Typeface, colours: { fill: string; stroke: string }, maxSize = 58): string {
  let size = maxSize;
  let lines = [text];
  for (; size >= 14; size -= 2) {
    const perLine = Math.max(1, Math.floor(box.width / (size * typeface.width)));
    lines = wrapWords(text, perLine);
    const longest = Math.max(...lines.map((line) => line.length));
    if (lines.length <= 3 && longest * size * typeface.width <= box.width && lines.length * size * 1.08 <= box.height) break;
  }
  const lineHeight = size * 1.05;
  const firstBaseline = box.centreY - ((lines.length - 1) * lineHeight) / 2 + size * 0.36;
  const tspans = lines.map((line, i) => `<tspan x="${box.x}" y="${(firstBaseline + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`).join('');
  return `<text font-family="${typeface.family}" font-weight="700" font-size="${size}" text-anchor="${box.anchor}" fill="${colours.fill}" ` +
    `stroke="${colours.stroke}" stroke-width="${Math.max(3, size / 7).toFixed(1)}" stroke-linejoin="round" paint-order="stroke">${tspans}</text>`;
}
