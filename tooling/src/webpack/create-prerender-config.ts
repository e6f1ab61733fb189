import { spawn } from 'node:child_process';
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { CONTENT_PAGE_RULE, routerResolution, scriptLoaders } from './create-federated-config';

export interface PrerenderOptions {
  /** Folder of the app (the host). */
  appDir: string;
  /** The name of the browser build's configuration: the prerender runs after it, on its `dist`. */
  browserBuildName: string;
  /** The prerender program: renders the public routes into `dist/prerendered/` (its argument is `dist`). */
  entry: string;
}

/** Where the prerender bundle is written (never served). */
export const prerenderDistIn = (appDir: string) => join(appDir, 'dist-prerender');

function runPrerender(appDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(prerenderDistIn(appDir), 'prerender.cjs'), join(appDir, 'dist')], {
      cwd: appDir,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`The prerender exited with code ${code}`))));
  });
}

/**
 * A Node bundle of the host's React tree (no Module Federation: remotes are never rendered at build
 * time, docs/decisions/009) built after the browser bundle, then run once to write the HTML of the
 * public routes beside it. Same loaders as the browser, so class names and image URLs match.
 */
export function createPrerenderConfig(options: PrerenderOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const mode = argv.mode ?? 'production';
    const bundle = nodeBundleConfig({ name: 'prerender', after: options.browserBuildName, appDir: options.appDir, entry: options.entry, mode });
    return {
      ...bundle,
      output: { path: prerenderDistIn(options.appDir), filename: 'prerender.cjs', publicPath: '/', clean: true, library: { type: 'commonjs2' } },
      plugins: [
        ...(bundle.plugins ?? []),
        ...(mode === 'production'
          ? [{ apply: (compiler: webpack.Compiler) => compiler.hooks.afterEmit.tapPromise('Prerender', () => runPrerender(options.appDir)) }]
          : []),
      ],
    };
  };
}

/**
 * What the Node bundles of the apps (the host's prerender, the remotes' first-screen renderers)
 * share: built after the app's browser bundle from the same source with the same loaders, so class
 * names and image URLs match; one file, not minified (never sent to a browser).
 */
export function nodeBundleConfig(options: { name: string; after: string; appDir: string; entry: string; mode: NonNullable<Configuration['mode']> }): Configuration {
  return {
    name: options.name,
    dependencies: [options.after],
    mode: options.mode,
    target: 'node20',
    context: options.appDir,
    entry: options.entry,
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: routerResolution().alias },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: scriptLoaders(options.mode === 'production') },
        // The same names as the browser build's images; the files themselves come from that build.
        { test: /\.(svg|avif|webp|jpg)$/, type: 'asset/resource', generator: { filename: 'images/[name].[contenthash:8][ext]', emit: false } },
        CONTENT_PAGE_RULE,
      ],
    },
    // One file: lazy pages are awaited, not fetched.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
