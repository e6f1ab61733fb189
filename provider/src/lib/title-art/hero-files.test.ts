import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { drawHero, HERO_DIR, heroFiles } from './hero-files';

describe('the home page hero files', () => {
  // The host bundles these files; a change to the hero's drawing must be drawn again with `pnpm art:hero`.
  it.each(heroFiles().map((file) => [file.name, file] as const))('%s is what the pipeline draws now', async (_name, file) => {
    const committed = await readFile(join(HERO_DIR, file.name));
    expect(committed.equals(await drawHero(file))).toBe(true);
  });
});
