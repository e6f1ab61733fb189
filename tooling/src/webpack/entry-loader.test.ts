/** @jest-environment jsdom */
import { entryLoaderSource } from './entry-loader';

const replayOf = () => (window as unknown as Record<string, (() => void) | undefined>).__casinoReplayEarlyTap;
// Each test's loader lets go of the document's clicks afterwards, as the host does once it has the page.
let handBack: (() => void) | undefined;
afterEach(() => handBack?.());

/** Runs the loader as the page's inline script does, then lets the page reach DOMContentLoaded. */
function loadPage(body: string) {
  handBack?.();
  document.head.innerHTML = '';
  document.body.innerHTML = body;
  // The loader is inline script text; this is how the page runs it.
  new Function(entryLoaderSource(['/main.1a2b.js'], ['/shared-packages.3c4d.js', '/860.5e6f.js']))();
  handBack = replayOf();
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

const started = () => ({
  scripts: [...document.head.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), async: script.async })),
  preloads: [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.as} ${link.getAttribute('href')}`),
});

/**
 * Runs `steps` in a browser whose paint timing the test drives (`reportPaint` reports the first
 * contentful paint) and whose clock is Jest's.
 */
function withPaintTiming(steps: (reportPaint: () => void) => void) {
  let reportPaint = () => undefined as void;
  class PaintObserver {
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: PaintObserver) => void) {
      reportPaint = () => callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) }, this);
    }
    observe() {}
    disconnect() {}
  }
  Object.assign(globalThis, { PerformanceObserver: PaintObserver });
  jest.useFakeTimers();
  try {
    steps(() => reportPaint());
  } finally {
    jest.useRealTimers();
    Reflect.deleteProperty(globalThis, 'PerformanceObserver');
  }
}

describe('entry loader', () => {
  test('a page with nothing to paint starts the entry in order and preloads the boot files at DOMContentLoaded', () => {
    loadPage('<div id="root"></div>');
    expect(started()).toEqual({
      scripts: [{ src: '/main.1a2b.js', async: false }],
      preloads: ['preload script /shared-packages.3c4d.js', 'preload script /860.5e6f.js'],
    });
  });

  test('a prerendered page starts them once its first content is painted, and only once', () => {
    withPaintTiming((reportPaint) => {
      loadPage('<div id="root"><main><h1>Games</h1></main></div>');
      expect(started()).toEqual({ scripts: [], preloads: [] });
      reportPaint();
      expect(started().scripts).toEqual([{ src: '/main.1a2b.js', async: false }]);
      expect(started().preloads).toHaveLength(2);
      // The one-second fallback finds the entry already started.
      jest.advanceTimersByTime(1000);
      expect(started().scripts).toHaveLength(1);
    });
  });

  test("a first screen's eager images finish before the entry starts, within the second after the page is parsed", () => {
    withPaintTiming((reportPaint) => {
      loadPage('<div id="root"><main><h1>Games</h1><img fetchpriority="high" src="/a.avif"><img fetchpriority="high" src="/b.avif"><img loading="lazy" src="/c.avif"></main></div>');
      const [first, second] = [...document.querySelectorAll('img')];
      reportPaint();
      // Painted, but the tiles' images are still coming: nothing of the site's code yet.
      expect(started().scripts).toEqual([]);
      first!.dispatchEvent(new Event('load'));
      expect(started().scripts).toEqual([]);
      // A failed image does not hold the page back either.
      second!.dispatchEvent(new Event('error'));
      expect(started().scripts).toEqual([{ src: '/main.1a2b.js', async: false }]);
      // Another page whose images never arrive starts after one second all the same.
      loadPage('<div id="root"><main><h1>Games</h1><img fetchpriority="high" src="/slow.avif"></main></div>');
      reportPaint();
      expect(started().scripts).toEqual([]);
      jest.advanceTimersByTime(1000);
      expect(started().scripts).toHaveLength(1);
    });
  });

  test('a tap on a button before hydration is shown busy, starts the entry, and is clicked again when the host hands it back', () => {
    loadPage('<div id="root"><main><button type="button">Menu</button><button type="button">LOGIN</button><a href="/lobby/games/">GAMES</a></main></div>');
    const [menu, login] = [...document.querySelectorAll('button')];
    const clicks: string[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).textContent ?? ''));
    menu!.click();
    login!.click();
    // Held: no handler of the page saw them; only the last tap is kept, and it shows it was taken.
    expect(clicks).toEqual([]);
    expect([menu!.getAttribute('aria-busy'), login!.getAttribute('aria-busy')]).toEqual([null, 'true']);
    expect(started().scripts).toEqual([{ src: '/main.1a2b.js', async: false }]);
    replayOf()!();
    expect(clicks).toEqual(['LOGIN']);
    expect(login!.hasAttribute('aria-busy')).toBe(false);
    // From then on the page's own handlers take every tap.
    menu!.click();
    expect(clicks).toEqual(['LOGIN', 'Menu']);
  });
});
