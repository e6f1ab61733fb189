/** @jest-environment jsdom */
import { FIRST_SCREEN_IMAGE_TIMING } from 'shared-events/first-screen';
import { entryLoaderSource } from './entry-loader';

type HandBack = (isHydrated: (element: Element) => boolean, hydrateFirst?: (element: Element) => void) => void;
const replayOf = () => (window as unknown as Record<string, HandBack | undefined>).__casinoReplayEarlyTap;
// Each test's loader lets every click through afterwards, as after the host has hydrated the whole page.
let handBack: HandBack | undefined;
afterEach(() => handBack?.(() => true));

/** Runs the loader as the page's inline script does, then lets the page reach DOMContentLoaded. */
function loadPage(body: string) {
  handBack?.(() => true);
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

/** What the test's browser reports: the first contentful paint, and Element Timing's entry for an element shown. */
interface PaintReports {
  reportPaint: () => void;
  reportShown: (element: Element) => void;
}

/**
 * Runs `steps` in a browser whose paint timing the test drives and whose clock is Jest's. With
 * `elementTiming`, the browser also has Element Timing and lays the page out on a phone's screen.
 */
function withPaintTiming(steps: (reports: PaintReports) => void, { elementTiming = false } = {}) {
  type EntryList = { getEntriesByName: (name: string) => unknown[]; getEntries: () => unknown[] };
  const observers = new Map<string, { callback: (list: EntryList, observer: unknown) => void; observer: unknown }>();
  class PaintObserver {
    static supportedEntryTypes = elementTiming ? ['paint', 'element'] : ['paint'];
    constructor(private readonly callback: (list: never, observer: unknown) => void) {}
    observe({ type }: { type: string }) {
      observers.set(type, { callback: this.callback as never, observer: this });
    }
    disconnect() {}
  }
  const report = (type: string, entries: Array<{ name?: string; element?: Element }>) => {
    const observed = observers.get(type);
    observed?.callback({ getEntriesByName: (name) => entries.filter((entry) => entry.name === name), getEntries: () => entries }, observed.observer);
  };
  Object.assign(globalThis, { PerformanceObserver: PaintObserver });
  const layout = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    // Laid out as on a phone: an element marked `data-below` is under the first screen.
    const top = this.hasAttribute('data-below') ? 2000 : 100;
    return { top, bottom: top + 150, left: 0, right: 200, width: elementTiming ? 200 : 0, height: 150, x: 0, y: top, toJSON: () => ({}) };
  });
  jest.useFakeTimers();
  try {
    steps({ reportPaint: () => report('paint', [{ name: 'first-contentful-paint' }]), reportShown: (element) => report('element', [{ element }]) });
  } finally {
    jest.useRealTimers();
    layout.mockRestore();
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
    withPaintTiming(({ reportPaint }) => {
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

  test("a first screen's eager images load and paint before the entry starts, within the second after the page is parsed", () => {
    withPaintTiming(({ reportPaint }) => {
      loadPage('<div id="root"><main><h1>Games</h1><img fetchpriority="high" src="/a.avif"><img fetchpriority="high" src="/b.avif"><img loading="lazy" src="/c.avif"></main></div>');
      const [first, second] = [...document.querySelectorAll('img')];
      reportPaint();
      // Painted, but the tiles' images are still coming: nothing of the site's code yet.
      expect(started().scripts).toEqual([]);
      first!.dispatchEvent(new Event('load'));
      expect(started().scripts).toEqual([]);
      // A failed image does not hold the page back either.
      second!.dispatchEvent(new Event('error'));
      // Loaded, not yet shown: the entry waits for the frame that paints them.
      expect(started().scripts).toEqual([]);
      jest.advanceTimersByTime(20);
      expect(started().scripts).toEqual([{ src: '/main.1a2b.js', async: false }]);
      // Another page whose images never arrive starts after one second all the same.
      loadPage('<div id="root"><main><h1>Games</h1><img fetchpriority="high" src="/slow.avif"></main></div>');
      reportPaint();
      expect(started().scripts).toEqual([]);
      jest.advanceTimersByTime(1000);
      expect(started().scripts).toHaveLength(1);
    });
  });

  test('with Element Timing, an eager image on screen counts once it is shown, not when it has loaded', () => {
    withPaintTiming(({ reportPaint, reportShown }) => {
      const timed = `fetchpriority="high" elementtiming="${FIRST_SCREEN_IMAGE_TIMING}"`;
      loadPage(`<div id="root"><main><img ${timed} src="/a.avif"><img ${timed} data-below src="/b.avif"></main></div>`);
      const [onScreen, below] = [...document.querySelectorAll('img')];
      reportPaint();
      onScreen!.dispatchEvent(new Event('load'));
      below!.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(20);
      // The image below the first screen is done (loaded, a frame passed); the one on screen is loaded but not yet shown.
      expect(started().scripts).toEqual([]);
      reportShown(onScreen!);
      expect(started().scripts).toEqual([{ src: '/main.1a2b.js', async: false }]);
    }, { elementTiming: true });
  });

  /** A page with two buttons and a link; `clicks` lists what reached the page's own handlers. */
  function pageWithButtons() {
    loadPage('<div id="root"><main><button type="button">Menu</button><button type="button">LOGIN</button><a href="/lobby/games/">GAMES</a></main></div>');
    const [menu, login] = [...document.querySelectorAll('button')];
    const clicks: string[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).textContent ?? ''));
    return { menu: menu!, login: login!, clicks };
  }

  test('a tap on a button before hydration is shown busy, starts the entry, and is clicked again once the host has hydrated the button', () => {
    jest.useFakeTimers();
    try {
      const { menu, login, clicks } = pageWithButtons();
      menu.click();
      login.click();
      // Held: no handler of the page saw them; only the last tap is kept, and it shows it was taken.
      expect(clicks).toEqual([]);
      expect([menu.getAttribute('aria-busy'), login.getAttribute('aria-busy')]).toEqual([null, 'true']);
      expect(started().scripts).toEqual([{ src: '/main.1a2b.js', async: false }]);
      // The host has the page, but React has hydrated only the menu so far: LOGIN's tap waits, frame after frame.
      const hydrated = new Set<Element>([menu]);
      replayOf()!((element) => hydrated.has(element));
      jest.advanceTimersByTime(100);
      expect(clicks).toEqual([]);
      expect(login.getAttribute('aria-busy')).toBe('true');
      // A tap on a hydrated button goes to the page at once.
      menu.click();
      expect(clicks).toEqual(['Menu']);
      hydrated.add(login);
      jest.advanceTimersByTime(16);
      expect(clicks).toEqual(['Menu', 'LOGIN']);
      expect(login.hasAttribute('aria-busy')).toBe(false);
      // From then on the page's own handlers take every tap.
      login.click();
      expect(clicks).toEqual(['Menu', 'LOGIN', 'LOGIN']);
    } finally {
      jest.useRealTimers();
    }
  });

  test('after the hand-back, a tap on a button React has not hydrated yet is held until it has; one never hydrated is let go after ten seconds', () => {
    jest.useFakeTimers();
    try {
      const { menu, login, clicks } = pageWithButtons();
      const hydrated = new Set<Element>();
      replayOf()!((element) => hydrated.has(element));
      menu.click();
      expect(clicks).toEqual([]);
      expect(menu.getAttribute('aria-busy')).toBe('true');
      hydrated.add(menu);
      jest.advanceTimersByTime(16);
      expect(clicks).toEqual(['Menu']);

      login.click();
      expect(login.getAttribute('aria-busy')).toBe('true');
      jest.advanceTimersByTime(10_100);
      // Not clicked, and no longer shown busy: the person can see the tap was not taken and tap again.
      expect(clicks).toEqual(['Menu']);
      expect(login.hasAttribute('aria-busy')).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  test("after the hand-back, a press on a field React has not hydrated is kept from React (which would hydrate its part in the event), not from the browser; that part is hydrated first; what is typed or chosen still reaches React", () => {
    jest.useFakeTimers();
    try {
      loadPage(
        '<div id="root"><main><input type="search" aria-label="Search games"><input type="checkbox" aria-label="Keep me signed in">' +
          '<a href="/lobby/games/">GAMES</a></main></div><div id="outside"><input></div>',
      );
      const [search, keep, outside] = [...document.querySelectorAll('input')];
      const link = document.querySelector('a')!;
      // React listens on the root: what reaches it there, React acts on.
      const reachedReact: string[] = [];
      const root = document.getElementById('root')!;
      for (const type of ['pointerdown', 'mousedown', 'click', 'keydown', 'input', 'change']) {
        root.addEventListener(type, (event) => reachedReact.push(`${type} ${event.target instanceof HTMLInputElement ? event.target.type : (event.target as HTMLElement).tagName}`));
      }
      const hydrated = new Set<Element>();
      const hurried: Element[] = [];
      replayOf()!((element) => hydrated.has(element), (element) => hurried.push(element));

      const press = ['pointerdown', 'mousedown', 'click'].map((type) => new Event(type, { bubbles: true, cancelable: true }));
      for (const event of press) search!.dispatchEvent(event);
      expect(reachedReact).toEqual([]);
      // Not prevented: the field is focused as it would be.
      expect(press.map((event) => event.defaultPrevented)).toEqual([false, false, false]);
      // What is typed reaches React, which takes it into its state as it hydrates.
      for (const type of ['keydown', 'input']) search!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(reachedReact).toEqual(['keydown search', 'input search']);
      // A checkbox's click is its change: it reaches React too.
      keep!.click();
      expect(reachedReact).toEqual(['keydown search', 'input search', 'click checkbox', 'input checkbox', 'change checkbox']);
      // The search's part is asked to hydrate first once, after the tap's frame, however many presses reached it.
      expect(hurried).toEqual([]);
      jest.advanceTimersByTime(32);
      expect(hurried).toEqual([search]);

      // A link is React's (its route change); what is outside the root (the early view) is not React's at all.
      reachedReact.length = 0;
      link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(reachedReact).toEqual(['pointerdown A']);
      const reachedOutside = jest.fn();
      document.getElementById('outside')!.addEventListener('pointerdown', reachedOutside);
      outside!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(reachedOutside).toHaveBeenCalledTimes(1);
      // Once React has the field, a press reaches it.
      hydrated.add(search!);
      search!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(reachedReact).toEqual(['pointerdown A', 'pointerdown search']);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a button tapped and a field focused before the hand-back are hydrated first once the host has the page', () => {
    jest.useFakeTimers();
    try {
      const { login } = pageWithButtons();
      const search = document.createElement('input');
      document.querySelector('main')!.append(search);
      login.click();
      search.focus();
      const hurried: Element[] = [];
      replayOf()!(() => false, (element) => hurried.push(element));
      jest.advanceTimersByTime(32);
      expect(hurried).toEqual([login, search]);
    } finally {
      jest.useRealTimers();
    }
  });

  /** A page with SIGN UP NOW and the site server's early sign-up view beside the root, held in a template with its styles (docs/decisions/059, 061). */
  function pageWithEarlySignup() {
    loadPage(
      '<div id="root"><main><button type="button" data-opens="onboarding.open" data-opens-state="signup">SIGN UP NOW</button>' +
        '<button type="button" data-opens="onboarding.open" data-opens-state="login">LOGIN</button></main></div>' +
        '<div data-early-overlay="mfe-onboarding/OnboardingModal" hidden><template><style data-styled="true">.dimmed{position:fixed}</style>' +
        '<div data-early-view="signup"><div class="dimmed">' +
        '<div role="dialog" tabindex="-1" aria-label="Sign Up"><button type="button" aria-label="Close">×</button>' +
        '<form aria-label="Sign up"><label>Email <input name="email"></label><button type="submit">Next</button></form></div></div></div></template></div>',
    );
    const [signUp, login] = [...document.querySelectorAll<HTMLButtonElement>('#root button')];
    const overlay = document.querySelector<HTMLElement>('[data-early-overlay]')!;
    const clicks: string[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).textContent ?? ''));
    return { signUp: signUp!, login: login!, overlay, clicks };
  }

  test('a tap on a control whose view the page holds shows that view at once, keeps its tap past ten seconds, and clicks it once hydrated', () => {
    jest.useFakeTimers();
    try {
      const { signUp, login, overlay, clicks } = pageWithEarlySignup();
      // Until a tap needs it, the view and its styles are not in the page: only the template holds them.
      expect([document.querySelector('[role="dialog"]'), document.querySelector('style')]).toEqual([null, null]);
      login.click();
      // No early view of the log-in: only held.
      expect(overlay.hidden).toBe(true);
      signUp.click();
      expect(overlay.hidden).toBe(false);
      expect(overlay.querySelector('template')).toBeNull();
      expect(document.querySelector('style')?.textContent).toBe('.dimmed{position:fixed}');
      expect(document.activeElement).toBe(overlay.querySelector('[role="dialog"]'));
      expect(signUp.getAttribute('aria-busy')).toBe('true');
      // Typing and Enter in the early form: the form is not sent anywhere, the submit is kept for the modal.
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      overlay.querySelector('form')!.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(true);
      expect(overlay.querySelector('[data-early-view]')!.hasAttribute('data-early-submitted')).toBe(true);
      // The page starts late: the tap is still held, then clicked for the page's own handler.
      const hydrated = new Set<Element>();
      replayOf()!((element) => hydrated.has(element));
      jest.advanceTimersByTime(12_000);
      expect(signUp.getAttribute('aria-busy')).toBe('true');
      hydrated.add(signUp);
      jest.advanceTimersByTime(16);
      expect(clicks).toEqual(['SIGN UP NOW']);
    } finally {
      jest.useRealTimers();
    }
  });

  test("the early view's close icon, the dimmed page around it and Esc close it and let go of the tap that opened it", () => {
    jest.useFakeTimers();
    try {
      const { signUp, overlay, clicks } = pageWithEarlySignup();
      const close = [
        () => overlay.querySelector<HTMLButtonElement>('[aria-label="Close"]')!.click(),
        () => overlay.querySelector<HTMLElement>('.dimmed')!.click(),
        () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })),
      ];
      for (const closeIt of close) {
        signUp.click();
        expect(overlay.hidden).toBe(false);
        // A tap inside the panel (a field) leaves it open.
        overlay.querySelector('input')!.click();
        expect(overlay.hidden).toBe(false);
        closeIt();
        expect(overlay.hidden).toBe(true);
        expect(signUp.hasAttribute('aria-busy')).toBe(false);
        expect(document.activeElement).toBe(signUp);
      }
      replayOf()!(() => true);
      jest.advanceTimersByTime(100);
      // Closed: nothing opens the modal once the page has started.
      expect(clicks).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  test('of the views the overlay holds, a tap shows the one of its control alone', () => {
    loadPage(
      '<div id="root"><main><button type="button" data-opens-state="signup">SIGN UP</button><button type="button" data-opens-state="login">LOGIN</button></main></div>' +
        '<div data-early-overlay="mfe-onboarding/OnboardingModal" hidden><template>' +
        '<div data-early-view="signup"><div><div role="dialog" tabindex="-1" aria-label="Sign Up"><button type="button" aria-label="Close">×</button></div></div></div>' +
        '<div data-early-view="login"><div><div role="dialog" tabindex="-1" aria-label="Log In"><button type="button" aria-label="Close">×</button></div></div></div>' +
        '</template></div>',
    );
    const [signUp, login] = [...document.querySelectorAll<HTMLButtonElement>('#root button')];
    const shownViews = () => [...document.querySelectorAll<HTMLElement>('[data-early-view]')].filter((view) => !view.hidden).map((view) => view.dataset.earlyView);
    login!.click();
    expect(shownViews()).toEqual(['login']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Log In');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    signUp!.click();
    expect(shownViews()).toEqual(['signup']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sign Up');
  });

  test('the host shows an early view through the loader, and hears when the person closes it', () => {
    const { signUp, overlay } = pageWithEarlySignup();
    replayOf()!(() => true);
    const show = (window as unknown as Record<string, (state: string) => boolean>).__casinoShowEarlyView!;
    expect(show('login')).toBe(false);
    signUp.focus();
    const closed = jest.fn();
    overlay.addEventListener('earlyviewclosed', closed);
    expect(show('signup')).toBe(true);
    expect(overlay.hidden).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(overlay.hidden).toBe(true);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(signUp);
  });

  test('a held button taken off the page lets go of its tap', () => {
    jest.useFakeTimers();
    try {
      const { login, clicks } = pageWithButtons();
      login.click();
      replayOf()!(() => false);
      login.remove();
      jest.advanceTimersByTime(16);
      expect(login.hasAttribute('aria-busy')).toBe(false);
      expect(clicks).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
