import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Chunk, type ChunkGroup, type Compiler, type Module } from 'webpack';
import { BOOT_FILES_ASSET } from 'site-server/page-preloads';
import { entryLoaderSource } from './entry-loader';

const { Compilation, sources } = webpack;

/**
 * The files the host's entry loads before the app can start: the chunks of its async boundary
 * (`import('./bootstrap')`) and of the shared singletons those chunks consume (React and the rest,
 * which Module Federation loads through its share scope). Only the entry asks for them, after it
 * has downloaded and run; preloaded by the page, they download beside it instead.
 */
export function bootFilesOf(compilation: webpack.Compilation): string[] {
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const { chunkGraph } = compilation;
  const chunks = new Set<Chunk>();
  const addGroup = (group: ChunkGroup | null | undefined) => group?.chunks.forEach((chunk) => chunks.add(chunk));
  const addBlocks = (module: Module) => module.blocks.forEach((block) => addGroup(chunkGraph.getBlockChunkGroup(block)));
  // The host provides every singleton it consumes, and with 'loaded-first' the runtime loads the
  // provided copy (the chunks behind the provide module), not the consume module's own fallback.
  const provided = new Map<string, Module>();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set((module as unknown as { _name: string })._name, module);
  }
  // The provide modules sit in the entry, so their chunks are the entry's children too; a provided package
  // is a boot file only when a boot chunk consumes it (below): axios, say, loads with the first provider call.
  const provideGroups = new Set([...provided.values()].flatMap((module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block))));
  for (const boundary of entry.getChildren()) if (!provideGroups.has(boundary)) addGroup(boundary);
  for (const chunk of [...chunks]) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const shareKey = (module as unknown as { options: { shareKey: string } }).options.shareKey;
      addBlocks(provided.get(shareKey) ?? module);
    }
  }
  const entryFiles = new Set(entry.getFiles());
  return [...new Set([...chunks].flatMap((chunk) => [...chunk.files]))]
    .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
    .sort();
}

/**
 * Writes the host's boot files into its build as `boot-files.json`, and replaces the entry's script
 * tag with the entry loader (entry-loader.ts), which starts the entry and preloads the boot files
 * once the page has painted. Pages whose content a remote renders also get the boot files preloaded
 * by the site server (page-preloads.ts): their first paint waits for the whole chain.
 */
export class BootPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      // Not preloaded with the page: a file that arrives before the first paint is weighed as blocking it,
      // and on a slow phone it takes the bandwidth the page's text and first images need.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('BootPreloadPlugin', (data) => {
        const entryFiles = data.assetTags.scripts.map((tag) => String(tag.attributes.src));
        const publicPath = entryFiles[0]?.slice(0, entryFiles[0].lastIndexOf('/') + 1) ?? '/';
        const bootFiles = bootFilesOf(compilation).map((file) => `${publicPath}${file}`);
        data.assetTags.scripts = [HtmlWebpackPlugin.createHtmlTagObject('script', {}, entryLoaderSource(entryFiles, bootFiles))];
        return data;
      });
    });
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      // Found again here, not kept from the page's tags: this runs after the real content hashes
      // renamed the files, which rewrites the names inside the page but not a list kept from before.
      compilation.hooks.processAssets.tap({ name: 'BootPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(BOOT_FILES_ASSET, new sources.RawSource(`${JSON.stringify(bootFilesOf(compilation), null, 2)}\n`));
      });
    });
  }
}
