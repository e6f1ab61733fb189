import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { readThrough } from '../../lib/read-through';
import type { CouponRow, PlayerCouponRow } from './coupon-rows';
import { allCouponRows } from './promotions-repository';

/**
 * How long one process keeps the coupon catalogue. Nothing changes coupons while the provider runs (the
 * seed writes them; an operator's migration would), so the coupon list, the most called player page,
 * reads them once per moment instead of on every request; redeeming still reads the coupon itself.
 */
export const COUPON_CATALOGUE_TTL_MS = 5_000;

const catalogues = new WeakMap<AppContext, ReturnType<typeof readThrough<CouponRow[]>>>();

/** Every coupon, in the listing's order (kept per provider, for {@link COUPON_CATALOGUE_TTL_MS}), read through `db` when due. */
function couponCatalogue(ctx: AppContext, db: Queryable = ctx.db): Promise<CouponRow[]> {
  let read = catalogues.get(ctx);
  if (!read) {
    read = readThrough<CouponRow[]>(COUPON_CATALOGUE_TTL_MS);
    catalogues.set(ctx, read);
  }
  return read('coupons', () => allCouponRows(db));
}

const isListed = (coupon: CouponRow, now: Date) => coupon.is_public && (coupon.expires_at === null || new Date(coupon.expires_at) > now);

/** The coupons everyone sees at `now`. */
export async function publicCouponsAt(ctx: AppContext, now: Date): Promise<CouponRow[]> {
  return (await couponCatalogue(ctx)).filter((coupon) => isListed(coupon, now));
}

/** The public coupons and the player's own coupon in play (a private or expired one included). */
export async function couponsVisibleWith(ctx: AppContext, inPlay: PlayerCouponRow | null, now: Date): Promise<CouponRow[]> {
  return (await couponCatalogue(ctx)).filter((coupon) => isListed(coupon, now) || coupon.code === inPlay?.coupon_code);
}

/** One coupon of the catalogue by its code (a paid round's max bet reads its coupon's terms, in its transaction `db`), or null. */
export async function catalogueCoupon(ctx: AppContext, db: Queryable, code: string): Promise<CouponRow | null> {
  return (await couponCatalogue(ctx, db)).find((coupon) => coupon.code === code) ?? null;
}
