import { couponsClient } from 'shared-api';
import type { PublicCoupon } from 'shared-contract';
import { readFirstScreenState } from 'shared-events/first-screen';

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

/** Longest wait for an idle moment before the first screen's coupons are checked. */
const CHECK_TIMEOUT_MS = 5000;

/**
 * Checks the first screen's coupons against the contract once the browser is idle (the check loads
 * the contract's schemas, a long task on a slow phone, which the first render need not wait for);
 * `rejected` runs when they do not hold. Nothing to check while the server renders.
 */
export function checkFirstScreenCoupons(coupons: PublicCoupon[], rejected: () => void): void {
  if (typeof document === 'undefined') return;
  const check = () => void couponsClient.checkedPublicCoupons(coupons).catch(rejected);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(check, { timeout: CHECK_TIMEOUT_MS });
  else setTimeout(check, 0);
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
