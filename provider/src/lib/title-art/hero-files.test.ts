import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { heroArtSvg } from './compose';
import { HERO_DIR, HERO_SOURCE, heroFiles } from './hero-files';

// The host bundles these files. Encoders may give other bytes on another processor, so the files are
// checked against the drawing they were made from (committed beside them) and for their format and size.
describe('the home page hero files', () => {
  it('were drawn from the hero as the pipeline composes it now (after a change: pnpm art:hero)', async () => {
    expect(await readFile(join(HERO_DIR, HERO_SOURCE), 'utf8')).toBe(heroArtSvg());
  });

  it.each(heroFiles().map((file) => [file.name, file] as const))('%s has its format and width', async (_name, file) => {
    const metadata = await sharp(await readFile(join(HERO_DIR, file.name))).metadata();
    expect({ format: metadata.format === 'heif' ? 'avif' : metadata.format === 'jpeg' ? 'jpg' : metadata.format, width: metadata.width })
      .toEqual({ format: file.format, width: file.width });
  });
});
