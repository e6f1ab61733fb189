import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';
import { precompressFolder } from 'site-server/precompress';
import { BootPreloadPlugin } from './boot-preload-plugin';
import { SHARED_SINGLETONS } from './shared-dependencies';

export interface FederatedAppOptions {
  /** Folder of the app (its package.json sits there). */
  appDir: string;
  /** Module Federation container name, a JS identifier such as `mfe_lobby`. */
  containerName: string;
  /** Exposed modules of a remote: `'./LobbyPage': './src/exposes/lobby-page.ts'`. Absent for the host. */
  exposes?: Record<string, string>;
  /** Port of `webpack serve`. */
  devPort: number;
  /** Title of the standalone page. */
  title: string;
  /**
   * The page's icon (a small SVG in the app's folder), written into the page as a data URL: a file of
   * its own is a request a slow phone makes beside the first screen's, and one its largest paint waits for.
   */
  favicon?: string;
  /** Extra dev-server proxy/static settings. */
  devServer?: Configuration['devServer'];
}

const require = createRequire(import.meta.url);

/**
 * An SVG file as a `data:` URL that can stand in a double-quoted attribute: its quotes made single,
 * `<`, `>`, `#` and `%` escaped. Left as text, not base64, it is a third shorter and compresses with
 * the page (the lobby's page has to fit a phone's first round trip).
 */
const svgDataUrl = (file: string): string => {
  const svg = readFileSync(file, 'utf8').trim().replace(/"/g, "'");
  if (/[&\n]/.test(svg)) throw new Error(`${file}: an icon written into the page may not hold "&" or a line break`);
  return `data:image/svg+xml,${svg.replace(/[%<>#]/g, (character) => encodeURIComponent(character))}`;
};

/** The runtime plugin that hands the host's Module Federation runtime to the remotes, as an ES module. */
const INJECT_RUNTIME_PLUGIN = join(
  createRequire(require.resolve('@module-federation/enhanced')).resolve('@module-federation/inject-external-runtime-core-plugin'),
  '../index.js',
);

/**
 * What goes into the host's one file of shared packages: the npm packages, the workspace's shared
 * packages and the router facade. Every page's boot needs all of them, and each file more is a chunk
 * load the entry starts in its first task (about 30 ms each on a slow phone) and one more request.
 */
const SHARED_PACKAGE_MODULE = /[\\/]node_modules[\\/]|[\\/](?:shared-events|shared-api|shared-contract|shared-ui)[\\/]src[\\/]|react-router-facade\.mjs$/;

/**
 * Packages the boot never runs, imported only when a player needs them (altcha-lib solves the
 * captcha of a form), with the first provider call or once the page has settled (axios, and the
 * provider contract's schemas: shared-contract's index and endpoints with TypeBox, loaded through
 * shared-api's contract-runtime.ts), or once the page has loaded (web-vitals, for the release health
 * reports): kept in chunks of their own, not in the packages file every page downloads.
 */
const LAZY_PACKAGE_MODULE =
  /[\\/]node_modules[\\/](?:altcha-lib|web-vitals|axios|@sinclair[\\/]typebox)[\\/]|[\\/]shared-contract[\\/]src[\\/](?:index|common|endpoint|endpoints[\\/][\w-]+)\.ts$|[\\/]shared-api[\\/]src[\\/]contract-runtime\.ts$/;

const isSharedPackageModule = (module: webpack.Module): boolean => {
  const resource = module.nameForCondition() ?? '';
  return SHARED_PACKAGE_MODULE.test(resource) && !LAZY_PACKAGE_MODULE.test(resource);
};

const routerPackageDir = (name: string) => join(require.resolve(`${name}/package.json`, { paths: [join(import.meta.dirname, '../../../host')] }), '..');
const versionOf = (packageDir: string) => (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * 'react-router-dom' is the facade of what the apps use (shared whole, so kept small), built from
 * React Router's production files (its package points bundlers at the development build).
 */
export function routerResolution() {
  const reactRouter = routerPackageDir('react-router');
  return {
    alias: {
      'react-router$': join(reactRouter, 'dist/production/index.mjs'),
      'react-router-dom$': join(import.meta.dirname, 'react-router-facade.mjs'),
    },
    version: versionOf(routerPackageDir('react-router-dom')),
  };
}

/** The package a shared module belongs to: `react/jsx-runtime` is `react`'s, `@tanstack/react-query` its own. */
const packageOf = (module: string) => module.split('/').slice(0, module.startsWith('@') ? 2 : 1).join('/');

/**
 * The version of a shared module's package as the app resolves it, or undefined when the app does not
 * depend on it. Workspace packages do not export their package.json: it is found above their entry.
 */
export function installedVersion(appDir: string, module: string): string | undefined {
  const name = packageOf(module);
  const resolve = createRequire(join(appDir, 'package.json')).resolve;
  try {
    return versionOf(join(resolve(`${name}/package.json`), '..'));
  } catch {
    // Not exported (workspace packages) or not a dependency: look above the entry.
  }
  let entry: string;
  try {
    entry = resolve(name);
  } catch {
    return undefined;
  }
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const found = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (found.name === name) return found.version;
  }
  return undefined;
}

/** The contract version this app is built against, recorded in its manifest for the host to check. */
function readContractVersion(): string {
  const source = readFileSync(join(import.meta.dirname, '../../../shared-events/src/contract-version.ts'), 'utf8');
  const match = /CONTRACT_VERSION = '([^']+)'/.exec(source);
  if (!match?.[1]) throw new Error('CONTRACT_VERSION not found in shared-events');
  return match[1];
}

/**
 * TypeScript through SWC, after styled-components get ids from their place in the source: the
 * browser bundle and the prerender bundle then name every class alike (docs/decisions/009).
 */
export function scriptLoaders(isProduction: boolean) {
  return [
    {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
          target: 'es2020',
        },
      },
    },
    { loader: join(import.meta.dirname, 'styled-component-ids.cjs') },
  ];
}

/**
 * A content page's Markdown becomes its text at build time (tooling/src/content/content-page.cjs): no
 * Markdown parser reaches a browser, and its offer figures come from the provider's promotions.
 */
export const CONTENT_PAGE_RULE = { test: /\.md$/, use: [{ loader: join(import.meta.dirname, 'content-page-loader.cjs') }] };

/** Webpack configuration of the host or of one remote; every app builds the same way. */
export function createFederatedConfig(options: FederatedAppOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const mode = argv.mode ?? 'production';
    const isProduction = mode === 'production';
    const isRemote = options.exposes !== undefined;
    const contractVersion = readContractVersion();
    const router = routerResolution();
    return {
      mode,
      context: options.appDir,
      entry: './src/index.ts',
      // Production maps are emitted beside the bundles but named by no bundle, and the site server
      // refuses *.map unless started with --source-maps (docs/decisions/008).
      devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(options.appDir, 'dist'),
        // Remotes are served from versioned release folders, so they resolve their own URL.
        publicPath: isRemote ? 'auto' : '/',
        filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
        uniqueName: options.containerName,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: router.alias },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: scriptLoaders(isProduction),
          },
          // Images are files with hashed names, cached for ever and loaded only where shown.
          { test: /\.(svg|avif|webp|jpg)$/, type: 'asset/resource', generator: { filename: 'images/[name].[contenthash:8][ext]' } },
          CONTENT_PAGE_RULE,
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.containerName,
          filename: 'remoteEntry.js',
          ...(isRemote ? { exposes: options.exposes } : { remotes: {} }),
          // Every singleton asks for `^` the version it was built with: the page runs the host's copy
          // (loaded-first), and a copy outside that range is named in the console. `pnpm release publish`
          // refuses a remote whose versions the host's do not satisfy, or of another major, before any
          // player could get it (docs/decisions/034). Ranges cost one semver check per shared import at
          // start-up, which `requiredVersion: false` had saved.
          shared: Object.fromEntries(
            SHARED_SINGLETONS.map((name) => {
              const version = name === 'react-router-dom' ? router.version : installedVersion(options.appDir, name);
              return [name, {
                singleton: true,
                ...(name === 'react-router-dom' ? { version } : {}),
                // A package the app does not depend on is never imported by it, so it asks for nothing.
                requiredVersion: version ? `^${version}` : false,
              }];
            }),
          ),
          // One remote that is down must not break start-up.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: {
            additionalData: ({ stats }) => {
              stats.metaData = { ...stats.metaData, contractVersion } as unknown as typeof stats.metaData;
              return stats;
            },
          },
          experiments: {
            optimization: isRemote ? { target: 'web', disableRemote: true } : { target: 'web' },
            // One Module Federation runtime per page, the host's: a remote's production entry uses it
            // instead of carrying its own copy (docs/decisions/012). A team's standalone run (development)
            // has no host, so there the remote keeps its own.
            ...(isRemote && isProduction ? { externalRuntime: true } : {}),
          },
          // The host provides that runtime. (Not with `provideExternalRuntime`, which names the plugin's
          // CommonJS build and so bundled a second copy of the runtime beside the ES module one.)
          ...(isRemote ? {} : { runtimePlugins: [INJECT_RUNTIME_PLUGIN] }),
        }),
        // The host's files are served as they are built: Brotli and gzip copies written once, here.
        // (Remotes get theirs when `pnpm release publish` copies them into the release store.)
        ...(!isRemote && isProduction
          ? [{ apply: (compiler: webpack.Compiler) => compiler.hooks.afterEmit.tapPromise('Precompress', () => precompressFolder(join(options.appDir, 'dist')).then(() => undefined)) }]
          : []),
        // A build id stamped into every bundle tells builds of the same source apart in the release store.
        ...(process.env.BUILD_ID ? [new webpack.BannerPlugin({ banner: `build ${process.env.BUILD_ID}`, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE })] : []),
        // The host always has a page; a remote has one only for its team's standalone runs.
        ...(!isRemote || !isProduction
          ? [new HtmlWebpackPlugin({ template: join(import.meta.dirname, 'index.html'), title: options.title, iconHref: options.favicon && svgDataUrl(join(options.appDir, options.favicon)) })]
          : []),
        ...(!isRemote && isProduction ? [new BootPreloadPlugin()] : []),
      ],
      // SWC minifies several times faster than terser, which matters on 2 cores.
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
        // The host's packages (React, the router, styled-components, RxJS, axios, and the workspace's
        // shared packages: SHARED_PACKAGE_MODULE) in one file, not one per package: every page needs
        // all of them at boot, and over HTTP/1.1's six connections thirteen small files queued behind
        // each other (half a second per round trip on a slow phone network). Async chunks only: the
        // entry must stay free of shared modules.
        ...(!isRemote && isProduction
          ? { splitChunks: { cacheGroups: { sharedPackages: { test: isSharedPackageModule, chunks: 'async' as const, name: 'shared-packages', priority: 20, enforce: true } } } }
          : {}),
      },
      performance: { hints: false },
      devServer: {
        port: options.devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...options.devServer,
      },
    };
  };
}
