/*
 * Whether the page is still in front of the player. A load abandoned because the page went away is
 * not a release's failure: when a player navigates, the browser fires `pagehide` and then cancels the
 * page's fetches (`net::ERR_ABORTED`), which reject like a network failure; a page in the background
 * may be frozen and lose its connections. Only loads that settled on a page still shown are counted.
 */

let left = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    left = true;
  });
  // A page restored from the back-forward cache is shown again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) left = false;
  });
}

/** True while the page is shown: visible, and not being left. */
export function isPageShown(page: Document | undefined = globalThis.document): boolean {
  return !left && page?.visibilityState === 'visible';
}
