import { createRequire } from 'node:module';
import { join } from 'node:path';
import { contractMajor } from 'shared-events/contract-version';
import {
  EARLY_OVERLAY_ATTRIBUTE, FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_RENDERER, firstScreenStateId, REMOTE_PAGE_ATTRIBUTE, type FirstScreen, type RenderFirstScreen,
} from 'shared-events/first-screen';
import { type ActiveReleases, isRemoteName } from 'shared-releases';
import { DEFAULT_ENVIRONMENT, type ReleaseEnvironment, ReleaseStore } from '../release/release-store';

/** A renderer that has not answered by then is not waited for: the page keeps the host's placeholder. */
export const FIRST_SCREEN_TIMEOUT_MS = 500;

export interface FirstScreenOptions {
  /** The release store. */
  releasesDir: string;
  /** The environment whose active releases are warmed up (production unless told). */
  environment?: ReleaseEnvironment;
  /** The site's runtime config, handed to every renderer. */
  runtimeConfig: Record<string, unknown>;
  /** The event contract the host's build was made for: a release of another major is never rendered (as the host never loads it). */
  hostContractVersion: string | undefined;
  timeoutMs?: number;
  /** Where a renderer's failure is told; the console by default. */
  onError?: (message: string, error: unknown) => void;
}

/** `<div … data-remote-page="mfe-lobby/LobbyPage" …>`: the slot the host renders around a prerendered page's remote. */
const SLOT = new RegExp(`<div([^>]*) ${REMOTE_PAGE_ATTRIBUTE}="([a-z-]+)/([A-Za-z]+)"([^>]*)>`);
/** `<div data-early-overlay="mfe-onboarding/OnboardingModal" hidden>`: the slot the host writes beside its root for an overlay a page shows before it has started. */
const EARLY_SLOT = new RegExp(`<div ${EARLY_OVERLAY_ATTRIBUTE}="([a-z-]+)/([A-Za-z]+)"[^>]*>`);
const VERSION = /^[\w.-]+$/;

/** What a page's render is for: its path, the browser, the nonce of its response and the releases of its plan. */
export interface RenderRequest {
  path: string;
  userAgent: string;
  nonce: string;
  plan: ActiveReleases;
  /** The contract of the page's host version, when it is a published one. */
  hostContractVersion?: string;
}

/** The first element `slot` finds in `page`: its match, and where its content starts and ends; null when there is none or it is not closed. */
function slotIn(page: string, slot: RegExp): { match: RegExpExecArray; innerStart: number; innerEnd: number } | null {
  const match = slot.exec(page);
  if (!match) return null;
  const innerStart = match.index + match[0].length;
  const innerEnd = closingDivOf(page, innerStart);
  return innerEnd < 0 ? null : { match, innerStart, innerEnd };
}

/** Where the element opened at `from` (just after its start tag) ends: the index of its `</div>`. */
function closingDivOf(html: string, from: number): number {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

/**
 * styled-components numbers the style groups of each sheet from 1; the remote's sheet is moved
 * past the host's, or the browser would merge two components' rules into one group when it
 * rehydrates both (and clearing one, a global style, would drop the other's).
 */
function renumberStyleGroups(tags: string, page: string): string {
  const groups = [...page.matchAll(/data-styled\.g(\d+)\[/g)].map((match) => Number(match[1]));
  const offset = groups.length > 0 ? Math.max(...groups) : 0;
  return tags.replace(/data-styled\.g(\d+)\[/g, (_match, group: string) => `data-styled.g${Number(group) + offset}[`);
}

/** JSON inside `<script>`: no `<` that could close it. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** A data block of the page (`<script type="application/json" id=…>`) holding `value`: read by the page's code, never run. */
export const jsonScript = (id: string, value: unknown): string => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;

/** The renderer's answer, or a failure once `ms` have passed (the renderer may go on; its answer is then dropped). */
async function answerWithin<T>(answer: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The head's opening tag, and the viewport's meta tag the first screen's preloads go after when the page has one. */
const HEAD_OPENING = /<head(?:\s[^>]*)?>/;
const VIEWPORT_META = /<meta name="viewport"[^>]*>/;

/**
 * Server-rendered first screens of remote pages (docs/decisions/011): for a page whose HTML holds a
 * remote's slot, runs the renderer the remote's active release published (read from the registry on
 * every page, so a rollback shows on the next load) and puts its markup in the slot, its styles in
 * the head and its state before `</body>`. Anything that goes wrong (no renderer, another contract
 * major, an error, a slow answer) leaves the page as it was: the host's placeholder, then the remote
 * loaded in the browser.
 */
export function createFirstScreens(options: FirstScreenOptions) {
  const timeoutMs = options.timeoutMs ?? FIRST_SCREEN_TIMEOUT_MS;
  const report = options.onError ?? ((message: string, error: unknown) => console.warn(message, error instanceof Error ? error.message : error));
  const store = new ReleaseStore(options.releasesDir).in(options.environment ?? DEFAULT_ENVIRONMENT);
  // Renderers are required by absolute path; the base only has to be a file name.
  const load = createRequire(store.registryPath);
  // Version folders never change, so a release's renderer is loaded once.
  const renderers = new Map<string, RenderFirstScreen | null>();

  function rendererOf(remote: string, version: string): RenderFirstScreen | null {
    const key = `${remote}@${version}`;
    if (!renderers.has(key)) {
      let renderer: RenderFirstScreen | null = null;
      try {
        const module = load(join(options.releasesDir, remote, version, FIRST_SCREEN_RENDERER)) as { renderFirstScreen?: unknown };
        if (typeof module.renderFirstScreen === 'function') renderer = module.renderFirstScreen as RenderFirstScreen;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') report(`${key}: its first-screen renderer could not be loaded`, error);
      }
      renderers.set(key, renderer);
    }
    return renderers.get(key) ?? null;
  }

  /**
   * The release of `remote` in the page's plan (its active, canary or previewed version: the one the
   * host of this page loads), when this host loads it (same contract major). The plan is made from
   * the registry for every page, so a rollback shows on the next load.
   */
  function activeIn(registry: ActiveReleases | null, remote: string, hostContractVersion = options.hostContractVersion): string | null {
    const entry = isRemoteName(remote) ? registry?.remotes[remote] : undefined;
    if (!entry?.active || !VERSION.test(entry.active) || !hostContractVersion) return null;
    try {
      return contractMajor(entry.contractVersion) === contractMajor(hostContractVersion) ? entry.active : null;
    } catch {
      return null; // a registry entry without a readable contract version is never rendered
    }
  }
  const readRegistry = () => store.readActiveReleases().catch(() => null);

  /** Loads the renderers of the remotes' active releases, so the first page does not wait for one. */
  async function warmUp(): Promise<void> {
    const registry = await readRegistry();
    for (const remote of Object.keys(registry?.remotes ?? {})) {
      const version = activeIn(registry, remote);
      if (version) rendererOf(remote, version);
    }
  }

  /** What the release of `remote` that `request.plan` names renders for `exposed`; null when it renders nothing or fails. */
  async function rendered(remote: string, exposed: string, request: RenderRequest): Promise<{ screen: FirstScreen; version: string } | null> {
    // The page's host version's contract (docs/decisions/037), else this server's own build's.
    const version = activeIn(request.plan, remote, request.hostContractVersion);
    const renderer = version ? rendererOf(remote, version) : null;
    if (!version || !renderer) return null;
    try {
      const screen = await answerWithin(
        renderer({ exposed, path: request.path, runtimeConfig: options.runtimeConfig, userAgent: request.userAgent }),
        timeoutMs,
        `${remote}@${version}`,
      );
      if (typeof screen.html !== 'string' || typeof screen.head !== 'string') throw new Error('the renderer answered no markup');
      return { screen, version };
    } catch (error) {
      report(`${remote}/${exposed}: first screen not rendered, the page keeps its placeholder`, error);
      return null;
    }
  }

  /** A renderer's styles for the page's head: their groups after the page's, with the page's nonce. */
  const stylesOf = (screen: FirstScreen, page: string, nonce: string): string =>
    renumberStyleGroups(screen.head.replace(/<link [^>]*>/g, ''), page).replaceAll('<style ', `<style nonce="${nonce}" `);

  /**
   * The page with the first screen of the remote whose slot it holds, in the version `plan` names
   * for this browser; the page unchanged when there is none.
   */
  async function render(page: string, request: RenderRequest): Promise<string> {
    const slot = slotIn(page, SLOT);
    if (!slot) return page;
    const [, before = '', remote = '', exposed = '', after = ''] = slot.match;
    const answer = await rendered(remote, exposed, request);
    if (!answer) return page;
    const { screen, version } = answer;
    // Preloads (the first screen's images) open the head, where the browser meets them in the first bytes, after the
    // viewport's meta tag: an image's `imagesizes` is read against the viewport, and before that tag it is a desktop's
    // (a phone would preload a larger file than its picture then asks for). Styles close the head.
    const preloads = (screen.head.match(/<link [^>]*>/g) ?? []).join('');
    const styles = stylesOf(screen, page, request.nonce);
    const state = jsonScript(firstScreenStateId(remote), screen.state ?? null);
    const marked = `<div${before} ${REMOTE_PAGE_ATTRIBUTE}="${remote}/${exposed}" ${FIRST_SCREEN_ATTRIBUTE}="${remote}@${version}"${after}>`;
    return (page.slice(0, slot.match.index) + marked + screen.html + page.slice(slot.innerEnd))
      .replace(VIEWPORT_META.test(page) ? VIEWPORT_META : HEAD_OPENING, (opening) => `${opening}${preloads}`)
      .replace('</head>', () => `${styles}</head>`)
      .replace('</body>', () => `${state}</body>`);
  }

  /**
   * The page with its early overlay filled (docs/decisions/059): the markup the overlay's release renders for the
   * exposed module its slot names, with its styles, which the page's entry loader shows on a tap made before the page
   * has started. They are held in a `<template>` (docs/decisions/061): the browser parses them but neither applies the
   * styles nor builds the view until the loader takes them out. The slot stays hidden. The page unchanged when the
   * release renders none.
   */
  async function renderEarlyOverlay(page: string, request: RenderRequest): Promise<string> {
    const slot = slotIn(page, EARLY_SLOT);
    if (!slot) return page;
    const [, remote = '', exposed = ''] = slot.match;
    const answer = await rendered(remote, exposed, request);
    if (!answer) return page;
    const styles = stylesOf(answer.screen, page, request.nonce);
    return page.slice(0, slot.innerStart) + `<template>${styles}${answer.screen.html}</template>` + page.slice(slot.innerEnd);
  }

  return { render, renderEarlyOverlay, warmUp };
}
