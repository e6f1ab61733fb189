import { expect, type Locator, type Page } from '@playwright/test';

/** Marked on the performance timeline by the host when its after-paint work starts (host/src/remotes/page-settled.ts). */
export const IDLE_WORK_MARK = 'casino:idle-work';

/**
 * Until a remote's first screen rendered by the site server (docs/decisions/011) answers: the host
 * marks the remote's slot once it has taken the page over. A page without one, or whose remote
 * was loaded afresh, has nothing to wait for. Gives up quietly (the journey then says what it misses).
 */
export async function untilFirstScreenAnswers(page: Page): Promise<void> {
  await page
    .waitForFunction(() => {
      const slot = document.querySelector('[data-first-screen]');
      return slot === null || slot.hasAttribute('data-remote-ready');
    }, undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

/** The host: navigation bar, mobile menu, footer, titles and the page area. */
export class HostShell {
  readonly header: Locator;
  readonly footer: Locator;
  readonly desktopNavigation: Locator;
  readonly menuButton: Locator;
  readonly mobileMenu: Locator;
  readonly moreInfoMenu: Locator;
  readonly logo: Locator;
  readonly main: Locator;
  /** The banner of a browser in a release preview (decision 019). */
  readonly previewBanner: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header').filter({ has: page.getByRole('link', { name: /home$/ }) });
    this.footer = page.getByRole('contentinfo');
    this.desktopNavigation = page.getByRole('navigation', { name: 'Main' });
    this.menuButton = page.getByRole('button', { name: 'Menu' });
    this.mobileMenu = page.getByRole('navigation', { name: 'Mobile menu' });
    this.moreInfoMenu = page.getByRole('navigation', { name: 'More info' });
    this.logo = page.getByRole('link', { name: /home$/ });
    this.main = page.getByRole('main');
    this.previewBanner = page.getByRole('complementary', { name: 'Release preview' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /**
   * Holds the host's entry back from the next page on: that page is painted from its HTML and none of the site's code
   * runs until the returned function lets the entry through.
   */
  async holdEntry(): Promise<() => void> {
    let releaseEntry = () => undefined as void;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await this.page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    return releaseEntry;
  }

  /**
   * Waits until the page has done its after-paint work (the host marks it): overlays that mount
   * when idle (chat, the cashier modal and the daily reward for players) are in place, prefetches made.
   */
  async settled(): Promise<void> {
    await this.page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_WORK_MARK);
    await this.page.waitForLoadState('networkidle');
  }

  /** The button beside the navigation's balance that discloses what it is made of. */
  get balanceBreakdownButton(): Locator {
    return this.page.getByRole('button', { name: 'Cash, bonus and withdrawable' });
  }

  /** Opens the balance's breakdown (cash, bonus, withdrawable) from the navigation. */
  async openBalanceBreakdown(): Promise<void> {
    await this.balanceBreakdownButton.click();
    await expect(this.balanceBreakdownButton).toHaveAttribute('aria-expanded', 'true');
  }

  /** A figure of the open balance breakdown: Cash, Bonus, Withdrawable or Pending withdrawals. */
  balanceFigure(name: string): Locator {
    return this.header.locator('dt').filter({ hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async openMobileMenu(): Promise<void> {
    await this.menuButton.click();
    await expect(this.mobileMenu).toBeVisible();
  }

  /** Text of each item of the open mobile menu, in order. */
  async mobileMenuItems(): Promise<string[]> {
    const items = await this.mobileMenu.getByRole('listitem').allInnerTexts();
    return items.map((item) => item.replace(/\s+/g, ' ').trim());
  }

  /** Fails the test if any page request went to one of these remotes' release folders. */
  static releaseFolderOf(url: string): string | null {
    return /\/releases\/(mfe-[a-z]+)\//.exec(url)?.[1] ?? null;
  }
}
