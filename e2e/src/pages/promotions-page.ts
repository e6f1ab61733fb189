import { expect, type Locator, type Page } from '@playwright/test';

/** mfe-promotions: the promotions page, its cards and dialogues, and the daily reward popup. */
export class PromotionsPage {
  readonly heading: Locator;
  readonly couponCode: Locator;
  readonly redeemButton: Locator;
  readonly helpPanel: Locator;
  readonly unavailable: Locator;
  readonly offers: Locator;
  readonly yourCoupon: Locator;
  readonly cancelDialog: Locator;
  readonly invalidCode: Locator;
  readonly dailyReward: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Coupons' });
    this.couponCode = page.getByRole('textbox', { name: 'Coupon code' });
    this.redeemButton = page.getByRole('button', { name: 'Redeem', exact: true });
    this.helpPanel = page.getByRole('complementary', { name: 'Need help?' });
    this.unavailable = page.getByRole('alert').filter({ hasText: 'Promotions is unavailable right now.' });
    this.offers = page.getByRole('region', { name: 'Promotions' });
    this.yourCoupon = page.getByRole('region', { name: 'Your coupon' });
    this.cancelDialog = page.getByRole('dialog', { name: 'Cancel coupon?' });
    this.invalidCode = page.getByRole('alert', { name: 'Coupon code not valid' });
    this.dailyReward = page.getByRole('dialog', { name: 'Daily Login Reward' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/lobby/promotions/${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** A promotion card by its title, wherever it is on the page. */
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  /** The titles of the offered cards, in order. */
  async offerTitles(): Promise<string[]> {
    await expect(this.offers.getByRole('article').first()).toBeVisible();
    return this.offers.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
  }

  async enterCode(code: string): Promise<void> {
    await this.couponCode.fill(code);
    await this.redeemButton.click();
  }
}
