import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** mfe-lobby: the games lobby, game pages and the lobby toggles. */
export class LobbyPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly games: Locator;
  readonly unavailable: Locator;
  readonly categories: Locator;
  readonly searchResults: Locator;
  readonly jackpot: Locator;
  readonly jackpotSwitch: Locator;
  readonly gameFrame: Locator;
  readonly insufficientFunds: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Games' });
    this.search = page.getByRole('searchbox', { name: 'Search games' });
    this.games = page.getByRole('list', { name: 'Games' });
    this.unavailable = page.getByRole('alert').filter({ hasText: 'The games lobby is unavailable right now.' });
    this.categories = page.getByRole('group', { name: 'Game categories' });
    this.searchResults = page.getByRole('region', { name: 'Search results' });
    this.jackpot = page.getByRole('region', { name: /LOBBY JACKPOT/ });
    this.jackpotSwitch = this.jackpot.getByRole('switch', { name: 'Opt in' });
    this.gameFrame = page.locator('iframe[title$=" game"]');
    this.insufficientFunds = page.getByRole('dialog', { name: 'Insufficient funds' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/lobby/games/');
    await this.categories.waitFor();
  }

  category(name: string): Locator {
    return this.categories.getByRole('button', { name, exact: true });
  }

  subCategory(category: string, name: string): Locator {
    return this.page.getByRole('group', { name: `${category} sub-categories` }).getByRole('button', { name, exact: true });
  }

  /** The names on the tiles shown, in order. */
  async tileNames(): Promise<string[]> {
    return this.games.getByRole('listitem').getByRole('link').allInnerTexts();
  }

  playButton(gameName: string): Locator {
    return this.page.getByRole('button', { name: `Play ${gameName}`, exact: true });
  }

  /** Finds a slot by name, plays it, and answers its frame once the bet can be chosen. */
  async playSlot(gameName: string): Promise<{ game: FrameLocator; bet: Locator; spin: Locator; status: Locator }> {
    await this.goto();
    await this.search.fill(gameName);
    await this.playButton(gameName).click();
    const game = this.page.frameLocator('iframe[title$=" game"]');
    const bet = game.getByRole('combobox', { name: 'Bet' });
    await expect(bet).toBeEnabled({ timeout: 15_000 });
    return { game, bet, spin: game.getByRole('button', { name: 'SPIN' }), status: game.getByRole('status') };
  }

  favouriteButton(gameName: string): Locator {
    return this.page.getByRole('button', { name: `Favourite ${gameName}`, exact: true });
  }

  gameDialog(gameName: string): Locator {
    return this.page.getByRole('dialog', { name: gameName });
  }
}
