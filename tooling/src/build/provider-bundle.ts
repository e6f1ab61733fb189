import { build, type Plugin } from 'esbuild';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';

/**
 * The provider as it runs (decision 054): one ES module per entry in `provider/dist`, its own sources and the workspace's
 * packages bundled, every npm package left to Node. It runs without tsx, whose transform names every function a request
 * creates (esbuild's `keepNames`, about 7 % of a paid spin's provider CPU).
 */
export const PROVIDER_ENTRIES = {
  /** The provider's server (`pnpm start`). */
  server: 'src/server.ts',
  /** The provider as `pnpm bench --provider` measures it. */
  'bench-server': 'src/bench/bench-server.ts',
} as const;

export type ProviderEntry = keyof typeof PROVIDER_ENTRIES;

/** Where an entry's bundle is: at the depth of `src`'s files, so a path worked out from the module's folder holds. */
export const providerBundlePath = (providerDir: string, entry: ProviderEntry) => join(providerDir, 'dist', `${entry}.mjs`);

/**
 * Node's flags for every provider process (decision 058): young-generation half-spaces of up to 64 MB. At Node's default
 * (16 MB) a paid spin's provider spent about 7 % of its CPU collecting them, at 64 MB about 4 %: with fewer collections,
 * fewer objects of the requests in flight are still alive to be copied. `provider/package.json`'s `start` names them too.
 */
export const PROVIDER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];

/** Node's arguments that run an entry of the provider: its flags, then its bundle. */
export const providerNodeArgs = (providerDir: string, entry: ProviderEntry) => [...PROVIDER_NODE_FLAGS, providerBundlePath(providerDir, entry)];

/** The flags Node runs a checkout's provider with, as its `start` script names them (`node <flags> dist/server.mjs`). */
export function nodeFlagsOfStart(startScript: string): string[] {
  const flags = /\bnode((?:\s+--\S+)*)\s+dist\/server\.mjs\b/.exec(startScript)?.[1] ?? '';
  return flags.split(/\s+/).filter(Boolean);
}

const NPM_PACKAGES = `${sep}node_modules${sep}.pnpm${sep}`;

/** A package installed from npm stays an import (native and WebAssembly parts, files beside its modules); workspace packages are bundled. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, async ({ path, kind, resolveDir, pluginData }) => {
      if ((pluginData as { resolving?: boolean } | undefined)?.resolving) return undefined;
      const resolved = await bundler.resolve(path, { kind, resolveDir, pluginData: { resolving: true } });
      if (resolved.errors.length > 0) return undefined;
      // A CommonJS file of the workspace that finds files beside itself (`game-client/dist-path`) stays where it is too.
      const keep = resolved.path.includes(NPM_PACKAGES) || resolved.path.endsWith('.cjs') || resolved.external;
      return keep ? { path, external: true } : resolved;
    });
  },
};

/**
 * Builds the bundles of the provider in `providerDir` (its checkout's sources); about a second. Each file is written
 * beside its place and renamed into it, so a provider starting meanwhile runs the old bundle or the new, never a part.
 */
export async function buildProviderBundles(providerDir: string): Promise<void> {
  const { outputFiles } = await build({
    absWorkingDir: providerDir,
    entryPoints: Object.fromEntries(Object.entries(PROVIDER_ENTRIES)),
    outdir: join(providerDir, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
    write: false,
  });
  await mkdir(join(providerDir, 'dist'), { recursive: true });
  await Promise.all(outputFiles.map(async ({ path, contents }) => {
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, contents);
    await rename(partial, path);
  }));
}
