import type { Locator, Page } from '@playwright/test';

/** mfe-lobby: the games lobby, game pages and the lobby toggles. */
export class LobbyPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly games: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Games' });
    this.search = page.getByRole('searchbox', { name: 'Search games' });
    this.games = page.getByRole('list', { name: 'Games' });
    this.unavailable = page.getByRole('alert').filter({ hasText: 'The games lobby is unavailable right now.' });
  }
}
