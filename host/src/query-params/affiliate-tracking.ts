/** Affiliate and coupon cookies last 7 days (SPEC §9). */
export const TRACKING_COOKIE_DAYS = 7;

/** The affiliate cookies a landing URL asks to keep: `user`+`feed` and `rtg_aff`+`token`. */
export function affiliateCookiesFor(search: URLSearchParams): Record<string, string> {
  const cookies: Record<string, string> = {};
  const user = search.get('user');
  const feed = search.get('feed');
  if (user && feed) Object.assign(cookies, { aff_user: user, aff_feed: feed });
  const affiliate = search.get('rtg_aff');
  const token = search.get('token');
  if (affiliate && token) Object.assign(cookies, { rtg_aff: affiliate, rtg_aff_token: token });
  return cookies;
}

/** Writes cookies that expire after {@link TRACKING_COOKIE_DAYS}. */
export function keepTrackingCookies(cookies: Record<string, string>, now = Date.now()): void {
  const expires = new Date(now + TRACKING_COOKIE_DAYS * 24 * 60 * 60 * 1000).toUTCString();
  for (const [name, value] of Object.entries(cookies)) {
    document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
  }
}
