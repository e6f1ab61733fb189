import { type LoadFailureStage, MANIFEST_FILE } from 'shared-releases';

// Module Federation runtime error codes (@module-federation/error-codes), in the messages it throws.
/** Getting or reading the manifest (003), the remote's snapshot built from it (007), a manifest that is not one (013). */
const MANIFEST_CODES = /#RUNTIME_0(?:03|07|13)\b/;
/** Loading the remote entry script (008), its exports (001), its `init` (002) or initialising the container (015). */
const ENTRY_CODES = /#RUNTIME_0(?:01|02|08|15)\b/;
/** Webpack's own error when a chunk of the remote does not load (`ChunkLoadError: Loading chunk 455 failed.`). */
const CHUNK_ERROR = /ChunkLoadError|Loading (?:CSS )?chunk/;

/**
 * Which of a remote's files failed, from the error the Module Federation runtime threw: its manifest,
 * its entry script, or a chunk of the exposed module. Codes first (their messages quote other URLs
 * too); anything else that failed after the entry (the exposed module's code) counts as a chunk.
 */
export function loadFailureStage(error: unknown): LoadFailureStage {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (MANIFEST_CODES.test(text)) return 'manifest';
  if (ENTRY_CODES.test(text)) return 'entry';
  if (CHUNK_ERROR.test(text)) return 'chunk';
  if (text.includes(MANIFEST_FILE)) return 'manifest';
  if (text.includes('remoteEntry')) return 'entry';
  return 'chunk';
}

/**
 * Where a load that did not answer in time had got to, from the files of the release the browser
 * has received (Resource Timing): not the manifest yet, not the entry yet, or a chunk after them.
 */
export function stalledStage(manifestUrl: string, performanceTimeline: Pick<Performance, 'getEntriesByType'> | undefined = globalThis.performance): LoadFailureStage {
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entries = typeof performanceTimeline?.getEntriesByType === 'function' ? performanceTimeline.getEntriesByType('resource') : [];
  const received = entries
    .map(({ name }) => {
      const at = name.indexOf(folder);
      return at < 0 ? '' : name.slice(at + folder.length);
    })
    .filter((file) => file !== '');
  if (!received.includes(MANIFEST_FILE)) return 'manifest';
  if (!received.some((file) => /(^|\/)remoteEntry\.js$/.test(file))) return 'entry';
  return 'chunk';
}
