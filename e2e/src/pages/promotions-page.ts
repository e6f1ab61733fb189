import type { Locator, Page } from '@playwright/test';

/** mfe-promotions: the promotions page. */
export class PromotionsPage {
  readonly heading: Locator;
  readonly couponCode: Locator;
  readonly redeemButton: Locator;
  readonly helpPanel: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Coupons' });
    this.couponCode = page.getByRole('textbox', { name: 'Coupon code' });
    this.redeemButton = page.getByRole('button', { name: 'Redeem' });
    this.helpPanel = page.getByRole('complementary', { name: 'Need help?' });
    this.unavailable = page.getByRole('alert').filter({ hasText: 'Promotions is unavailable right now.' });
  }
}
