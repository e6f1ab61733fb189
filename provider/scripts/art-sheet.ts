// pnpm art:sheet: every game tile, coupon banner and the hero in one PNG (.data/art/contact-sheet.png).
import { resolve } from 'node:path';
import { ArtRasteriser } from '../src/lib/title-art';
import { writeContactSheet } from '../src/lib/title-art/contact-sheet';
import { buildGameCatalogue } from '../src/seed/games-catalogue';
import { seedCoupons } from '../src/seed/promotions';

const root = resolve(import.meta.dirname, '..', '..');
const file = resolve(root, '.data/art/contact-sheet.png');
const started = Date.now();
const { tiles, averageBytes } = await writeContactSheet(new ArtRasteriser(resolve(root, '.data/art/cache')), file, {
  games: buildGameCatalogue().map(({ gameCode, displayName, category, subCategory }) => ({ gameCode, displayName, category, subCategory })),
  coupons: seedCoupons.map(({ code, title, rewardType }) => ({ code, title, rewardType })),
});
console.log(`Wrote ${tiles} pictures to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
console.log(`An average 240 px tile: ${Object.entries(averageBytes).map(([format, bytes]) => `${format} ${bytes} B`).join(', ')}.`);
