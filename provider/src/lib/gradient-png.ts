import { crc32, deflateSync } from 'node:zlib';

/**
 * The drawn images' size: 4:3 like the lobby's and the promotions' image boxes. Small on purpose:
 * a smooth gradient scales up without visible loss, and each file stays near 3 KB.
 */
export const GRADIENT_WIDTH = 80;
export const GRADIENT_HEIGHT = 60;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export interface GradientImage {
  /** `#rrggbb` of the top-left corner. */
  from: string;
  /** `#rrggbb` of the bottom-right corner. */
  to: string;
  /** Places the soft glow, so neighbouring images of one colour do not look alike. */
  seed: number;
}

/**
 * Each image drawn once: drawing takes about 2.5 ms of the event loop, and a first visit to the
 * lobby asks for dozens. The keys come from the catalogue's games and coupons (an unknown code is a
 * 404 before it gets here), so the map stays as small as they are.
 */
const drawn = new Map<string, Buffer>();

/**
 * An opaque PNG: a diagonal gradient with a soft glow. The demo provider draws its game thumbnails
 * and coupon banners this way, as raster images because the browser decodes those off the main
 * thread; an SVG image costs the page a document of its own, built on the main thread, per image.
 */
export function gradientPng(image: GradientImage): Buffer {
  const key = `${image.from} ${image.to} ${image.seed}`;
  let png = drawn.get(key);
  if (!png) {
    png = draw(image);
    drawn.set(key, png);
  }
  return png;
}

function draw({ from, to, seed }: GradientImage): Buffer {
  const start = rgbOf(from);
  const end = rgbOf(to);
  const glowX = GRADIENT_WIDTH * (0.3 + ((seed * 37) % 40) / 100);
  const glowY = GRADIENT_HEIGHT * (0.3 + ((seed * 53) % 30) / 100);
  const glowRadius = GRADIENT_HEIGHT * 0.55;
  const rowLength = 1 + GRADIENT_WIDTH * 3;
  const pixels = Buffer.alloc(rowLength * GRADIENT_HEIGHT);
  for (let y = 0; y < GRADIENT_HEIGHT; y++) {
    const row = y * rowLength;
    // Filter "Sub" (1): each byte minus its left neighbour, so a smooth gradient compresses well.
    pixels[row] = 1;
    let left = [0, 0, 0];
    for (let x = 0; x < GRADIENT_WIDTH; x++) {
      const along = (x / GRADIENT_WIDTH + y / GRADIENT_HEIGHT) / 2;
      const distance = Math.hypot(x - glowX, y - glowY) / glowRadius;
      const glow = distance < 1 ? (1 - distance) ** 2 * 0.45 : 0;
      const pixel = start.map((value, channel) => {
        const base = value + (end[channel]! - value) * along;
        return Math.round(Math.min(255, base + (255 - base) * glow));
      });
      for (let channel = 0; channel < 3; channel++) pixels[row + 1 + x * 3 + channel] = (pixel[channel]! - left[channel]! + 256) & 0xff;
      left = pixel;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(GRADIENT_WIDTH, 0);
  header.writeUInt32BE(GRADIENT_HEIGHT, 4);
  // 8 bits per channel, colour type 2 (RGB), deflate, standard filters, no interlace.
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A seed from a name (a game's or coupon's code), so its image is the same on every request. */
export const seedOf = (name: string): number => [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
