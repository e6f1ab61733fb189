import { inflateSync } from 'node:zlib';
import { GRADIENT_HEIGHT, GRADIENT_WIDTH, gradientPng } from './gradient-png';

/** Reads a PNG written by gradientPng back into its rows of RGB pixels (filter "Sub" undone). */
function decode(png: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  const rowLength = 1 + width * 3;
  const rows: number[][] = [];
  for (let y = 0; y < height; y++) {
    expect(raw[y * rowLength]).toBe(1);
    const row: number[] = [];
    for (let i = 0; i < width * 3; i++) row.push((raw[y * rowLength + 1 + i]! + (i >= 3 ? row[i - 3]! : 0)) & 0xff);
    rows.push(row);
  }
  return { width, height, pixel: (x, y) => rows[y]!.slice(x * 3, x * 3 + 3) };
}

describe('gradientPng', () => {
  it('draws a 4:3 gradient from the first colour at the top left to the second at the bottom right', () => {
    const image = decode(gradientPng({ from: '#7b2ff7', to: '#111111', seed: 0 }));
    expect([image.width, image.height]).toEqual([GRADIENT_WIDTH, GRADIENT_HEIGHT]);
    expect(image.width / image.height).toBeCloseTo(4 / 3);
    // Near, not at, each colour: the glow lightens a little and the far corner is one pixel short.
    const near = (actual: number[], expected: number[]) => actual.forEach((channel, index) => expect(Math.abs(channel - expected[index]!)).toBeLessThanOrEqual(12));
    near(image.pixel(0, 0), [0x7b, 0x2f, 0xf7]);
    near(image.pixel(GRADIENT_WIDTH - 1, GRADIENT_HEIGHT - 1), [0x11, 0x11, 0x11]);
  });

  it('is the same for the same seed and places the glow elsewhere for another', () => {
    const colours = { from: '#2980b9', to: '#111111' };
    expect(gradientPng({ ...colours, seed: 5 })).toEqual(gradientPng({ ...colours, seed: 5 }));
    expect(gradientPng({ ...colours, seed: 5 })).not.toEqual(gradientPng({ ...colours, seed: 6 }));
  });

  it('draws each image once and serves the same file again', () => {
    const image = { from: '#8e44ad', to: '#111111', seed: 9 };
    expect(gradientPng({ ...image })).toBe(gradientPng({ ...image }));
  });

  it('stays a small file', () => {
    expect(gradientPng({ from: '#d4ac0d', to: '#141026', seed: 3 }).length).toBeLessThan(4096);
  });
});
