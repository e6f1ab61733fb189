import { whenBrowserIdle, whenPageLoaded } from 'shared-ui';
/**
 * When the page has done its own work: loaded, painted, its route's remote in place, and the
 * browser idle. Prefetching and quiet overlays wait for this, so they never compete with what
 * the visitor came to see.
 */

/** Marked on the performance timeline when the after-paint work starts (the bench reads it). */
export const IDLE_WORK_MARK = 'casino:idle-work';

let pendingRouteLoads = 0;
let settledWaiters: Array<() => void> = [];

/** Counts a route's remote as part of the page until it has loaded (or failed). */
export function trackRouteLoad<T>(load: Promise<T>): Promise<T> {
  pendingRouteLoads += 1;
  const done = () => {
    pendingRouteLoads -= 1;
    if (pendingRouteLoads > 0) return;
    const waiters = settledWaiters;
    settledWaiters = [];
    waiters.forEach((wake) => wake());
  };
  load.then(done, done);
  return load;
}

/**
 * Resolves once the route's remotes have loaded (or failed): at once on a page of the host's own. It waits neither for
 * the page's load event (its pictures) nor for the browser to be idle. Call it after the first render, so the route's
 * remote is already counted.
 */
export const whenRouteSettled = (): Promise<void> =>
  pendingRouteLoads === 0 ? Promise.resolve() : new Promise((resolve) => settledWaiters.push(resolve));

let idleAfterPaint: Promise<void> | undefined;

/**
 * Resolves once, after the load event, once the route's remotes have settled and the browser is
 * idle. Call it after the first render, so the route's remote is already counted.
 */
export function whenIdleAfterPaint(): Promise<void> {
  idleAfterPaint ??= whenPageLoaded()
    .then(whenRouteSettled)
    .then(whenBrowserIdle)
    .then(() => {
      performance.mark?.(IDLE_WORK_MARK);
    });
  return idleAfterPaint;
}
