import { marketingClient } from 'shared-api';

/**
 * SPEC §2 "user and feed: affiliate token redirect". A link with `user` and `feed` asks the
 * provider for that user's affiliate token (GET /aff/937/token?user_id=) and is replaced by the
 * same page with `rtg_aff` and `token`, which the affiliate tracking then keeps as cookies. A link
 * that already carries `rtg_aff` and `token` keeps them as they are. Null when there is nothing to do.
 */
export async function affiliateRedirectSearch(search: URLSearchParams): Promise<string | null> {
  const user = search.get('user')?.trim();
  const feed = search.get('feed')?.trim();
  if (!user || !feed || (search.has('rtg_aff') && search.has('token'))) return null;
  const answer = await marketingClient.affiliateToken(user);
  const next = new URLSearchParams(search);
  next.delete('user');
  next.delete('feed');
  next.set('rtg_aff', answer.user_id);
  next.set('token', answer.token);
  return `?${next.toString()}`;
}
