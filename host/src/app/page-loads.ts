import { loadFirstScreenRemote } from '../remotes/first-screen-remote';
import { loadReleaseRegistry } from '../remotes/release-registry';
import { preloadPageChunk } from './page-chunks';

/** What the page's first render waits for. */
export interface PageLoads {
  /** The page's own chunk (an /info/ or marketing page), so hydrating never suspends on it (page-chunks.tsx). */
  pageChunk: Promise<void>;
  /** Whether the HTML can be hydrated: false when the release behind its first screen cannot be (first-screen-remote.ts). */
  firstScreen: Promise<boolean>;
}

/** Starts the page's loads; called before the rest of the host's modules are evaluated (bootstrap.ts). */
export function startPageLoads(container: HTMLElement, pathname: string): PageLoads {
  // The registry is fetched alongside the config; remotes wait for it, the shell does not.
  void loadReleaseRegistry();
  return {
    pageChunk: preloadPageChunk(pathname).catch(() => undefined),
    firstScreen: loadFirstScreenRemote(container, pathname),
  };
}
