import type { FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Coupon, GamesCatalogue, ImageSet } from 'shared-contract';
import { createTestApp } from '../../testing/test-app';
import { ArtRasteriser } from './raster';

describe('art routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp(); });
  afterAll(() => app.close());

  const pathOf = (url: string) => new URL(url).pathname;
  /** The narrowest file of `set` in `format`, as a browser builds it from the set. */
  const firstOf = (set: ImageSet, format: string) => pathOf(`${set.stem}.${set.widths[0]}.${format}`);

  it('serve every format of a game named in the games file, immutable, with its content type', async () => {
    const catalogue = (await app.inject({ method: 'GET', url: '/aws-static/rtggames.json' })).json() as GamesCatalogue;
    const game = catalogue.games.find((entry) => entry.game_code === 'fire-dragon')!;
    const set = game.thumbnail_set!;
    expect(set.formats).toEqual(['avif', 'webp']);
    for (const [file, type, format] of [['avif', 'image/avif', 'heif'], ['webp', 'image/webp', 'webp'], ['jpg', 'image/jpeg', 'jpeg']] as const) {
      const answer = await app.inject({ method: 'GET', url: firstOf(set, file) });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe(type);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['timing-allow-origin']).toBe('*');
      const meta = await sharp(answer.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 240, 180]);
    }
    const fallback = await app.inject({ method: 'GET', url: pathOf(game.thumbnail) });
    expect((await sharp(fallback.rawPayload).metadata()).width).toBe(480);
  });

  it('answer 404 for an unknown game, an old hash, a width that is not drawn or one written another way', async () => {
    const catalogue = (await app.inject({ method: 'GET', url: '/aws-static/rtggames.json' })).json() as GamesCatalogue;
    const path = pathOf(catalogue.games[0]!.thumbnail);
    expect((await app.inject({ method: 'GET', url: path.replace(/\/[a-z0-9-]+\./, '/no-such-game.') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: path.replace(/\.\w{12}\./, '.AAAAAAAAAAAA.') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: path.replace('.480.', '.481.') })).statusCode).toBe(404);
    // One address per file: a width with a leading zero is not the same file under a second name.
    expect((await app.inject({ method: 'GET', url: path.replace('.480.', '.0480.') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: path.replace('.jpg', '.png') })).statusCode).toBe(404);
  });

  it('serve the banner of each public coupon', async () => {
    const coupons = (await app.inject({ method: 'GET', url: '/aws-static/rtgcoupons.json' })).json() as Coupon[];
    expect(coupons.length).toBeGreaterThan(0);
    const coupon = coupons[0]!;
    const answer = await app.inject({ method: 'GET', url: firstOf(coupon.image_set!, 'webp') });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect((await app.inject({ method: 'GET', url: pathOf(coupon.image_url) })).headers['content-type']).toBe('image/jpeg');
  });
});

describe('a listening provider', () => {
  it('draws the tiles ahead in the background, into its art folder', async () => {
    const artCacheDir = await mkdtemp(join(tmpdir(), 'art-warm-test-'));
    const app = await createTestApp({ artCacheDir });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const drawn = async () => (await readdir(artCacheDir, { recursive: true }).catch(() => [])).filter((file) => String(file).endsWith('.avif')).length;
      // Drawing every tile and banner takes seconds alone and much longer on a busy machine.
      const deadline = Date.now() + 45_000;
      while ((await drawn()) < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await drawn()).toBeGreaterThanOrEqual(5);
    } finally {
      await app.close();
      await rm(artCacheDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('draws the public coupons\' banners ahead at every width, beside the tiles', async () => {
    const artCacheDir = await mkdtemp(join(tmpdir(), 'art-warm-test-'));
    const render = jest.spyOn(ArtRasteriser.prototype, 'render');
    const app = await createTestApp({ artCacheDir });
    try {
      const coupons = (await app.inject({ method: 'GET', url: '/aws-static/rtgcoupons.json' })).json() as Coupon[];
      await app.listen({ host: '127.0.0.1', port: 0 });
      // Only the banners are drawn 720 px wide; one per public coupon.
      const banners = () => render.mock.calls.filter(([, width, format]) => width === 720 && format === 'avif').length;
      // Drawing every tile and banner takes seconds alone and much longer on a busy machine.
      const deadline = Date.now() + 45_000;
      while (banners() < coupons.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(coupons.length).toBeGreaterThan(0);
      expect(banners()).toBe(coupons.length);
    } finally {
      await app.close();
      render.mockRestore();
      await rm(artCacheDir, { recursive: true, force: true });
    }
  }, 60_000);
});
