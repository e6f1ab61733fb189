import { favouritesClient } from 'shared-api';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api favourites client against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
  });
  afterAll(async () => provider.close());

  it('adds, lists (oldest first) and removes favourites', async () => {
    const demo = await provider.actAs('demoplayer');
    const before = await favouritesClient.list(demo.pid);
    await favouritesClient.add(demo.pid, { machine_id: 1300, game_id: 1 });
    const added = await favouritesClient.add(demo.pid, { machine_id: 1301, game_id: 1 });
    expect(added.slice(-2)).toEqual([{ machine_id: 1300, game_id: 1 }, { machine_id: 1301, game_id: 1 }]);
    await expect(favouritesClient.list(demo.pid)).resolves.toEqual(added);
    const removed = await favouritesClient.remove(demo.pid, { machine_id: 1300, game_id: 1 });
    expect(removed).toEqual([...before, { machine_id: 1301, game_id: 1 }]);
    await expect(favouritesClient.add(demo.pid, { machine_id: 999_999, game_id: 1 })).rejects.toMatchObject({ status: 404 });
  });

  it('another player\'s list is refused', async () => {
    const demo = await provider.actAs('demoplayer');
    await expect(favouritesClient.list(demo.pid + 1)).rejects.toMatchObject({ status: 403 });
  });
});
