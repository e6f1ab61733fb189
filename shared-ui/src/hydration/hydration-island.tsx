import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own (a Suspense boundary; nothing is ever
 * shown in its place). A tap made while the page is still being hydrated makes React hydrate the
 * part holding the tapped control at once, in one task: without islands that is the whole page (on
 * a slow phone 80–170 ms before the tap is answered); with them, the page's frame and that island.
 */
export function HydrationIsland({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
