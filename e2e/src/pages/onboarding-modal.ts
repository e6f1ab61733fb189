import type { Locator, Page } from '@playwright/test';

/** mfe-onboarding: the onboarding modal and the account pages. */
export class OnboardingModal {
  constructor(readonly page: Page) {}

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  get closeButton(): Locator {
    return this.page.getByRole('dialog').getByRole('button', { name: 'Close' });
  }

  accountSection(name: 'Account details' | 'Account history' | 'Preferences'): Locator {
    return this.page.getByRole('heading', { level: 2, name });
  }
}
