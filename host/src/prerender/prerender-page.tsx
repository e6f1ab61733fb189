import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { getRuntimeConfig } from 'shared-api';
import { EARLY_OVERLAY_ATTRIBUTE } from 'shared-events/first-screen';
import { App } from '../app/app';
import { infoSlugs, isInfoSlug } from '../content/info-slugs';
import { content as homeContent } from '../content/pages/home.md';
import { loadPageText, marketingPageAt } from '../content/page-texts';
import { documentTitle, pageTitleFor } from '../routing/route-rules';

/** Filled by the site server with each response's nonce (docs/decisions/008). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The path the 404 page is rendered at: no route of the site. */
export const NOT_FOUND_PATH = '/page-not-found-404';

/** Every public route: prerendered at build time and served as HTML that paints before any script. */
export const PRERENDERED_PATHS: ReadonlyArray<string> = [
  '/',
  '/lobby/games/',
  '/lobby/promotions/',
  '/downloadlobby/',
  '/welcome-offer/',
  '/no-deposit-bonus/',
  '/game/',
  '/cashback/',
  ...infoSlugs.map((slug) => `/info/${slug}`),
];

const SITE_DESCRIPTION =
  'Play slots, table games, video poker and live dealer games with a 300% welcome bonus of up to $3,000. Players aged 21 and over, in US dollars.';

/** At most about 160 characters, cut at a word. */
function shortened(text: string, limit = 160): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** The meta description of a page: its introduction, or the site's description. */
export async function pageDescriptionFor(pathname: string, productName: string): Promise<string> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const info = /^\/info\/([^/]+)$/.exec(path)?.[1];
  const page = isInfoSlug(info) ? info : marketingPageAt(path);
  const intro = path === '/' ? homeContent.intro : page ? (await loadPageText(page)).intro : undefined;
  return shortened((intro || SITE_DESCRIPTION).replaceAll('{product}', productName));
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export interface PrerenderedPage {
  /** The app's markup (what goes inside `#root`). */
  markup: string;
  /** The `<style>` tags of styled-components, each with the nonce placeholder. */
  styles: string;
  title: string;
  description: string;
}

/**
 * Renders the host's tree for a visitor at `pathname`, waiting for its lazy pages; remotes show
 * their host-owned placeholders. Styles are collected with styled-components' ServerStyleSheet.
 */
export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(<App location={pathname} />), {
      onError: (error) => void errors.push(error),
      // Never outlined: once the page's bytes before a Suspense boundary and the boundary's own pass this (12.8 KB by
      // default), React moves the boundary after the page and reveals it with an inline script, which the page's CSP
      // refuses. A prerendered page is complete anyway.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    const markup = await streamToString(prelude);
    if (errors.length > 0) throw new Error(`Prerendering ${pathname} failed: ${String(errors[0])}`);
    const styles = sheet.getStyleTags().replaceAll('<style ', `<style nonce="${NONCE_PLACEHOLDER}" `);
    const { productName } = getRuntimeConfig();
    return {
      markup,
      styles,
      title: documentTitle(pageTitleFor(pathname), productName),
      description: await pageDescriptionFor(pathname, productName),
    };
  } finally {
    sheet.seal();
  }
}

/**
 * The built `index.html` with the page in it: title, meta description, styles in the head, the
 * markup in `#root`, marked with the path it was rendered for (the browser hydrates it only there).
 */
export function pageDocument(template: string, pathname: string, page: PrerenderedPage): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !/<title>[^<]*<\/title>/.test(template) || !template.includes('</head>')) {
    throw new Error('index.html has no <title>, </head> or empty #root to fill');
  }
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>\n    <meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="${escapeHtml(pathname)}">${page.markup}</div>${EARLY_SIGNUP_SLOT}`);
}

/**
 * Beside the root, never hydrated: the slot the site server fills, for a visitor, with the onboarding release's sign-up
 * view, which a tap on SIGN UP NOW shows before the page has started (docs/decisions/059).
 */
export const EARLY_SIGNUP_SLOT = `<div ${EARLY_OVERLAY_ATTRIBUTE}="mfe-onboarding/OnboardingModal" hidden></div>`;
