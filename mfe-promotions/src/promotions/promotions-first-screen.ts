import { couponsClient } from 'shared-api';
import type { PublicCoupon } from 'shared-contract';
import { readFirstScreenState } from 'shared-events/first-screen';
import { whenPageSettledAndInUse } from 'shared-ui';

/** This remote's name in the release store and in the page's first-screen state. */
export const PROMOTIONS_REMOTE = 'mfe-promotions';

/** What the promotions page's first screen was rendered from on the server: a visitor's coupons. */
export interface PromotionsFirstScreenState {
  publicCoupons: PublicCoupon[];
}

let firstScreen: PromotionsFirstScreenState | undefined;
let read = false;

/** A list of coupon objects: what the first render reads. */
const isCouponList = (value: unknown): value is PublicCoupon[] =>
  Array.isArray(value) && value.every((coupon) => typeof coupon === 'object' && coupon !== null);

/**
 * The coupons the server rendered this page's first screen from (docs/decisions/011), for the first
 * render (see {@link checkFirstScreenCoupons}); undefined when the page has none, or once the page has shown them.
 */
export function firstScreenCoupons(): PublicCoupon[] | undefined {
  if (!read) {
    read = true;
    const state = readFirstScreenState(PROMOTIONS_REMOTE) as Partial<PromotionsFirstScreenState> | undefined;
    firstScreen = isCouponList(state?.publicCoupons) ? { publicCoupons: state.publicCoupons } : undefined;
  }
  return firstScreen?.publicCoupons;
}

/**
 * Checks the first screen's coupons against the contract once the page has loaded and settled, a person has
 * started to use it and then pauses, and the browser is idle again: the check loads the provider client's code and the
 * contract's schemas, long tasks on a slow phone that neither the first render nor a visit that only
 * looks needs. `rejected` runs when they do not hold. Nothing to check while the server renders.
 */
export function checkFirstScreenCoupons(coupons: PublicCoupon[], rejected: () => void): void {
  if (typeof document === 'undefined') return;
  void whenPageSettledAndInUse()
    .then(() => couponsClient.checkedPublicCoupons(coupons))
    .catch(rejected);
}

/** Once shown, the page's next visit to the promotions asks the provider again. */
export function firstScreenCouponsShown(): void {
  firstScreen = undefined;
}

/** The server's render starts from the coupons it has just read; tests start each case from a fresh page. */
export function provideFirstScreenCoupons(state: PromotionsFirstScreenState | undefined): void {
  read = true;
  firstScreen = state;
}
