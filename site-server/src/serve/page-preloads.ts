import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The host's boot files in its build, written by the build tooling's boot-preload plugin (tooling/src/webpack). */
export const BOOT_FILES_ASSET = 'boot-files.json';

/** An origin that can go into an attribute as it is. */
const SAFE_ORIGIN = /^https?:\/\/[\w.-]+(:\d+)?$/;

/** What may stand in a file name of the host's build: nothing that could leave an attribute. */
const SAFE_FILE = /^[\w.\-/]+$/;

/**
 * The `<link rel="preload">` tags of a page whose content a remote renders: the host's boot files
 * (BOOT_FILES_ASSET), which only its entry would ask for, after it has downloaded and run. Written
 * into the page by the site server, they start with the page: on a slow phone network each round
 * trip the entry no longer waits for is half a second. (The entry itself asks for nothing first: the
 * page carries its runtime config and its release plan.)
 * Pages whose content is in their prerendered HTML get none: their scripts only hydrate and must not
 * compete with the first paint.
 * The remote's own files are hinted by the host once it has read the page's plan, so a release of
 * another contract major is never fetched and a file that failed is asked again on "Try again"
 * (a failed preload would answer the retry with the same failure).
 */
export function createPagePreloads(hostDist: string, remoteRoutes: ReadonlyArray<string>, providerOrigin: string | null = null) {
  const routes = remoteRoutes.map((pattern) => new RegExp(pattern));
  let bootFiles: Promise<string[]> | undefined;

  /**
   * The preload tags for the page at `path`; empty when it renders no remote. A page whose remote's
   * first screen is in the HTML (`firstScreen`, docs/decisions/011) paints without script: its boot
   * files are left to the entry, so they do not compete with the first screen's images.
   */
  return async function preloadTags(path: string, { firstScreen = false } = {}): Promise<string> {
    if (!routes.some((route) => route.test(path))) return '';
    // A remote's page shows the provider's art (tiles, banners) and calls its API: the connection is opened
    // with the page, not when the first image is found. Images go without CORS, the API's calls with it
    // (browsers keep the two on separate connections).
    const preconnects = providerOrigin && SAFE_ORIGIN.test(providerOrigin)
      ? [`<link rel="preconnect" href="${providerOrigin}">`, `<link rel="preconnect" href="${providerOrigin}" crossorigin>`]
      : [];
    if (firstScreen) return preconnects.join('');
    // The host's build is fixed while the server runs.
    bootFiles ??= readFile(join(hostDist, BOOT_FILES_ASSET), 'utf8').then((text) => JSON.parse(text) as string[], () => []);
    return [
      ...preconnects,
      ...(await bootFiles).filter((file) => SAFE_FILE.test(file)).map((file) => `<link rel="preload" as="script" href="/${file}">`),
    ].join('');
  };
}
