import type { PageContent } from 'shared-ui';
import type { InfoSlug } from './info-slugs';

/** The marketing pages, each at its own route. */
export type MarketingPageName = 'downloadlobby' | 'welcome-offer' | 'no-deposit-bonus' | 'play' | 'cashback';

/** Every page whose text is a Markdown file of its own in `pages/` (the landing page's ships with the shell). */
export type ContentPageName = MarketingPageName | InfoSlug;

/**
 * One chunk per page: a visit to /info/faq fetches the FAQ's text and no other page's. The text is
 * compiled from `pages/<name>.md` at build time, offer figures filled from the provider's promotions.
 */
const PAGE_TEXTS: Readonly<Record<ContentPageName, () => Promise<{ content: PageContent }>>> = {
  downloadlobby: () => import(/* webpackChunkName: "page-downloadlobby" */ './pages/downloadlobby.md'),
  'welcome-offer': () => import(/* webpackChunkName: "page-welcome-offer" */ './pages/welcome-offer.md'),
  'no-deposit-bonus': () => import(/* webpackChunkName: "page-no-deposit-bonus" */ './pages/no-deposit-bonus.md'),
  play: () => import(/* webpackChunkName: "page-play" */ './pages/play.md'),
  cashback: () => import(/* webpackChunkName: "page-cashback" */ './pages/cashback.md'),
  banking: () => import(/* webpackChunkName: "page-banking" */ './pages/banking.md'),
  terms: () => import(/* webpackChunkName: "page-terms" */ './pages/terms.md'),
  about: () => import(/* webpackChunkName: "page-about" */ './pages/about.md'),
  contactus: () => import(/* webpackChunkName: "page-contactus" */ './pages/contactus.md'),
  faq: () => import(/* webpackChunkName: "page-faq" */ './pages/faq.md'),
  security: () => import(/* webpackChunkName: "page-security" */ './pages/security.md'),
  privacy: () => import(/* webpackChunkName: "page-privacy" */ './pages/privacy.md'),
  fairgaming: () => import(/* webpackChunkName: "page-fairgaming" */ './pages/fairgaming.md'),
  responsiblegaming: () => import(/* webpackChunkName: "page-responsiblegaming" */ './pages/responsiblegaming.md'),
  knowyourcustomer: () => import(/* webpackChunkName: "page-knowyourcustomer" */ './pages/knowyourcustomer.md'),
  antimoneylaundering: () => import(/* webpackChunkName: "page-antimoneylaundering" */ './pages/antimoneylaundering.md'),
};

export const CONTENT_PAGE_NAMES = Object.keys(PAGE_TEXTS) as ReadonlyArray<ContentPageName>;

/** The text of one page, fetched with its chunk. */
export const loadPageText = (name: ContentPageName): Promise<PageContent> => PAGE_TEXTS[name]().then((module) => module.content);

/** The marketing page a path shows, if any (`/welcome-offer/` → welcome-offer, `/game/` → play). */
export function marketingPageAt(pathname: string): MarketingPageName | undefined {
  const match = /^\/(downloadlobby|welcome-offer|no-deposit-bonus|game|cashback)\/?$/.exec(pathname)?.[1];
  return match === 'game' ? 'play' : (match as MarketingPageName | undefined);
}
