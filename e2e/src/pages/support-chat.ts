import type { Locator, Page } from '@playwright/test';

/** mfe-support: the live-chat widget. */
export class SupportChat {
  readonly panel: Locator;
  readonly message: Locator;
  readonly closeButton: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('complementary', { name: 'Live chat' });
    this.message = page.getByRole('textbox', { name: 'Your message' });
    this.closeButton = page.getByRole('button', { name: 'Close chat' });
  }
}
