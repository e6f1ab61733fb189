// pnpm art:hero: draws the home page's hero into host/src/pages/hero/ (the host's build bundles those files).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { drawHero, HERO_DIR, heroFiles } from '../src/lib/title-art/hero-files';

for (const file of heroFiles()) {
  const bytes = await drawHero(file);
  await writeFile(join(HERO_DIR, file.name), bytes);
  console.log(`${file.name}: ${bytes.length} B`);
}
