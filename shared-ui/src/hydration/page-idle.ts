/** Longest wait for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 3000;

/** Resolves once the page has loaded (its load event), at once if it has. */
export const whenPageLoaded = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/** Resolves at the browser's next idle moment, or after three seconds on a page that is never idle. */
export const whenBrowserIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });
