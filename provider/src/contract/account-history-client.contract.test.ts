import { accountHistoryClient, memorySessionPort, provideSession } from 'shared-api';
import { openGame, playGame } from '../testing/game-sessions';
import { depositVia, signupPlayer } from '../testing/test-app';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api account history client against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
  });
  afterAll(async () => provider.close());

  it('pages the history, exports it, shows a round with its seeds, and rotates the seeds', async () => {
    const player = await signupPlayer(provider.app);
    provideSession(memorySessionPort({ sessionToken: () => player.token }));
    expect((await depositVia(provider.app, player, '20')).statusCode).toBe(200);
    const { gameToken } = await openGame(provider.app, player, 'megasaur');
    for (let spin = 0; spin < 3; spin += 1) expect((await playGame(provider.app, gameToken, { action: 'spin', bet: '1.00' })).statusCode).toBe(200);

    const first = await accountHistoryClient.history(player.pid, { limit: 2 });
    expect(first.items.map((item) => item.kind)).toEqual(['round', 'round']);
    const rest = await accountHistoryClient.history(player.pid, { limit: 2, cursor: first.next! });
    expect(rest.items.map((item) => item.kind)).toEqual(['round', 'deposit']);
    expect(rest.next).toBeNull();
    await expect(accountHistoryClient.history(player.pid, { cursor: 'nope' })).rejects.toMatchObject({ status: 400 });

    const csv = await accountHistoryClient.historyCsv(player.pid, { kind: 'deposit' });
    expect(csv).toMatchObject({ rows: 1, filename: `account-history-${player.pid}.csv` });
    expect(csv.csv).toMatch(/^Time \(UTC\),Kind,Description,Amount,Game,Round,Stake,Win,Open\r\n.+,deposit,Deposit \(Credit Card\),20\.00,,,,,\r\n$/);

    const roundId = first.items[0]!.round_id!;
    const detail = await accountHistoryClient.round(player.pid, roundId);
    expect(detail).toMatchObject({ round: { id: roundId, game_code: 'megasaur' }, engine: 'slot', fairness: { server_seed: null, nonce: 2 } });
    await expect(accountHistoryClient.round(player.pid, roundId + 1000)).rejects.toMatchObject({ status: 404 });

    const fairness = await accountHistoryClient.fairness(player.pid);
    expect(fairness.current).toMatchObject({ server_seed_hash: detail.fairness!.server_seed_hash, next_nonce: 3 });
    const rotated = await accountHistoryClient.rotate(player.pid, { client_seed: 'contract test' });
    expect(rotated.state.current.client_seed).toBe('contract test');
    expect((await accountHistoryClient.round(player.pid, roundId)).fairness!.server_seed).toBe(rotated.revealed.server_seed);
  });
});
