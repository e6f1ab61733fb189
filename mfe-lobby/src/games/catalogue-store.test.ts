import { installFakeProvider, reply } from 'shared-api/testing';
import { gameEndpoints } from 'shared-contract';
import { lobbyCatalogue } from '../testing/catalogue-fixture';
import { createCatalogueStore } from './catalogue-store';
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

const names = (store: ReturnType<typeof createCatalogueStore>) => store.store.get().catalogue?.games.map((game) => game.display_name);

describe('games list refresh by ETag (SPEC §4, §7)', () => {
  it('stores the list with its ETag, then sends the ETag and keeps the stored list on 304', async () => {
    const provider = providerServing([{ etag: '"v1"', names: ['Cash Bandits', 'Blackjack'] }]);
    const firstVisit = createCatalogueStore(() => 'desktop');
    await firstVisit.start();
    expect(names(firstVisit)).toEqual(['Cash Bandits', 'Cash Bandits', 'Blackjack']);
    expect(readLobbyStore().files.desktop?.etag).toBe('"v1"');

    const nextVisit = createCatalogueStore(() => 'desktop');
    const started = nextVisit.start();
    // The stored list shows before the provider answers.
    expect(nextVisit.store.get().status).toBe('ready');
    await started;
    expect(provider.requests(gameEndpoints.gamesFile)[1]?.headers['if-none-match']).toBe('"v1"');
    expect(names(nextVisit)).toEqual(['Cash Bandits', 'Cash Bandits', 'Blackjack']);
  });

  it('leaves the page untouched while a shown list is checked and found unchanged', async () => {
    providerServing([{ etag: '"v1"', names: ['Blackjack'] }]);
    await createCatalogueStore(() => 'desktop').start();
    const nextVisit = createCatalogueStore(() => 'desktop');
    const updates = jest.fn();
    const started = nextVisit.start();
    const shown = nextVisit.store.get();
    nextVisit.store.subscribe(updates);
    await started;
    // Every update re-renders each tile of the lobby: a list checked and found unchanged makes none.
    expect(updates).not.toHaveBeenCalled();
    expect(nextVisit.store.get()).toBe(shown);
  });

  it('replaces the list when the ETag differs', async () => {
    providerServing([{ etag: '"v1"', names: ['Blackjack'] }, { etag: '"v2"', names: ['Blackjack', 'Rocket Rush'] }]);
    await createCatalogueStore(() => 'desktop').start();
    const nextVisit = createCatalogueStore(() => 'desktop');
    await nextVisit.start();
    expect(names(nextVisit)).toEqual(['Blackjack', 'Rocket Rush']);
    expect(readLobbyStore().files.desktop?.etag).toBe('"v2"');
  });

  it('keeps the existing list on a failure and logs the status only', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    providerServing([{ etag: '"v1"', names: ['Blackjack'] }, { status: 500 }]);
    await createCatalogueStore(() => 'desktop').start();
    const nextVisit = createCatalogueStore(() => 'desktop');
    await nextVisit.start();
    expect(nextVisit.store.get().status).toBe('ready');
    expect(names(nextVisit)).toEqual(['Blackjack']);
    expect(errors).toHaveBeenCalledWith('Games file failed: Status: 500');
    expect(readLobbyStore().files.desktop?.etag).toBe('"v1"');
    errors.mockRestore();
  });

  it('reports a failure when there is no list to fall back on, and reads again on retry', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    providerServing([{ status: 503 }, { etag: '"v1"', names: ['Blackjack'] }]);
    const store = createCatalogueStore(() => 'desktop');
    await store.start();
    expect(store.store.get().status).toBe('failed');
    await store.retry();
    expect(names(store)).toEqual(['Blackjack']);
    errors.mockRestore();
  });

  it('reads the mobile games file on phones, with its own ETag', async () => {
    const provider = installFakeProvider().on(gameEndpoints.mobileGamesFile, () => reply(200, lobbyCatalogue(), { etag: '"m1"' }));
    const store = createCatalogueStore(() => 'mobile');
    await store.start();
    expect(provider.requests(gameEndpoints.mobileGamesFile)).toHaveLength(1);
    expect(provider.requests(gameEndpoints.gamesFile)).toHaveLength(0);
    expect(readLobbyStore().files.mobile?.etag).toBe('"m1"');
    expect(readLobbyStore().files.desktop).toBeUndefined();
  });
});
