import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The page of a built game client, with the placeholder the provider fills with the site origins. */
export const GAME_CLIENT_PAGE =
  '<!doctype html><meta name="site-origins" content="__SITE_ORIGINS__"><script defer src="/games/client/main.1234abcd.js"></script>';

/**
 * A built game client in a temporary folder, so tests that run before `pnpm build` serve a real page
 * (with a hashed script and its source map beside it); `remove` deletes it.
 */
export async function createGameClientDist(): Promise<{ dist: string; remove: () => Promise<void> }> {
  const dist = await mkdtemp(join(tmpdir(), 'game-client-'));
  await writeFile(join(dist, 'index.html'), GAME_CLIENT_PAGE);
  await writeFile(join(dist, 'main.1234abcd.js'), 'console.log("game")');
  await writeFile(join(dist, 'main.1234abcd.js.map'), '{"sources":["secret.ts"]}');
  return { dist, remove: () => rm(dist, { recursive: true, force: true }) };
}
