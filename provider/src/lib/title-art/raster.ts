import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export const ART_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];

export const CONTENT_TYPES: Record<ArtFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** Encoder settings; part of each cache key, so changing one redraws instead of serving stale files. */
const ENCODERS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 74, effort: 4 },
  jpg: { quality: 78, mozjpeg: true },
} as const;

const ENCODER_KEY = `${sharp.versions.sharp ?? ''} ${sharp.versions.vips} ${JSON.stringify(ENCODERS)}`;

/** The default cache folder: the OS temp folder, so a restart (or a second provider process) finds what was drawn. */
export const DEFAULT_ART_CACHE_DIR = join(tmpdir(), 'casino-title-art');

/** A file not served for this long is removed when a provider starts listening: art of retired titles or older drawings. */
export const ART_UNUSED_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** A served file's time is brought forward at most this often (one write a day, not one per request). */
const TOUCH_EVERY_MS = 24 * 60 * 60 * 1000;
/** A half-written file this old belongs to a process that stopped while writing it. */
const PARTIAL_ABANDONED_MS = 60 * 60 * 1000;

/** Sharp rasterises with libvips threads; two at a time keeps a request of many images from taking every core. */
const MAX_PARALLEL = 2;

/**
 * Rasterises SVG art into AVIF, WebP and JPEG, each file once: kept on disk under a key of the SVG,
 * width, format and encoder, and shared by concurrent requests for the same file.
 */
export class ArtRasteriser {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly cacheDir: string = DEFAULT_ART_CACHE_DIR) {}

  async render(svg: string, width: number, format: ArtFormat): Promise<Buffer> {
    const key = createHash('sha256').update(`${ENCODER_KEY}\n${width}\n${format}\n${svg}`).digest('hex');
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.readOrDraw(key, svg, width, format).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async readOrDraw(key: string, svg: string, width: number, format: ArtFormat): Promise<Buffer> {
    const file = join(this.cacheDir, key.slice(0, 2), `${key}.${format}`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) {
      void this.touch(file);
      return cached;
    }
    const image = await this.limited(() => draw(svg, width, format));
    await mkdir(join(this.cacheDir, key.slice(0, 2)), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    await writeFile(partial, image);
    await rename(partial, file);
    return image;
  }

  /**
   * Removes files no request has read for `unusedForMs` (their time is brought forward as they are
   * served) and half-written files left by a stopped process. A file removed here and asked for
   * again is drawn again. Returns how many files went.
   */
  async prune(unusedForMs = ART_UNUSED_FOR_MS, now = Date.now()): Promise<number> {
    let removed = 0;
    const folders = await readdir(this.cacheDir, { withFileTypes: true }).catch(() => []);
    for (const folder of folders) {
      if (!folder.isDirectory()) continue;
      const path = join(this.cacheDir, folder.name);
      for (const name of await readdir(path).catch(() => [] as string[])) {
        const file = join(path, name);
        const modified = (await stat(file).catch(() => undefined))?.mtimeMs;
        if (modified === undefined) continue;
        const limit = name.endsWith('.part') ? PARTIAL_ABANDONED_MS : unusedForMs;
        if (now - modified < limit) continue;
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /** Marks a file as served now, at most once a day. */
  private async touch(file: string): Promise<void> {
    const modified = (await stat(file).catch(() => undefined))?.mtimeMs;
    if (modified === undefined || Date.now() - modified < TOUCH_EVERY_MS) return;
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
  }

  private async limited<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= MAX_PARALLEL) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

/** The SVG drawn at `width` pixels (its own aspect ratio kept), encoded without metadata. */
export async function draw(svg: string, width: number, format: ArtFormat): Promise<Buffer> {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const density = viewBox ? (72 * width) / Number(viewBox[1]) : 72;
  const image = sharp(Buffer.from(svg), { density }).resize({ width }).flatten({ background: '#000000' });
  if (format === 'avif') return image.avif(ENCODERS.avif).toBuffer();
  if (format === 'webp') return image.webp(ENCODERS.webp).toBuffer();
  return image.jpeg(ENCODERS.jpg).toBuffer();
}
