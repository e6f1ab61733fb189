import { expect, type Locator, type Page } from '@playwright/test';

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

  constructor(readonly page: Page) {
    this.header = page.locator('header').filter({ has: page.getByRole('link', { name: /home$/ }) });
    this.footer = page.getByRole('contentinfo');
    this.desktopNavigation = page.getByRole('navigation', { name: 'Main' });
    this.menuButton = page.getByRole('button', { name: 'Menu' });
    this.mobileMenu = page.getByRole('navigation', { name: 'Mobile menu' });
    this.moreInfoMenu = page.getByRole('navigation', { name: 'More info' });
    this.logo = page.getByRole('link', { name: /home$/ });
    this.main = page.getByRole('main');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
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
