import type { Seeded } from './seeded';

/** The colours of one picture, all in HSL so that every palette the hash draws stays harmonious. */
export interface Palette {
  /** Background gradient, dark to lighter. */
  backgroundFrom: string;
  backgroundTo: string;
  /** The background pattern's colour (drawn faint). */
  pattern: string;
  /** The motif's main and second colour. */
  primary: string;
  secondary: string;
  /** Outlines and the lettering's stroke. */
  ink: string;
  /** The lettering's fill: light, for contrast on the dark background. */
  lettering: string;
  glow: string;
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)},${Math.round(saturation)}%,${Math.round(lightness)}%)`;

/** Colour schemes by the hue distance of the accent to the background. */
const SCHEMES = [
  { name: 'complementary', accent: 180, second: 150 },
  { name: 'triadic', accent: 120, second: 240 },
  { name: 'split', accent: 150, second: 210 },
  { name: 'analogous', accent: 40, second: -40 },
] as const;

/**
 * A palette around `baseHue` (the category's hue, moved by the hash), so titles of a category are
 * related but never the same: the hash picks the hue shift, the scheme and the lightness.
 */
export function paletteOf(random: Seeded, baseHue: number): Palette {
  const hue = baseHue + random.range(-70, 70);
  const scheme = random.pick(SCHEMES);
  const accentHue = hue + scheme.accent + random.range(-12, 12);
  const secondHue = hue + scheme.second;
  const darkness = random.range(12, 22);
  return {
    backgroundFrom: hsl(hue, random.range(45, 70), darkness),
    backgroundTo: hsl(hue + random.range(-30, 30), random.range(55, 80), darkness + random.range(14, 24)),
    pattern: hsl(hue + 20, 60, 70),
    primary: hsl(accentHue, random.range(70, 92), random.range(52, 64)),
    secondary: hsl(secondHue, random.range(60, 85), random.range(58, 72)),
    ink: hsl(hue, 60, 8),
    lettering: hsl(accentHue + random.range(-20, 20), random.range(80, 100), random.range(86, 94)),
    glow: hsl(accentHue, 90, 70),
  };
}
