import { createHash } from 'node:crypto';
import type { ImageSet } from 'shared-contract';
import { ART_FORMATS, type ArtFormat } from './raster';

/**
 * Widths drawn for each kind: lobby tiles (≈170–200 CSS px at 1x and 2x; a phone's tile of 160–190 px takes the 360 at
 * 1.75–2x and the 600 at 3x, decision 052), the game page (420 px) and phone cards.
 */
export const ART_WIDTHS = { games: [240, 360, 480, 600, 840], coupons: [240, 480, 720], hero: [640, 1280, 1920] } as const;
export type ArtKind = keyof typeof ART_WIDTHS;

/** The `src` of older clients: a JPEG, at the width a 2x tile needs. */
const FALLBACK_WIDTH = 480;

/** A short hash of the SVG: part of every URL, so the files can be cached for good. */
export const artHash = (svg: string): string => createHash('sha256').update(svg).digest('base64url').replace(/[-_]/g, '').slice(0, 12);

export interface ArtFile {
  name: string;
  hash: string;
  width: number;
  format: ArtFormat;
}

/** `<name>.<hash>.<width>.<format>`: what the art routes serve. */
export function parseArtFile(file: string, namePattern: RegExp): ArtFile | undefined {
  const match = /^(.+)\.([A-Za-z0-9]{12})\.([1-9]\d{1,3})\.(avif|webp|jpg)$/.exec(file);
  if (!match || !namePattern.test(match[1]!)) return undefined;
  return { name: match[1]!, hash: match[2]!, width: Number(match[3]), format: match[4] as ArtFormat };
}

/** Every art file's URL up to its width: `<base>/art/<kind>/<name>.<hash>`. */
const artStem = (base: string, kind: ArtKind, name: string, svg: string): string => `${base}/art/${kind}/${encodeURIComponent(name)}.${artHash(svg)}`;

/** Everything a `<picture>` needs: the files' stem, widths and formats, and the box size (4:3 for games and coupons). */
export function imageSetOf(base: string, kind: ArtKind, name: string, svg: string, aspect: { width: number; height: number }): ImageSet & { src: string } {
  const stem = artStem(base, kind, name, svg);
  return {
    stem,
    widths: [...ART_WIDTHS[kind]],
    formats: ART_FORMATS.filter((format): format is Exclude<ArtFormat, 'jpg'> => format !== 'jpg'),
    width: FALLBACK_WIDTH,
    height: Math.round((FALLBACK_WIDTH * aspect.height) / aspect.width),
    src: `${stem}.${FALLBACK_WIDTH}.jpg`,
  };
}
