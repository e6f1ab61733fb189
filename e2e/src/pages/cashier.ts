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

  /** The Withdraw tab's form and tracker (the tab must be open: {@link openWithdraw}). */
  get withdraw(): WithdrawTab {
    return new WithdrawTab(this.modal);
  }

  /** Opens the Withdraw tab of the open cashier and waits for its figures. */
  async openWithdraw(): Promise<WithdrawTab> {
    await this.modal.getByRole('tab', { name: 'Withdraw' }).click();
    await expect(this.modal.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
    const withdraw = this.withdraw;
    await expect(withdraw.figure('Withdrawable')).toBeVisible({ timeout: 20_000 });
    return withdraw;
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

/** The cashier's Withdraw tab: what may be withdrawn beside the total, the request form and the tracker. */
export class WithdrawTab {
  readonly form: Locator;
  readonly amount: Locator;
  readonly password: Locator;
  readonly card: Locator;
  readonly bitcoin: Locator;
  readonly bitcoinAddress: Locator;
  readonly submit: Locator;
  readonly forfeitAndWithdraw: Locator;
  readonly keepPlaying: Locator;
  readonly answer: Locator;
  readonly tracker: Locator;

  constructor(readonly scope: Locator) {
    this.form = scope.getByRole('form', { name: 'Request a withdrawal' });
    this.amount = this.form.getByLabel('Amount (USD)');
    this.password = this.form.getByLabel('Password', { exact: true });
    this.card = this.form.getByRole('radio', { name: 'Card of your last deposit' });
    this.bitcoin = this.form.getByRole('radio', { name: 'Bitcoin', exact: true });
    this.bitcoinAddress = this.form.getByLabel('Bitcoin address', { exact: true });
    this.submit = this.form.getByRole('button', { name: 'Withdraw', exact: true });
    this.forfeitAndWithdraw = this.form.getByRole('button', { name: 'Forfeit bonus and withdraw' });
    this.keepPlaying = this.form.getByRole('button', { name: 'Keep playing' });
    /** The provider's answer to the last request (its message, a refusal, the verification link). */
    this.answer = this.form.getByRole('status').or(this.form.getByRole('alert'));
    this.tracker = scope.getByRole('region', { name: 'Your withdrawals' });
  }

  /** The amount shown under a figure's name: Withdrawable, Total, Bonus funds, Pending withdrawals. */
  figure(name: string): Locator {
    return this.scope.locator('dt').filter({ hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  /** Fills in and sends a request to the card of the last deposit (or to a bitcoin address). */
  async request(amount: string, password: string, bitcoinAddress?: string): Promise<void> {
    if (bitcoinAddress) {
      await this.bitcoin.check();
      await this.bitcoinAddress.fill(bitcoinAddress);
    } else {
      await this.card.check();
    }
    await this.amount.fill(amount);
    await this.password.fill(password);
    await (await this.forfeitAndWithdraw.isVisible() ? this.forfeitAndWithdraw : this.submit).click();
  }

  /** The tracker's row of the withdrawal of this amount (as shown: $20.00). */
  row(amount: string): Locator {
    return this.tracker.getByRole('listitem', { name: amount });
  }

  /** Cancels the requested withdrawal of this amount, confirming when asked. */
  async cancel(amount: string): Promise<void> {
    const row = this.row(amount).filter({ hasText: 'Requested' });
    await row.getByRole('button', { name: `Cancel withdrawal of ${amount}` }).click();
    await row.getByRole('button', { name: 'Yes, cancel it' }).click();
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
