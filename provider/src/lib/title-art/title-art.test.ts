import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildGameCatalogue } from '../../seed/games-catalogue';
import { seedCoupons } from '../../seed/promotions';
import { artHash, imageSetOf, parseArtFile } from './art-urls';
import { couponArtSvg, heroArtSvg, titleArtSvg, type TitleArtInput } from './compose';
import { ART_UNUSED_FOR_MS, ArtRasteriser } from './raster';

const games: TitleArtInput[] = buildGameCatalogue().map((game) => ({ gameCode: game.gameCode, displayName: game.displayName, category: game.category, subCategory: game.subCategory }));
const game = (code: string) => games.find((entry) => entry.gameCode === code)!;

/** A tiny picture of the image (16×12 grey levels), to compare how two tiles look at a glance. */
async function glance(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(16, 12, { fit: 'fill' }).greyscale().raw().toBuffer();
}
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length;

describe('title art', () => {
  let cacheDir: string;
  beforeAll(async () => { cacheDir = await mkdtemp(join(tmpdir(), 'title-art-test-')); });
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  it('draws the same picture from the same catalogue entry, and another for every code', () => {
    expect(titleArtSvg(game('cash-bandits'))).toBe(titleArtSvg({ ...game('cash-bandits') }));
    const hashes = new Set(games.map((entry) => artHash(titleArtSvg(entry))));
    expect(hashes.size).toBe(games.length);
    const coupons = new Set(seedCoupons.map((coupon) => artHash(couponArtSvg({ code: coupon.code, title: coupon.title, rewardType: coupon.rewardType }))));
    expect(coupons.size).toBe(seedCoupons.length);
  });

  it('chooses the motif from the name, else the category', () => {
    expect(titleArtSvg(game('european-roulette'))).toContain('#1f9d55'); // the wheel's green zero
    expect(titleArtSvg(game('pumpkin-patch-payout'))).toContain('#f07c13');
    expect(titleArtSvg(game('lucky-lanterns'))).toContain('#e0302f');
    expect(titleArtSvg(game('rocket-rush'))).toContain('#ffb020'); // the rocket's flame
  });

  it('sets the name in the picture, escaped', () => {
    expect(titleArtSvg(game('dragons-hoard'))).toContain('Dragon&apos;s');
    const svg = titleArtSvg({ gameCode: 'x', displayName: 'Fish & <Chips>', category: 'Slots', subCategory: '5 Reel' });
    expect(svg).toContain('Fish &amp;');
    expect(svg).toContain('&lt;Chips&gt;');
    expect(svg).not.toContain('<Chips>');
    expect(titleArtSvg(game('jacks-or-better-52-hand'))).toContain('52 HANDS');
  });

  it('makes two tiles of one category look different at a glance', async () => {
    const slots = games.filter((entry) => entry.category === 'Slots').slice(0, 12);
    const looks = await Promise.all(slots.map((entry) => glance(titleArtSvg(entry))));
    for (let i = 0; i < looks.length; i++) {
      for (let j = i + 1; j < looks.length; j++) expect(difference(looks[i]!, looks[j]!)).toBeGreaterThan(5);
    }
  });

  it('rasterises into AVIF, WebP and JPEG at the asked width, byte for byte the same each time, and keeps each file on disk', async () => {
    const svg = titleArtSvg(game('golden-gorilla'));
    const art = new ArtRasteriser(cacheDir);
    for (const [format, expected] of [['avif', 'heif'], ['webp', 'webp'], ['jpg', 'jpeg']] as const) {
      const image = await art.render(svg, 240, format);
      const meta = await sharp(image).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([expected, 240, 180]);
    }
    const first = await art.render(svg, 480, 'webp');
    expect((await sharp(first).metadata()).width).toBe(480);
    // A second rasteriser on the same folder reads the file back; a fresh folder draws the same bytes.
    const files = (await readdir(cacheDir, { recursive: true })).filter((file) => file.endsWith('.webp'));
    expect(files).toHaveLength(2);
    expect((await new ArtRasteriser(cacheDir).render(svg, 480, 'webp')).equals(first)).toBe(true);
    const elsewhere = await mkdtemp(join(tmpdir(), 'title-art-test-'));
    try {
      expect((await new ArtRasteriser(elsewhere).render(svg, 480, 'webp')).equals(first)).toBe(true);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('prunes files unserved for a month and abandoned half-written ones, and keeps what is served', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'title-art-prune-'));
    try {
      const art = new ArtRasteriser(folder);
      const served = titleArtSvg(game('golden-gorilla'));
      await art.render(served, 240, 'jpg');
      await art.render(titleArtSvg({ ...game('golden-gorilla'), gameCode: 'retired-title', displayName: 'Retired Title' }), 240, 'jpg');
      const files = async () => (await readdir(folder, { recursive: true })).filter((file) => /\.(jpg|part)$/.test(file)).sort();
      const [first, second] = await files();
      const aged = new Date(Date.now() - ART_UNUSED_FOR_MS - 60_000);
      for (const file of [first!, second!]) await utimes(join(folder, file), aged, aged);
      await writeFile(join(folder, `${first!}.123.abc.part`), 'half');
      await utimes(join(folder, `${first!}.123.abc.part`), new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));
      // Serving a file brings its time forward (a fresh rasteriser reads it from disk).
      await new ArtRasteriser(folder).render(served, 240, 'jpg');
      let kept = '';
      for (let wait = 0; wait < 50; wait++) {
        const times = await Promise.all([first!, second!].map(async (file) => ({ file, at: (await stat(join(folder, file))).mtimeMs })));
        kept = times.find((time) => time.at > aged.getTime() + 60_000)?.file ?? '';
        if (kept) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(kept).not.toBe('');
      expect(await art.prune()).toBe(2);
      expect(await files()).toEqual([kept]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('draws the hero wide', async () => {
    const meta = await sharp(await new ArtRasteriser(cacheDir).render(heroArtSvg(), 640, 'jpg')).metadata();
    expect([meta.width, meta.height]).toEqual([640, 267]);
  });
});

describe('art URLs', () => {
  it('name each file by its picture hash, width and format, from one stem', () => {
    const svg = titleArtSvg(game('keno'));
    const set = imageSetOf('https://provider.example', 'games', 'keno', svg, { width: 4, height: 3 });
    const hash = artHash(svg);
    expect(set.stem).toBe(`https://provider.example/art/games/keno.${hash}`);
    expect([set.widths, set.formats]).toEqual([[240, 360, 480, 600, 840], ['avif', 'webp']]);
    expect(set.src).toBe(`https://provider.example/art/games/keno.${hash}.480.jpg`);
    expect([set.width, set.height]).toEqual([480, 360]);
  });

  it('read back only well-formed names', () => {
    expect(parseArtFile('keno.abcdefABCDEF.240.avif', /^[a-z-]+$/)).toEqual({ name: 'keno', hash: 'abcdefABCDEF', width: 240, format: 'avif' });
    expect(parseArtFile('keno.abcdefABCDEF.240.png', /^[a-z-]+$/)).toBeUndefined();
    expect(parseArtFile('../x.abcdefABCDEF.240.jpg', /^[a-z-]+$/)).toBeUndefined();
    expect(parseArtFile('keno.short.240.jpg', /^[a-z-]+$/)).toBeUndefined();
  });
});
