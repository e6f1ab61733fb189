import type { Browser, Locator, Page } from 'playwright-core';
import { EARLY_OVERLAY_ATTRIBUTE } from 'shared-events/first-screen';
import { RELEASE_HEALTH_PATH } from 'shared-releases';
import { newPlayerSession, type BenchSession } from './bench-player';
import { launchBenchBrowser, withStaticPage } from './bench-site';
import { EVENT_DURATION_THRESHOLD_MS, tapRunOf, type EventEntry, type TapControl, type TapMoment, type TapRun } from './tap-figures';

/** Chromium's CPU slowdown for the slow phone (Lighthouse's mobile default). */
export const TAP_CPU_SLOWDOWN = 4;
/** A person sees the control, then taps it this much later. */
export const SEEN_TO_TAP_MS = 300;
/** A tap that has not made its control usable by then counts as never usable (a person taps again). */
const USABLE_TIMEOUT_MS = 15_000;
/** How long a control may take to show on the fresh page before the run is given up. */
const VISIBLE_TIMEOUT_MS = 30_000;
/** Typed into the games search right after its tap: part of a title the catalogue has (Cash Bandits, 2 and 3). */
export const SEARCH_QUERY = 'bandits';
/** Chosen in the account history's Kind filter right after its tap. */
export const HISTORY_KIND = 'deposit';
/** Typed into the identity check's Address field right after its tap (a new player has none). */
export const ADDRESS_TYPED = '12 Main Street';

const PHONE = { width: 390, height: 844 };

/** How each control is reached, tapped and found usable. */
interface TapPlan {
  control: TapControl;
  path: string;
  /** Opened first with a tap that is not measured (the control is in the phone menu). */
  inMenu: boolean;
  target: (page: Page) => Locator;
  /** Typed right after the tap. */
  typed?: string;
  /** An option chosen in the tapped `<select>` right after the tap (a phone shows its own picker, which the page never sees). */
  chosen?: string;
  /** A signed-in player's page: the page starts with a session of the bench's own player. */
  signedIn?: boolean;
  /** What the page shows when the control never became usable (what became of the typed text, say). */
  explain?: (page: Page) => Promise<string>;
}

/** What a page showed after a SIGN UP NOW tap that never opened a usable form: the dialogues open, the early view, the tapped button's busy mark. */
const explainSignUp = (page: Page) =>
  page.evaluate((overlayAttribute) => {
    const dialogs = [...document.querySelectorAll('[role="dialog"]')]
      .filter((dialog) => dialog.getClientRects().length > 0)
      .map((dialog) => {
        const forms = [...dialog.querySelectorAll('form')].map((form) => {
          const field = form.querySelector<HTMLInputElement>('input, select, textarea');
          const state = !field ? 'no field' : field.disabled ? 'first field disabled' : field.readOnly ? 'first field read-only' : field.getClientRects().length === 0 ? 'first field not shown' : 'first field editable';
          return `form "${form.getAttribute('aria-label') ?? '?'}" (${state})`;
        });
        const name = dialog.getAttribute('aria-label') ?? dialog.querySelector('h1, h2')?.textContent ?? '?';
        return `"${name}" with ${forms.length > 0 ? forms.join(', ') : `no form: ${(dialog.textContent ?? '').trim().slice(0, 80)}`}`;
      });
    const early = document.querySelector(`[${overlayAttribute}]`);
    const busy = document.querySelectorAll('button[aria-busy="true"]').length;
    return `(the page then showed ${dialogs.length > 0 ? `the dialogue ${dialogs.join(', ')}` : 'no dialogue'}; early view ${early ? (early.hasAttribute('hidden') ? 'hidden' : 'shown') : 'absent'}; ${busy} button(s) busy)`;
  }, EARLY_OVERLAY_ATTRIBUTE);

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const mobileMenu = (page: Page) => page.getByRole('navigation', { name: 'Mobile menu' });

/** The tap floor: a static page whose `<details>` the browser opens by itself (no script), served beside the site's pages. */
export const TAP_FLOOR_PATH = '/bench-tap-floor.html';
const TAP_FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tap floor</title><style>body{margin:0;background:#0d0b1e;color:#f4f1ff;font-family:system-ui,sans-serif}main{padding:1rem}
summary{display:inline-block;padding:0.75rem 1.25rem;border:1px solid #f4f1ff;border-radius:0.5rem;cursor:pointer}</style></head>
<body><main><h1>Tap floor</h1><details><summary>Open the panel</summary><nav aria-label="Floor panel"><p>The panel is open.</p></nav></details></main></body></html>`;

/** Serves the tap floor from this checkout's host build (the floor is measured beside its taps only) until the returned function removes it. */
export const withTapFloorPage = () => withStaticPage(TAP_FLOOR_PATH, TAP_FLOOR_HTML);

export const TAP_PLANS: ReadonlyArray<TapPlan> = [
  { control: 'floor', path: TAP_FLOOR_PATH, inMenu: false, target: (page) => page.getByText('Open the panel', { exact: true }) },
  { control: 'menu', path: '/', inMenu: false, target: menuButton },
  { control: 'LOGIN', path: '/', inMenu: true, target: (page) => mobileMenu(page).getByRole('button', { name: 'LOGIN', exact: true }) },
  { control: 'SIGN UP NOW', path: '/', inMenu: false, target: (page) => page.getByRole('button', { name: 'SIGN UP NOW', exact: true }), explain: explainSignUp },
  { control: 'chat', path: '/', inMenu: true, target: (page) => mobileMenu(page).getByRole('button', { name: 'CONTACT SUPPORT', exact: true }) },
  { control: 'search box', path: '/lobby/games/', inMenu: false, target: (page) => page.getByRole('searchbox', { name: 'Search games' }), typed: SEARCH_QUERY,
    explain: async (page) => `(the search box then held "${await page.getByRole('searchbox', { name: 'Search games' }).inputValue()}" after "${SEARCH_QUERY}" was typed)` },
  // The first card's SIGN UP NOW on the promotions page: its first screen comes from the site server, and the button opens the onboarding modal.
  { control: 'promotions SIGN UP NOW', path: '/lobby/promotions/', inMenu: false, target: (page) => page.getByRole('button', { name: 'SIGN UP NOW', exact: true }).first(),
    explain: explainSignUp },
  { control: 'history filter', path: '/lobby/account/history', inMenu: false, signedIn: true, target: (page) => page.getByRole('combobox', { name: 'Kind' }), chosen: HISTORY_KIND,
    explain: async (page) => `(the Kind filter then held "${await page.getByRole('combobox', { name: 'Kind' }).inputValue()}" after "${HISTORY_KIND}" was chosen)` },
  { control: 'withdraw tab', path: '/cashier/', inMenu: false, signedIn: true, target: (page) => page.getByRole('tab', { name: 'Withdraw', exact: true }) },
  { control: 'identity check', path: '/lobby/account/verification', inMenu: false, signedIn: true, target: (page) => page.getByRole('textbox', { name: 'Address', exact: true }), typed: ADDRESS_TYPED,
    explain: async (page) => `(the Address field then held "${await page.getByRole('textbox', { name: 'Address', exact: true }).inputValue()}" after "${ADDRESS_TYPED}" was typed)` },
];

interface Recorded {
  events: EventEntry[];
  taps: TapMoment[];
  usableAt: number | null;
}

/**
 * Installed before the page's own scripts (a string: the page runs it as it is). Records Event
 * Timing entries and each tap's finger down and up; from the first tap on, checks in every
 * animation frame whether the control's result is usable and keeps the first frame's time. The
 * checks read the DOM as a person sees it: the floor's open panel, the phone menu, the login form's user-name field, the
 * sign-up form's first field, the chat's message box (or its email field for a visitor), the
 * games search showing only the titles that match what was typed, the history answering the kind
 * chosen (its entries of that kind, or none), the Withdraw tab showing what may be withdrawn, and
 * the identity check's Address field holding what was typed.
 */
const recorderScript = (control: TapControl, query: string) => `(() => {
  const control = ${JSON.stringify(control)};
  const query = ${JSON.stringify(query.toLowerCase())};
  const bench = (window.__benchTaps = { events: [], taps: [], usableAt: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId || 0 });
  }).observe({ type: 'event', durationThreshold: ${EVENT_DURATION_THRESHOLD_MS}, buffered: true });
  const shown = (element) => !!element && element.getClientRects().length > 0 &&
    (typeof element.checkVisibility !== 'function' || element.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
  const editable = (element) => shown(element) && !element.disabled && !element.readOnly;
  const labelled = (root, text) => [...root.querySelectorAll('label')].find((label) => label.textContent.trim() === text)?.control ?? null;
  const checks = {
    floor: () => shown(document.querySelector('nav[aria-label="Floor panel"]')),
    menu: () => shown(document.querySelector('nav[aria-label="Mobile menu"]')),
    // Any such form shown: a page may also hold the early view of the same form, hidden unless it is what the tap opened.
    LOGIN: () => [...document.querySelectorAll('form[aria-label="Log in"]')].some((form) => editable(labelled(form, 'Username or email'))),
    'SIGN UP NOW': () => [...document.querySelectorAll('form[aria-label="Sign up"], form[aria-label="Quick sign up"]')]
      .some((form) => editable(form.querySelector('input, select, textarea'))),
    'promotions SIGN UP NOW': () => checks['SIGN UP NOW'](),
    chat: () => {
      const panel = document.querySelector('[aria-label="Live chat"]');
      return !!panel && (editable(panel.querySelector('input[aria-label="Your message"]')) || editable(panel.querySelector('#chat-visitor-email')));
    },
    'search box': () => {
      const results = document.querySelector('section[aria-labelledby="search-results-heading"]');
      if (!shown(results)) return false;
      const titles = [...results.querySelectorAll('ul[aria-label="Games"] a')].map((link) => link.textContent.toLowerCase());
      return titles.length > 0 && titles.every((title) => title.includes(query));
    },
    'history filter': () => {
      const kind = document.querySelector('[role="group"][aria-label="Filter the history"] select');
      if (!kind || kind.value !== query) return false;
      const answered = [...document.querySelectorAll('p')].some((line) => line.textContent.trim() === 'Nothing matches these filters.' && shown(line));
      return answered || shown(document.querySelector('[role="region"][aria-label="Your account history"]'));
    },
    'withdraw tab': () => {
      const tab = [...document.querySelectorAll('[role="tab"]')].find((candidate) => candidate.textContent.trim() === 'Withdraw');
      const panel = document.querySelector('[role="tabpanel"]');
      return !!tab && tab.getAttribute('aria-selected') === 'true' && !!panel &&
        [...panel.querySelectorAll('dt')].some((term) => term.textContent.trim() === 'Withdrawable' && shown(term));
    },
    'identity check': () => {
      const form = document.querySelector('form[aria-label="Your details"]');
      const field = form && labelled(form, 'Address');
      return editable(field) && field.value.toLowerCase().includes(query);
    },
  };
  let polling = false;
  const poll = () => {
    if (checks[control]()) {
      bench.usableAt = performance.now();
      polling = false;
      return;
    }
    requestAnimationFrame(poll);
  };
  addEventListener('pointerdown', (event) => {
    bench.taps.push({ downAt: event.timeStamp, upAt: event.timeStamp });
    if (!polling && bench.usableAt === null) {
      polling = true;
      requestAnimationFrame(poll);
    }
  }, { capture: true, passive: true });
  addEventListener('pointerup', (event) => {
    const tap = bench.taps[bench.taps.length - 1];
    if (tap) tap.upAt = event.timeStamp;
  }, { capture: true, passive: true });
})();`;

/** Taps the centre of the control 300 ms after it showed, as a person who sees it and taps. */
async function tapWhenSeen(page: Page, control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible', timeout: VISIBLE_TIMEOUT_MS });
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box on the page');
  await page.waitForTimeout(SEEN_TO_TAP_MS);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Opens the phone menu (not measured): taps Menu again while a tap is lost on a page not yet started. */
async function openMenu(page: Page): Promise<void> {
  await menuButton(page).waitFor({ state: 'visible', timeout: VISIBLE_TIMEOUT_MS });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const box = await menuButton(page).boundingBox();
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    if (await mobileMenu(page).waitFor({ state: 'visible', timeout: 2000 }).then(() => true, () => false)) return;
  }
  throw new Error('the phone menu did not open after 10 taps');
}

/**
 * Lets the host send the page's vitals (LCP, INP, CLS) to the site, as a player's page does when it
 * is left: its reporter starts once the page is idle after paint (a chunk of its own), then the
 * page is left (hidden), which sends them.
 */
async function leaveAfterReporting(page: Page): Promise<void> {
  await page
    .waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('page-vitals')), undefined, { timeout: 15_000 })
    .then(() => page.waitForTimeout(500), () => undefined);
  // The beacon leaves as the page goes; closing the context at once could drop it.
  const sent = page
    .context()
    .waitForEvent('requestfinished', { predicate: (request) => request.method() === 'POST' && request.url().endsWith(RELEASE_HEALTH_PATH), timeout: 3000 })
    .catch(() => undefined);
  await page.goto('about:blank').catch(() => undefined);
  await sent;
}

/**
 * Before the page's scripts: the player's session as the host keeps it after a login (the daily
 * reward popup dismissed for today), unless the page has one already (the host may have renewed it).
 */
const sessionScript = (session: BenchSession) => `(() => {
  if (localStorage.getItem('casino.session')) return;
  localStorage.setItem('casino.session', ${JSON.stringify(JSON.stringify(session))});
  localStorage.setItem('casino.rewards', JSON.stringify({ dismissed: Date.now() }));
})();`;

/** One first tap of `plan` on a fresh page of a fresh browser context (empty cache) on a slow phone; a signed-in plan as `session`'s player. */
async function measureTap(browser: Browser, origin: string, plan: TapPlan, userAgent: string, session: BenchSession | null): Promise<TapRun> {
  const context = await browser.newContext({ viewport: PHONE, screen: PHONE, isMobile: true, hasTouch: true, userAgent });
  try {
    if (plan.signedIn) {
      if (!session) throw new Error('no player to sign in');
      // The cookie that marks a player's pages (host/src/session/player-hint.ts), as after a login.
      await context.addCookies([{ name: 'casino_player', value: '1', url: origin }]);
      await context.addInitScript(sessionScript(session));
    }
    const page = await context.newPage();
    await page.addInitScript(recorderScript(plan.control, plan.typed ?? plan.chosen ?? ''));
    const cdp = await context.newCDPSession(page);
    // Set before the navigation, so the page's whole start-up runs on the slow CPU.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_CPU_SLOWDOWN });
    await page.goto(`${origin}${plan.path}`, { waitUntil: 'commit' });
    if (plan.inMenu) await openMenu(page);
    await tapWhenSeen(page, plan.target(page));
    if (plan.typed) await page.keyboard.type(plan.typed);
    if (plan.chosen) await plan.target(page).selectOption(plan.chosen);
    await page
      .waitForFunction(() => (window as unknown as { __benchTaps: Recorded }).__benchTaps.usableAt !== null, undefined, { timeout: USABLE_TIMEOUT_MS })
      .catch(() => undefined);
    const recorded = await page.evaluate(() => (window as unknown as { __benchTaps: Recorded }).__benchTaps);
    const run = tapRunOf(plan.control, recorded.events, recorded.taps.at(-1) ?? null, recorded.usableAt);
    if (run.tapToUsableMs === null && recorded.taps.length > 0) {
      run.problem = `${run.problem} within ${USABLE_TIMEOUT_MS / 1000} s ${plan.explain ? await plan.explain(page).catch(() => '') : ''}`.trim();
    }
    await leaveAfterReporting(page);
    return run;
  } catch (error) {
    return { control: plan.control, eventLatencyMs: null, tapToUsableMs: null, problem: `failed: ${(error as Error).message.split('\n')[0]}` };
  } finally {
    await context.close();
  }
}

/** A site whose first taps are measured: its pages, and its provider (for the signed-in taps' player). */
export interface TapSite {
  origin: string;
  providerUrl: string;
}

/**
 * `runs` rounds of first taps on every control, each on its own fresh page, on a phone-sized touch
 * screen with Chromium's CPU slowed down {@link TAP_CPU_SLOWDOWN} times: the runs of each site, in the order
 * of `sites`. With two sites (`--taps --against`), each tap is measured on both one right after the other,
 * the first of the two taking turns, so the machine's slow moments fall on both. `controls` keeps only those taps (and
 * the floor's): more rounds of a few taps in the same time.
 */
export async function measureTaps(sites: ReadonlyArray<TapSite>, runs: number, controls?: ReadonlySet<string>): Promise<TapRun[][]> {
  const plans = TAP_PLANS.filter((plan) => plan.control === 'floor' || !controls || controls.has(plan.control));
  const browser = await launchBenchBrowser();
  try {
    // A phone's user agent: the site serves a phone what it serves phones (the lobby's mobile games file).
    const userAgent = `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Mobile Safari/537.36`;
    const sessions: Array<BenchSession | null> = [];
    for (const site of sites) {
      // A throwaway visit: the first page a freshly started site and provider serve is slower than any other.
      const warmUp = await browser.newContext();
      await (await warmUp.newPage()).goto(`${site.origin}/lobby/games/`).catch(() => undefined);
      await warmUp.close();
      // One player for every signed-in tap: a new player (no deposits, unverified) sees what each screen shows first.
      sessions.push(plans.some((plan) => plan.signedIn) ? await newPlayerSession(site.providerUrl) : null);
    }
    const results: TapRun[][] = sites.map(() => []);
    for (let round = 0; round < runs; round += 1) {
      for (const plan of plans) {
        const order = sites.map((_site, index) => index);
        if (round % 2 === 1) order.reverse();
        for (const index of order) {
          // The floor is the machine's, not a commit's: measured once a round, beside this checkout's taps.
          if (plan.control === 'floor' && index !== 0) continue;
          const run = await measureTap(browser, sites[index]!.origin, plan, userAgent, sessions[index] ?? null);
          results[index]!.push(run);
        }
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
