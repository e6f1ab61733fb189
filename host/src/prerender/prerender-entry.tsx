import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { getRuntimeConfig } from 'shared-api';
import { CONTRACT_VERSION } from 'shared-events/contract-version';
import { ROUTE_REMOTES } from '../remotes/route-hints';
import { APP_SHELL_ROUTES } from '../routing/route-rules';
import { NOT_FOUND_PATH, pageDocument, prerenderPage, PRERENDERED_PATHS } from './prerender-page';

/** Where the pages go inside the host's build (the site server never serves this folder as files). */
const PAGES_FOLDER = 'prerendered';

const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}.html`);

/**
 * Writes `dist/prerendered/<route>.html` for every public route, `404.html`, and `manifest.json`:
 * which file answers which path, the routes the plain shell answers, the routes a remote renders
 * (the server preloads the host's boot files in those pages), the runtime config the pages were
 * rendered with (the site server serves them only with the same config) and the host's event
 * contract (the server renders no remote's first screen of another major).
 */
async function main(): Promise<void> {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: prerender <host dist folder>');
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const pages: Record<string, string> = {};
  for (const path of [...PRERENDERED_PATHS, NOT_FOUND_PATH]) {
    const file = path === NOT_FOUND_PATH ? '404.html' : fileFor(path);
    const html = pageDocument(template, path, await prerenderPage(path));
    await mkdir(dirname(join(dist, PAGES_FOLDER, file)), { recursive: true });
    await writeFile(join(dist, PAGES_FOLDER, file), html);
    if (path !== NOT_FOUND_PATH) pages[path.replace(/\/+$/, '') || '/'] = file;
  }
  const { productName, affiliateProgramUrl } = getRuntimeConfig();
  const manifest = {
    pages,
    notFound: '404.html',
    shellRoutes: APP_SHELL_ROUTES.map((pattern) => pattern.source),
    remoteRoutes: ROUTE_REMOTES.map(({ pattern }) => pattern.source),
    config: { productName, affiliateProgramUrl },
    contractVersion: CONTRACT_VERSION,
  };
  await writeFile(join(dist, PAGES_FOLDER, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`prerendered ${Object.keys(pages).length} pages and the 404 page`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
