import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** mfe-cashier: the cashier modal, the /cashier/ page and /bitcoin/. */
export class Cashier {
  readonly modal: Locator;
  readonly pageHeading: Locator;
  readonly unavailable: Locator;
  readonly depositButton: Locator;
  readonly inProgress: Locator;
  readonly activeCoupon: Locator;

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog', { name: 'Cashier' });
    this.pageHeading = page.getByRole('heading', { level: 1, name: 'Cashier' });
    this.unavailable = page.getByRole('alert').filter({ hasText: 'The cashier is unavailable right now.' });
    this.depositButton = this.modal.getByRole('button', { name: 'Deposit', exact: true });
    this.inProgress = page.getByText('Your deposit is in progress in the cashier tab.', { exact: false });
    this.activeCoupon = this.modal.getByRole('region', { name: 'Active coupon' });
  }

  /** Opens the modal the way a player does, from the navigation bar's (or mobile menu's) Cashier button. */
  async openFromNavigation(): Promise<void> {
    const desktop = this.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Cashier' });
    const menu = this.page.getByRole('button', { name: 'Menu' });
    // The navigation shows Cashier only once the session is known: wait for one way in, then take it.
    await expect(desktop.or(menu).first()).toBeVisible({ timeout: 20_000 });
    if (await desktop.isVisible()) {
      await desktop.click();
    } else {
      await menu.click();
      await this.page.getByRole('navigation', { name: 'Mobile menu' }).getByRole('button', { name: 'Cashier' }).click();
    }
    await expect(this.modal).toBeVisible({ timeout: 20_000 });
  }

  status(text: string): Locator {
    return this.modal.getByText(text, { exact: true });
  }

  balance(amount: string): Locator {
    return this.modal.getByText(`Balance: ${amount}`, { exact: true });
  }

  /** Clicks a deposit button and answers the sandbox cashier tab it opens. */
  async depositInNewTab(context: BrowserContext, button: Locator = this.depositButton): Promise<SandboxCashier> {
    const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await tab.waitForLoadState();
    const sandbox = new SandboxCashier(tab);
    await expect(sandbox.heading).toBeVisible({ timeout: 20_000 });
    return sandbox;
  }
}

/** The provider's sandbox cashier, in the tab the deposit opened. */
export class SandboxCashier {
  readonly heading: Locator;
  readonly amount: Locator;
  readonly cardNumber: Locator;
  readonly card: Locator;
  readonly bitcoin: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Cashier' });
    this.amount = page.getByLabel('Amount (USD)');
    this.cardNumber = page.getByLabel('Card number');
    this.card = page.getByRole('radio', { name: 'Test card' });
    this.bitcoin = page.getByRole('radio', { name: 'Bitcoin (sandbox)' });
    this.submit = page.getByRole('button', { name: 'Deposit' });
    this.error = page.getByRole('alert');
  }

  async payByCard(amount: string, cardNumber: string): Promise<void> {
    await this.amount.fill(amount);
    await this.card.check();
    await this.cardNumber.fill(cardNumber);
    await this.submit.click();
  }
}

/** The sandbox's test cards (provider/src/modules/cashier/cashier-service.ts). */
export const TEST_CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;
