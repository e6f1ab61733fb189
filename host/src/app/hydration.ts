import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while rendering what the prerender rendered (in the prerender itself and while the browser
 * hydrates its HTML, where React uses the server snapshot), true in every other render. Components
 * start browser-only work (such as fetching a remote) once it is true. Unlike a module flag, it is
 * right for Suspense boundaries that React hydrates after the root has mounted.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** Paths compared without a trailing slash: `/info/faq/` is `/info/faq`. */
export const normalisedPath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';
