// pnpm art:hero: draws the home page's hero into host/src/pages/hero/ (the host's build bundles those files),
// with the SVG it drew them from.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { heroArtSvg } from '../src/lib/title-art/compose';
import { drawHero, HERO_DIR, HERO_SOURCE, heroFiles } from '../src/lib/title-art/hero-files';

await writeFile(join(HERO_DIR, HERO_SOURCE), heroArtSvg());
for (const file of heroFiles()) {
  const bytes = await drawHero(file);
  await writeFile(join(HERO_DIR, file.name), bytes);
  console.log(`${file.name}: ${bytes.length} B`);
}
