/**
 * When the page has done its own work: loaded, painted, its route's remote in place, and the
 * browser idle. Prefetching and quiet overlays wait for this, so they never compete with what
 * the visitor came to see.
 */

/** Marked on the performance timeline when the after-paint work starts (the bench reads it). */
export const IDLE_WORK_MARK = 'casino:idle-work';
/** Longest wait for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 3000;

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

const routeLoadsSettled = (): Promise<void> =>
  pendingRouteLoads === 0 ? Promise.resolve() : new Promise((resolve) => settledWaiters.push(resolve));

const pageLoaded = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

const browserIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });

let idleAfterPaint: Promise<void> | undefined;

/**
 * Resolves once, after the load event, once the route's remotes have settled and the browser is
 * idle. Call it after the first render, so the route's remote is already counted.
 */
export function whenIdleAfterPaint(): Promise<void> {
  idleAfterPaint ??= pageLoaded()
    .then(routeLoadsSettled)
    .then(browserIdle)
    .then(() => {
      performance.mark?.(IDLE_WORK_MARK);
    });
  return idleAfterPaint;
}
