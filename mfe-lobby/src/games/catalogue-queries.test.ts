import type { GamesFileVariant } from 'shared-api';
import { installFakeProvider, reply } from 'shared-api/testing';
import { gameEndpoints } from 'shared-contract';
import { getQueryClient, resetServerState } from 'shared-server-state';
import { lobbyCatalogue } from '../testing/catalogue-fixture';
import { resetLobby } from '../testing/reset-lobby';
import { catalogueQuery } from './catalogue-queries';
import { readLobbyStore } from './lobby-store';

function providerServing(files: Array<{ etag: string; names: string[] } | { status: number }>) {
  let call = 0;
  return installFakeProvider().on(gameEndpoints.gamesFile, ({ headers }) => {
    const file = files[Math.min(call, files.length - 1)]!;
    call += 1;
    if ('status' in file) return reply(file.status, {});
    if (headers['if-none-match'] === file.etag) return reply(304, null, { etag: file.etag });
    const catalogue = lobbyCatalogue();
    return reply(200, { ...catalogue, games: catalogue.games.filter((game) => file.names.includes(game.display_name)) }, { etag: file.etag });
  });
}

/** A visit of the page: a fresh page's cache, the browser's storage kept. */
function visit(variant: GamesFileVariant = 'desktop') {
  resetServerState();
  const query = catalogueQuery(variant);
  const client = getQueryClient();
  return {
    /** What the page shows before any answer. */
    shownAtOnce: () => (typeof query.initialData === 'function' ? query.initialData() : query.initialData),
    /** Shows the list and checks it, as the lobby does when it mounts. */
    load: () => client.fetchQuery(query).catch(() => undefined),
    names: () => client.getQueryData(query.queryKey)?.games.map((game) => game.display_name),
    status: () => client.getQueryState(query.queryKey)?.status,
    client,
    query,
  };
}

describe('games list refresh by ETag (SPEC §4, §7)', () => {
  beforeEach(() => resetLobby());

  it('stores the list with its ETag, then sends the ETag and keeps the stored list on 304', async () => {
    const provider = providerServing([{ etag: '"v1"', names: ['Cash Bandits', 'Blackjack'] }]);
    const firstVisit = visit();
    expect(firstVisit.shownAtOnce()).toBeUndefined();
    await firstVisit.load();
    expect(firstVisit.names()).toEqual(['Cash Bandits', 'Cash Bandits', 'Blackjack']);
    expect(readLobbyStore().files.desktop?.etag).toBe('"v1"');

    const nextVisit = visit();
    // The stored list shows before the provider answers.
    expect(nextVisit.shownAtOnce()?.games).toHaveLength(3);
    await nextVisit.load();
    expect(provider.requests(gameEndpoints.gamesFile)[1]?.headers['if-none-match']).toBe('"v1"');
    expect(nextVisit.names()).toEqual(['Cash Bandits', 'Cash Bandits', 'Blackjack']);
  });

  it('leaves the page untouched while a shown list is checked and found unchanged', async () => {
    providerServing([{ etag: '"v1"', names: ['Blackjack'] }]);
    await visit().load();
    const nextVisit = visit();
    const shown = nextVisit.shownAtOnce();
    await nextVisit.load();
    // A new list re-renders each tile of the lobby: a list checked and found unchanged is the same list.
    expect(nextVisit.client.getQueryData(nextVisit.query.queryKey)).toBe(shown);
  });

  it('replaces the list when the ETag differs', async () => {
    providerServing([{ etag: '"v1"', names: ['Blackjack'] }, { etag: '"v2"', names: ['Blackjack', 'Rocket Rush'] }]);
    await visit().load();
    const nextVisit = visit();
    await nextVisit.load();
    expect(nextVisit.names()).toEqual(['Blackjack', 'Rocket Rush']);
    expect(readLobbyStore().files.desktop?.etag).toBe('"v2"');
  });

  it('keeps the existing list on a failure and logs the status only', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    providerServing([{ etag: '"v1"', names: ['Blackjack'] }, { status: 500 }]);
    await visit().load();
    const nextVisit = visit();
    await nextVisit.load();
    expect(nextVisit.names()).toEqual(['Blackjack']);
    expect(errors).toHaveBeenCalledWith('Games file failed: Status: 500');
    expect(readLobbyStore().files.desktop?.etag).toBe('"v1"');
    errors.mockRestore();
  });

  it('reports a failure when there is no list to fall back on, and reads again on retry', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    providerServing([{ status: 503 }, { etag: '"v1"', names: ['Blackjack'] }]);
    const page = visit();
    await page.load();
    expect(page.status()).toBe('error');
    await page.load();
    expect(page.names()).toEqual(['Blackjack']);
    errors.mockRestore();
  });

  it('reads the mobile games file on phones, with its own ETag', async () => {
    const provider = installFakeProvider().on(gameEndpoints.mobileGamesFile, () => reply(200, lobbyCatalogue(), { etag: '"m1"' }));
    await visit('mobile').load();
    expect(provider.requests(gameEndpoints.mobileGamesFile)).toHaveLength(1);
    expect(provider.requests(gameEndpoints.gamesFile)).toHaveLength(0);
    expect(readLobbyStore().files.mobile?.etag).toBe('"m1"');
    expect(readLobbyStore().files.desktop).toBeUndefined();
  });
});
