import { GAME_TOKEN_HEADER, gameEndpoints, gameRoundEndpoints, type Game, type PlayBody } from 'shared-contract';
import { callProvider, gamesClient, type GamesFileAnswer } from 'shared-api';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api games client and the game API against the provider', () => {
  let provider: LiveProvider;
  let games: Game[];
  beforeAll(async () => {
    provider = await startLiveProvider();
    const file = await gamesClient.gamesFile('desktop', null);
    games = file.changed ? file.catalogue.games : [];
  });
  const game = (code: string) => games.find((entry) => entry.game_code === code)!;
  afterAll(async () => provider.close());

  const changed = (answer: GamesFileAnswer) => {
    if (!answer.changed) throw new Error('expected a games file');
    return answer;
  };

  it('reads the games file once and then only learns that it is unchanged', async () => {
    provider.actAsVisitor();
    const first = changed(await gamesClient.gamesFile('desktop', null));
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(first.catalogue.games.length).toBeGreaterThanOrEqual(150);
    expect(first.catalogue.games[0]).toEqual(expect.objectContaining({ game_code: expect.any(String), thumbnail: expect.stringMatching(/\/art\/games\/[a-z0-9-]+\.\w{12}\.480\.jpg$/) }));
    expect(first.catalogue.categories[0]).toEqual({ title: 'New Games', sub_categories: expect.arrayContaining(['All']) });
    await expect(gamesClient.gamesFile('desktop', first.etag)).resolves.toEqual({ changed: false });
    const mobile = changed(await gamesClient.gamesFile('mobile', first.etag));
    expect(mobile.etag).not.toBe(first.etag);
    expect(mobile.catalogue.games.length).toBeLessThanOrEqual(first.catalogue.games.length);
  });

  it('names the games file URL the host preloads, which the provider serves', async () => {
    for (const variant of ['desktop', 'mobile'] as const) {
      const response = await fetch(gamesClient.gamesFileUrl(variant));
      expect(response.status).toBe(200);
      expect(((await response.json()) as { games: unknown[] }).games.length).toBeGreaterThan(0);
    }
  });

  it('takes the games file the provider serves as it is, and refuses one that breaks the contract', async () => {
    const response = await fetch(gamesClient.gamesFileUrl('desktop'));
    const served: unknown = await response.json();
    await expect(gamesClient.checkedGamesFile(served)).resolves.toEqual(served);
    await expect(gamesClient.checkedGamesFile({ ...(served as object), games: [{ display_name: 'No ids' }] })).rejects.toThrow();
  });

  it('lists the external lobby and gives a live dealer launch URL', async () => {
    const demo = await provider.actAs('demoplayer');
    const lobbies = await gamesClient.externalLobbies();
    const live = lobbies.find((entry) => entry.code === 'LiveDealer')!;
    expect(live).toEqual({ code: 'LiveDealer', id: 1, name: 'Live Dealer' });
    const url = await gamesClient.externalLobbyLaunchUrl(demo.pid, live.id, 'mobile');
    expect(url).toMatch(/\/live-dealer\/\?lobby=LiveDealer&clientType=mobile&token=/);
    await expect(gamesClient.externalLobbyLaunchUrl(demo.pid, 99, 'instantplay')).rejects.toMatchObject({ status: 404 });
  });

  it('opens a game session and plays every kind of round through the game API, each answer matching the contract', async () => {
    const demo = await provider.actAs('demoplayer');
    const session = await gamesClient.openGameSession(demo.pid, game('cash-bandits'));
    expect(session).toMatchObject({ gameToken: expect.any(String), engine: 'slot', demo: false, balance: 250, open_round: null });

    const gameApi = async (gameCode: string) => {
      const { gameToken } = await gamesClient.openGameSession(demo.pid, game(gameCode));
      const options = { headers: { [GAME_TOKEN_HEADER]: gameToken } };
      return {
        info: () => callProvider(gameRoundEndpoints.info, {}, options),
        play: (body: PlayBody) => callProvider(gameRoundEndpoints.play, { body }, options),
        rounds: () => callProvider(gameRoundEndpoints.rounds, {}, options),
      };
    };

    const slot = await gameApi('cash-bandits');
    expect((await slot.info()).config).toHaveProperty('lines');
    const spun = await slot.play({ action: 'spin', bet: '1.00' });
    expect(spun.round).toMatchObject({ engine: 'slot', status: 'settled', stake: 1, outcome: { base: expect.any(Object) } });
    expect((await slot.rounds()).rounds[0]!.id).toBe(spun.round.id);

    const roulette = await gameApi('european-roulette');
    expect((await roulette.play({ action: 'bet', bets: [{ kind: 'red', amount: '2.00' }] })).round).toMatchObject({ engine: 'roulette', stake: 2 });

    const crash = await gameApi('rocket-rush');
    expect((await crash.info()).config).toHaveProperty('server_seed_hash');
    expect((await crash.play({ action: 'crash', bet: '1.00', target: '2', clientSeed: 'contract' })).round.outcome).toHaveProperty('serverSeed');

    const poker = await gameApi('jacks-or-better-3-hand');
    const dealt = await poker.play({ action: 'deal', bet: '0.25' });
    expect(dealt.round).toMatchObject({ engine: 'video-poker', status: 'open' });
    expect((await poker.info()).open_round).toMatchObject({ id: dealt.round.id, status: 'open' });
    expect((await poker.play({ action: 'draw', held: [true, true, false, false, false] })).round.status).toBe('settled');

    const blackjack = await gameApi('blackjack');
    let hand = await blackjack.play({ action: 'deal', bet: '1.00' });
    while (hand.round.status === 'open') hand = await blackjack.play({ action: 'stand' });
    expect(hand.round).toMatchObject({ engine: 'blackjack', status: 'settled' });

    const baccarat = await gameApi('baccarat');
    const spot = ((await baccarat.info()).config.bets as { kind: string; value?: number }[])[0]!;
    const coup = await baccarat.play({ action: 'bet', bets: [{ kind: spot.kind, ...(spot.value === undefined ? {} : { value: spot.value }), amount: '1.00' }] });
    expect(coup.round).toMatchObject({ engine: 'baccarat', status: 'settled' });

    const triCard = await gameApi('tri-card-poker');
    expect((await triCard.play({ action: 'deal', bet: '1.00' })).round).toMatchObject({ engine: 'tri-card-poker', status: 'open' });
    expect((await triCard.play({ action: 'fold' })).round.status).toBe('settled');
  });

  it('spins on the provider and recalls the player\'s rounds of a game', async () => {
    const demo = await provider.actAs('demoplayer');
    const spun = await callProvider(gameRoundEndpoints.spin, { params: { pid: demo.pid, gameCode: 'megasaur' }, body: { bet: '0.50' } });
    expect(spun).toMatchObject({ game_code: 'megasaur', bet: 0.5, free_spin: false, jackpot: null });
    const recall = await callProvider(gameRoundEndpoints.recall, { params: { pid: demo.pid, gameCode: 'megasaur' } });
    expect(recall.rounds[0]).toMatchObject({ id: spun.round_id, engine: 'slot', stake: 0.5 });
  });

  it('a demo session needs no player', async () => {
    provider.actAsVisitor();
    const demo = await callProvider(gameEndpoints.gameSession, { body: { gameCode: 'cash-bandits' } });
    expect(demo).toMatchObject({ demo: true, balance: 1000, engine: 'slot' });
  });
});
