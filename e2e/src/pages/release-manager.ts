import { expect, type Locator, type Page } from '@playwright/test';

/** The release page of release managers (site-server/src/release-page): its login, the remotes' releases and the audit log. */
export class ReleaseManagerPage {
  readonly login: Locator;
  readonly password: Locator;
  readonly signIn: Locator;
  readonly signOut: Locator;
  readonly auditLog: Locator;

  constructor(readonly page: Page) {
    this.login = page.getByLabel('Login');
    this.password = page.getByLabel('Password');
    this.signIn = page.getByRole('button', { name: 'Sign in' });
    this.signOut = page.getByRole('button', { name: 'Sign out' });
    this.auditLog = page.getByRole('table', { name: 'Release changes, newest first' });
  }

  /** Opens the page; answers the status of the answer (401 while nobody is signed in). */
  async goto(): Promise<number | undefined> {
    return (await this.page.goto('/release-manager/'))?.status();
  }

  async signInAs(login: string, password: string): Promise<void> {
    await this.login.fill(login);
    await this.password.fill(password);
    await this.signIn.click();
  }

  async expectSignedIn(): Promise<void> {
    await expect(this.signOut).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  }

  /**
   * The health table of one remote: for each version shown, its figures by label (Loads, Error rate,
   * Failed in, Load failures, …), as the page writes them.
   */
  async figuresOf(remote: string): Promise<Record<string, Record<string, string>>> {
    const table = this.page.getByRole('table', { name: `${remote}: health of each version over the last hour` });
    return table.evaluate((element) => {
      const versions = [...element.querySelectorAll('thead th[scope="col"] .version')].map((cell) => cell.textContent?.trim() ?? '');
      const figures: Record<string, Record<string, string>> = Object.fromEntries(versions.map((version) => [version, {}]));
      for (const row of element.querySelectorAll('tbody tr')) {
        const label = row.querySelector('th')?.textContent?.trim() ?? '';
        row.querySelectorAll('td').forEach((cell, index) => {
          const version = versions[index];
          if (version !== undefined) figures[version]![label] = cell.textContent?.trim() ?? '';
        });
      }
      return figures;
    });
  }

  /** The audit log's rows, as text. */
  async auditRows(): Promise<string[]> {
    return this.auditLog.getByRole('row').allInnerTexts();
  }
}
