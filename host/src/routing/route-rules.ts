import { titleFromSlug } from 'shared-ui';
import { INFO_TITLES, isInfoSlug } from '../content/info-slugs';

/** The title of any page that does not set its own (SPEC §2). */
export const DEFAULT_TITLE = '300% Welcome Bonus';

const fixedTitles: ReadonlyArray<[RegExp, string]> = [
  [/^\/lobby\/games\/?$/, 'Play Now'],
  [/^\/lobby\/promotions\/?$/, 'Coupons'],
  [/^\/lobby\/account(\/.*)?$/, 'My Account'],
  [/^\/cashier\/?$/, 'Cashier'],
  [/^\/downloadlobby\/?$/, 'Download Lobby'],
  [/^\/welcome-offer\/?$/, 'Exclusive Welcome Offer'],
  [/^\/no-deposit-bonus\/?$/, 'No Deposit Bonus'],
  [/^\/game\/?$/, 'Play'],
  [/^\/cashback\/?$/, 'Earn Cashback'],
  [/^\/bitcoin\/?$/, 'Bitcoin Deposits'],
];

/** The title of a path before the product name; null for an unknown path. */
export function pageTitleFor(pathname: string): string | null {
  if (/^\/?$/.test(pathname)) return DEFAULT_TITLE;
  for (const [pattern, title] of fixedTitles) if (pattern.test(pathname)) return title;
  const game = /^\/games\/([^/]+)\/?$/.exec(pathname);
  if (game?.[1]) return titleFromSlug(decodeURIComponent(game[1]));
  const info = /^\/info\/([^/]+)\/?$/.exec(pathname);
  if (isInfoSlug(info?.[1])) return INFO_TITLES[info[1]];
  return null;
}

/** The full document title: every title ends with the product name. */
export function documentTitle(title: string | null, productName: string): string {
  return `${title ?? 'Page Not Found'} | ${productName}`;
}

/** The navigation bar is hidden on /cashier/ and /downloadlobby/. */
export function showsNavigation(pathname: string): boolean {
  return !/^\/(cashier|downloadlobby)(\/|$)/.test(pathname);
}

/** The footer is hidden on /lobby/*, /downloadlobby/ and /cashier/. */
export function showsFooter(pathname: string): boolean {
  return !/^\/(lobby|downloadlobby|cashier)(\/|$)/.test(pathname);
}

/**
 * Routes the plain shell answers (signed-in pages, game pages, the cashier): any other path that is
 * not prerendered is answered with the prerendered 404 page. Known to the site server through the
 * prerender's manifest.
 */
export const APP_SHELL_ROUTES: ReadonlyArray<RegExp> = [/^\/lobby(\/.*)?$/, /^\/games\/[^/]+\/?$/, /^\/cashier\/?$/, /^\/bitcoin\/?$/];
