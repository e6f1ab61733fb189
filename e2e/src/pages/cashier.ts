import type { Locator, Page } from '@playwright/test';

/** mfe-cashier: the cashier modal, the /cashier/ page and /bitcoin/. */
export class Cashier {
  readonly modal: Locator;
  readonly pageHeading: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog', { name: 'Cashier' });
    this.pageHeading = page.getByRole('heading', { level: 1, name: 'Cashier' });
    this.unavailable = page.getByRole('alert').filter({ hasText: 'The cashier is unavailable right now.' });
  }
}
