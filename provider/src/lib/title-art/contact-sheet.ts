import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import sharp from 'sharp';
import { couponArtSvg, heroArtSvg, titleArtSvg, type CouponArtInput, type TitleArtInput } from './compose';
import type { ArtRasteriser } from './raster';

const TILE_WIDTH = 240;
const TILE_HEIGHT = 180;
const COLUMNS = 12;
const GAP = 6;

/**
 * One PNG of every game's tile, then the coupons' banners and the hero, in catalogue order: to see
 * at a glance that no two tiles look alike. Returns the bytes of an average tile in each format.
 * The games and coupons are the caller's (the art:sheet script passes the demo catalogue).
 */
export async function writeContactSheet(
  art: ArtRasteriser,
  file: string,
  { games, coupons }: { games: ReadonlyArray<TitleArtInput>; coupons: ReadonlyArray<CouponArtInput> },
): Promise<{ tiles: number; averageBytes: Record<string, number> }> {
  const svgs = [...games.map((game) => titleArtSvg(game)), ...coupons.map((coupon) => couponArtSvg(coupon))];
  const totals: Record<string, number> = { avif: 0, webp: 0, jpg: 0 };
  const tiles: Buffer[] = [];
  for (const [index, svg] of svgs.entries()) {
    const jpg = await art.render(svg, TILE_WIDTH, 'jpg');
    tiles.push(jpg);
    if (index < games.length) {
      totals.jpg! += jpg.length;
      totals.avif! += (await art.render(svg, TILE_WIDTH, 'avif')).length;
      totals.webp! += (await art.render(svg, TILE_WIDTH, 'webp')).length;
    }
  }
  const gameRows = Math.ceil(games.length / COLUMNS);
  const couponRows = Math.ceil(coupons.length / COLUMNS);
  const heroTop = (gameRows + couponRows) * (TILE_HEIGHT + GAP) + GAP * 4;
  const heroWidth = COLUMNS * (TILE_WIDTH + GAP) - GAP;
  const hero = await sharp(await art.render(heroArtSvg(), 1920, 'jpg')).resize({ width: Math.min(heroWidth, 1920) }).toBuffer();
  const heroHeight = (await sharp(hero).metadata()).height ?? 0;
  const width = GAP + COLUMNS * (TILE_WIDTH + GAP);
  const height = heroTop + heroHeight + GAP;
  const place = (index: number) => {
    // Coupons start on a row of their own, a little apart from the games.
    const slot = index < games.length ? index : gameRows * COLUMNS + (index - games.length);
    const extra = index < games.length ? 0 : GAP * 3;
    return { left: GAP + (slot % COLUMNS) * (TILE_WIDTH + GAP), top: GAP + Math.floor(slot / COLUMNS) * (TILE_HEIGHT + GAP) + extra };
  };
  const sheet = await sharp({ create: { width, height, channels: 3, background: '#101018' } })
    .composite([...tiles.map((input, index) => ({ input, ...place(index) })), { input: hero, left: GAP, top: heroTop }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  await mkdir(dirname(resolve(file)), { recursive: true });
  await writeFile(file, sheet);
  const averageBytes = Object.fromEntries(Object.entries(totals).map(([format, total]) => [format, Math.round(total / games.length)]));
  return { tiles: svgs.length, averageBytes };
}
