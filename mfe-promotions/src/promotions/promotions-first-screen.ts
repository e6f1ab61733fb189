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

/**
 * The coupons the server rendered this page's first screen from (docs/decisions/011), checked
 * against the contract; undefined when the page has none, or once the page has shown them.
 */
export function firstScreenCoupons(): PublicCoupon[] | undefined {
  if (!read) {
    read = true;
    const state = readFirstScreenState(PROMOTIONS_REMOTE) as Partial<PromotionsFirstScreenState> | undefined;
    try {
      firstScreen = state?.publicCoupons ? { publicCoupons: couponsClient.checkedPublicCoupons(state.publicCoupons) } : undefined;
    } catch {
      firstScreen = undefined;
    }
  }
  return firstScreen?.publicCoupons;
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
