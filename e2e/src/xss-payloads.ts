import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Script-injection payloads for every place a player's text is shown (issue 15, part 4). Each one,
 * if it ever ran, calls `__xss()` (or alert/confirm/prompt), which the traps below record; if its
 * markup ever became elements, the DOM check finds them, and the suite's CSP fixture fails the
 * journey on the blocked inline script.
 */
const VECTORS = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<img src="x" onerror="__xss(3)">',
  '<svg onload=__xss(4)>',
  '<svg><script>__xss(5)</script></svg>',
  '<body onload=__xss(6)>',
  '<iframe src="javascript:__xss(7)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(8)</script>"></iframe>',
  '<a href="javascript:__xss(9)">x</a>',
  '<details open ontoggle=__xss(10)>',
  '<input autofocus onfocus=__xss(11)>',
  '<video><source onerror=__xss(12)></video>',
  '<audio src=x onerror=__xss(13)>',
  '<marquee onstart=__xss(14)>',
  '<object data="javascript:__xss(15)">',
  '<embed src="javascript:__xss(16)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(17)>',
  '<style>@import "javascript:__xss(18)"</style>',
  '<link rel=stylesheet href="javascript:__xss(19)">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(20)">',
  '<form action="javascript:__xss(21)"><button>x</button></form>',
  '<base href="javascript:__xss(22)//">',
  '<div style="background:url(javascript:__xss(23))">',
  '<img src=x:x onerror=eval(atob("X194c3MoMjQp"))>',
  '<scr<script>ipt>__xss(25)</scr</script>ipt>',
  '<IMG SRC=x OnErRoR=__xss(26)>',
  '<img src=x onerror=&#95;&#95;xss(27)>',
  '<svg><animate onbegin=__xss(28) attributeName=x dur=1s>',
  '<template><img src=x onerror=__xss(29)></template>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(30)>">',
  'javascript:__xss(31)',
  'JaVaScRiPt:__xss(32)',
  'data:text/html,<script>__xss(33)</script>',
  '${__xss(34)}',
  '{{constructor.constructor("__xss(35)")()}}',
  '#{__xss(36)}',
  '<%= __xss(37) %>',
  '__proto__[innerHTML]=<img src=x onerror=__xss(38)>',
];

/** What breaks out of an attribute, a text area or a title before the vector. */
const BREAKERS = ['', '">', "'>", '</textarea>', '</title>', '--></script>'];

/** 114 payloads: every vector alone, and the markup vectors behind each breaker. */
export const XSS_PAYLOADS: readonly string[] = [...new Set([
  ...VECTORS,
  ...BREAKERS.slice(1).flatMap((breaker) => VECTORS.filter((vector) => vector.startsWith('<')).slice(0, 15).map((vector) => `${breaker}${vector}`)),
])];

/** Payloads in groups, for the places that take several at once (a chat message). */
export function inGroups(size: number): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < XSS_PAYLOADS.length; start += size) groups.push(XSS_PAYLOADS.slice(start, start + size));
  return groups;
}

/** Records anything a payload runs: `__xss()`, alert, confirm, prompt, in every page and frame of the context. */
export async function installXssTraps(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const hits: unknown[] = [];
    const record = (what: unknown) => { hits.push(what); };
    Object.defineProperty(window, '__xssHits', { value: hits });
    Object.defineProperty(window, '__xss', { value: record });
    window.alert = (message?: unknown) => record(['alert', message]);
    window.confirm = (message?: unknown) => { record(['confirm', message]); return false; };
    window.prompt = (message?: unknown) => { record(['prompt', message]); return null; };
  });
}

/** Elements a payload could have become: event-handler attributes, script URLs, inline frames and the like. */
const INJECTED = [
  '[onerror]', '[onload]', '[onfocus]', '[ontoggle]', '[onstart]', '[onbegin]', '[onclick]',
  '[href^="javascript:" i]', '[src^="javascript:" i]', '[action^="javascript:" i]', '[data^="javascript:" i]',
  'iframe[srcdoc]', 'img[src="x"]', 'img[src="x:x"]',
  // Any inline script in the body, but the data block the site server writes for a remote's first
  // screen (JSON, never run; docs/decisions/011).
  'body script:not([src]):not([type="application/json"][id^="first-screen-state-"])', 'object', 'embed', 'marquee', 'base[href^="javascript" i]',
  'body meta[http-equiv]', 'svg animate', 'math mglyph',
].join(', ');

/** Fails when any payload ran or became markup in any frame of the page. */
export async function expectNoScriptRan(page: Page, where: string): Promise<void> {
  for (const frame of page.frames()) {
    const found = await frame.evaluate((selector) => ({
      hits: (window as unknown as { __xssHits?: unknown[] }).__xssHits ?? [],
      injected: [...document.querySelectorAll(selector)].map((element) => element.outerHTML.slice(0, 120)),
    }), INJECTED).catch(() => ({ hits: [], injected: [] }));
    expect(found.hits, `scripts run by payloads in ${where} (${frame.url()})`).toEqual([]);
    expect(found.injected, `markup injected by payloads in ${where} (${frame.url()})`).toEqual([]);
  }
}
