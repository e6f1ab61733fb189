import { lettering, TYPEFACES, type LetteringBox } from './lettering';
import { motifs, type MotifName } from './motifs';
import { paletteOf, type Palette } from './palette';
import { patternOf, PATTERN_COUNT } from './patterns';
import { escapeXml, seeded } from './seeded';
import { themeOf } from './themes';

/** Every picture is drawn in this box and scaled when rasterised: 4:3 like the lobby's and promotions' image boxes. */
export const ART_WIDTH = 400;
export const ART_HEIGHT = 300;

/** What a game's art is made from: its catalogue entry alone. */
export interface TitleArtInput {
  gameCode: string;
  displayName: string;
  category: string;
  subCategory: string;
}

export interface CouponArtInput {
  code: string;
  title: string;
  rewardType: string;
}

function frame(palette: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.backgroundFrom}"/><stop offset="1" stop-color="${palette.backgroundTo}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs>` +
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>${body}</svg>`;
}

const placed = (name: MotifName, palette: Palette, random: ReturnType<typeof seeded>, x: number, y: number, size: number, rotate = 0, title = '') =>
  `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate.toFixed(1)} ${size / 2} ${size / 2}) scale(${(size / 100).toFixed(3)})">${motifs[name](palette, random, title)}</g>`;

/** Video poker titles differ by their hand count: shown as a badge, not in the lettering. */
function splitHands(name: string): { title: string; badge?: string } {
  const match = /^(.*) (\d+) Hand$/.exec(name);
  return match ? { title: match[1]!, badge: `${match[2]} HANDS` } : { title: name };
}

function badge(text: string, palette: Palette): string {
  const width = 18 + text.length * 11;
  return `<g transform="translate(14 14)"><rect width="${width}" height="30" rx="15" fill="${palette.primary}" stroke="${palette.ink}" stroke-width="3"/>` +
    `<text x="${width / 2}" y="21" font-family="DejaVu Sans" font-weight="700" font-size="16" text-anchor="middle" fill="${palette.ink}">${escapeXml(text)}</text></g>`;
}

/**
 * A game's art as SVG: palette, pattern, layout and motif details from a hash of its code, the
 * motif from the words of its name (else its category), and its name set in the picture.
 * Deterministic: the same entry always gives the same text.
 */
export function titleArtSvg(game: TitleArtInput): string {
  const random = seeded(`title:${game.gameCode}`);
  const theme = themeOf(game.displayName, game.category);
  const palette = paletteOf(random, theme.hue);
  const pattern = patternOf(random.int(PATTERN_COUNT), palette, random);
  const typeface = random.pick(TYPEFACES);
  const { title, badge: hands } = splitHands(game.displayName);
  const colours = { fill: palette.lettering, stroke: palette.ink };
  const layout = random.int(3);
  let art: string;
  let box: LetteringBox;
  if (layout === 0) {
    // Motif above, name below.
    const size = random.range(150, 175);
    art = `<ellipse cx="200" cy="${20 + size / 2}" rx="${size * 0.75}" ry="${size * 0.62}" fill="url(#glow)"/>` + placed(theme.motif, palette, random, 200 - size / 2, 14, size, random.range(-8, 8), game.displayName);
    box = { x: 200, centreY: 246, width: 360, height: 92, anchor: 'middle' };
  } else {
    // Motif on one side, name on the other.
    const left = layout === 1;
    const size = random.range(185, 215);
    const motifX = left ? random.range(-6, 14) : ART_WIDTH - size - random.range(-6, 14);
    art = `<ellipse cx="${motifX + size / 2}" cy="150" rx="${size * 0.62}" ry="${size * 0.6}" fill="url(#glow)"/>` + placed(theme.motif, palette, random, motifX, 150 - size / 2 + random.range(-10, 10), size, random.range(-10, 10), game.displayName);
    box = left ? { x: 388, centreY: 160, width: 190, height: 230, anchor: 'end' } : { x: 12, centreY: 160, width: 190, height: 230, anchor: 'start' };
  }
  const shade = layout === 0 ? `<rect y="150" width="${ART_WIDTH}" height="150" fill="url(#shade)"/>` : '';
  return frame(palette, pattern + art + shade + lettering(title, box, typeface, colours, layout === 0 ? 50 : 44) + (hands ? badge(hands, palette) : ''));
}

const COUPON_STYLE: Record<string, { motif: MotifName; hue: number }> = {
  DEPOSIT: { motif: 'coins', hue: 42 },
  ARSDaily: { motif: 'gift', hue: 150 },
  CASHBACK: { motif: 'bag', hue: 205 },
  CHIP: { motif: 'chips', hue: 275 },
  FREESPINS: { motif: 'wheel', hue: 330 },
  EXTRASPINS: { motif: 'fruit', hue: 20 },
  BOOST: { motif: 'rocket', hue: 0 },
};

/** The figure of a coupon's title ('300%', '$50', '100') set large, the rest of the title beneath it. */
function splitFigure(title: string): { figure?: string; rest: string } {
  const match = /\$?\d+(?:[.,]\d+)?%?/.exec(title);
  if (!match) return { rest: title };
  const rest = `${title.slice(0, match.index)} ${title.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').trim();
  return { figure: match[0], rest };
}

/**
 * A coupon's banner: its reward type's motif and hue, its figure large and its title. The phone
 * card crops the banner to 16:7 around the middle, so the lettering stays in the middle band.
 */
export function couponArtSvg(coupon: CouponArtInput): string {
  const random = seeded(`coupon:${coupon.code}`);
  const style = COUPON_STYLE[coupon.rewardType] ?? { motif: 'starburst' as const, hue: 260 };
  const palette = paletteOf(random, style.hue);
  const pattern = patternOf(random.int(PATTERN_COUNT), palette, random);
  const { figure, rest } = splitFigure(coupon.title);
  const colours = { fill: palette.lettering, stroke: palette.ink };
  const size = 130;
  const motifX = ART_WIDTH - size - 8;
  const art = `<ellipse cx="${motifX + size / 2}" cy="150" rx="120" ry="110" fill="url(#glow)"/>` + placed(style.motif, palette, random, motifX, 85, size, random.range(-10, 10), coupon.title);
  const text = figure
    ? lettering(figure, { x: 20, centreY: 126, width: 236, height: 80, anchor: 'start' }, TYPEFACES[0], { fill: palette.primary, stroke: palette.ink }, 84) +
      lettering(rest.toUpperCase(), { x: 20, centreY: 194, width: 228, height: 56, anchor: 'start' }, TYPEFACES[2], colours, 32)
    : lettering(coupon.title.toUpperCase(), { x: 20, centreY: 150, width: 228, height: 150, anchor: 'start' }, TYPEFACES[2], colours, 50);
  return frame(palette, pattern + art + text);
}

/** The home page's hero, wide (1200×500), drawn from a fixed seed with the casino's motifs. */
export const HERO_WIDTH = 1200;
export const HERO_HEIGHT = 500;

export function heroArtSvg(): string {
  const random = seeded('hero:home');
  const palette = paletteOf(random, 265);
  const cells: MotifName[] = ['crown', 'cards', 'wheel', 'gem', 'coins', 'dice', 'seven', 'chips'];
  const placements = cells.map((name, i) => {
    const size = 150 + (i % 3) * 30;
    const x = 40 + i * 140 + random.range(-20, 20);
    const y = (i % 2 === 0 ? 40 : 260) + random.range(-20, 20);
    return placed(name, palette, random, x, y, size, random.range(-18, 18));
  });
  const glows = [200, 600, 1000].map((cx) => `<ellipse cx="${cx}" cy="250" rx="260" ry="220" fill="url(#glow)"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}" width="${HERO_WIDTH}" height="${HERO_HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.backgroundFrom}"/><stop offset="1" stop-color="${palette.backgroundTo}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.4"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#bg)"/>${glows}<g opacity="0.55">${placements.join('')}</g>` +
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="${palette.backgroundFrom}" opacity="0.35"/></svg>`;
}
