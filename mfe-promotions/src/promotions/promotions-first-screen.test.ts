import { waitFor } from '@testing-library/react';
import type { PublicCoupon } from 'shared-contract';
import { USE_PAUSE_MS } from 'shared-ui';
import { checkFirstScreenCoupons } from './promotions-first-screen';

describe('the coupons of the server’s first screen', () => {
  /** The browser's idle moments, which come when a test says so. */
  const browser = window as { requestIdleCallback?: (callback: () => void) => number };
  let idleCallbacks: Array<() => void> = [];
  const becomeIdle = async () => {
    const due = idleCallbacks;
    idleCallbacks = [];
    due.forEach((callback) => callback());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  beforeEach(() => {
    browser.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  });
  afterEach(() => {
    delete browser.requestIdleCallback;
    idleCallbacks = [];
  });

  it('are checked against the contract only once a person uses the page, and a list that does not hold is asked for again', async () => {
    const rejected = jest.fn();
    checkFirstScreenCoupons([{ coupon_code: 42 } as unknown as PublicCoupon], rejected);
    await becomeIdle();
    await becomeIdle();
    // A visit that only looks never loads the contract's schemas.
    expect(rejected).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await becomeIdle();
    await becomeIdle();
    // Not between the press and what follows it: once the person pauses.
    expect(rejected).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, USE_PAUSE_MS + 50));
    await becomeIdle();
    await waitFor(() => expect(rejected).toHaveBeenCalledTimes(1));
  });
});
