import { join } from 'node:path';
import { FIRST_SCREEN_RENDERER } from 'shared-events/first-screen';
import type { Configuration } from 'webpack';
import { nodeBundleConfig } from './create-prerender-config';

export interface FirstScreenOptions {
  /** Folder of the remote. */
  appDir: string;
  /** The name of the browser build's configuration: this one runs after it and writes beside it. */
  browserBuildName: string;
  /** The module exporting `renderFirstScreen` (shared-events/first-screen). */
  entry: string;
}

/**
 * A remote's first-screen renderer (docs/decisions/011): a Node bundle of its page, built from the
 * same source with the same loaders as the browser bundle (so class names match), written into the
 * build as `first-screen/first-screen.cjs`, published and rolled back with the release it belongs to.
 * Self-contained (React, styled-components and the shared packages inside), so the site server runs
 * each release's renderer with the libraries that release was built with.
 */
export function createFirstScreenConfig(options: FirstScreenOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => ({
    ...nodeBundleConfig({ name: 'first-screen', after: options.browserBuildName, appDir: options.appDir, entry: options.entry, mode: argv.mode ?? 'production' }),
    // Beside the browser files of the same build, so it is published and rolled back with them.
    output: { path: join(options.appDir, 'dist'), filename: FIRST_SCREEN_RENDERER, clean: false, library: { type: 'commonjs2' } },
  });
}
